import * as contract from '@slipstream/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import { TestBrowser } from '../platform/test-support';
import { UNLIMITED_ABUSE } from '../security/abuse-limits';
import { CSRF_HEADER } from '../security/web-sessions';
import { sampleWithNul, toQueryString } from './test-input-samples';
import { registeredRoutes } from './test-route-tree';

/** Every input schema of the contract (bodies, queries, path parameters), by its exported name. */
const INPUT_NAME = /(Body|Query|Param|Params|Input|Completion|Request)(Schema)?$/;

/**
 * PostgreSQL text and jsonb refuse a NUL character: a NUL that reaches the database is a 500. Generated from
 * the routes the server registers and the contract's input schemas, not written field by field: every route
 * receives, for every input schema of the contract, a sample that schema accepts with a NUL in each of its
 * free-text fields (the fields whose own schema would let a NUL through), as its body (writes) or its query
 * (reads), and a NUL in each path parameter. Every answer must be a client error of the catalogue.
 */
describe('a NUL character in any input of any route', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    db = await openTestDb('pglite');
    app = await buildApp(
      {
        config: loadConfig({ TOKEN_SECRET: 'nul-sweep', SIM_CONTROL: '1' }),
        db,
        clock: { now: () => Date.now() },
      },
      {
        catalogue: { sim: { size: { prematch: 4, live: 1, races: 1 } } },
        platform: { abuse: UNLIMITED_ABUSE },
      },
    );
    await app.ready();
    // Signed in both ways (the platform's cookie session with its CSRF token, the sportsbook's bearer token), so
    // the calls that need a player reach their input handling.
    const browser = new TestBrowser(app);
    expect((await browser.signIn()).statusCode).toBe(200);
    const session = await browser.request({ method: 'POST', url: '/api/platform/sportsbook_sessions' });
    expect(session.statusCode, session.body).toBe(200);
    headers.authorization = `Bearer ${(session.json() as { token: string }).token}`;
    headers.cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    headers[CSRF_HEADER] = browser.csrf!;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers every route a client error of the catalogue, never a 500', async () => {
    const routes = registeredRoutes(app.printRoutes()).filter((r) => !r.includes('*'));
    const samples = Object.entries(contract)
      .filter(([name, s]) => INPUT_NAME.test(name) && s instanceof z.ZodType)
      .map(([name, s]) => ({ name, ...sampleWithNul(s as z.ZodType) }))
      .filter((s) => s.nuls > 0 && s.value && typeof s.value === 'object');
    // The sweep is generated: it must find the routes and the free-text fields it is about.
    expect(routes.length).toBeGreaterThan(80);
    expect(samples.map((s) => s.name)).toEqual(
      expect.arrayContaining(['promoCodeBodySchema', 'simJackpotHitBodySchema', 'simNotificationBodySchema']),
    );
    const codes = new Set<string | number>(Object.values(contract.ERRORS).map((e) => e.code));
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const [method, template] = route.split(' ') as [string, string];
      const requests: { url: string; payload?: unknown; what: string }[] = [];
      const path = template.replace(/\{\w+\}/g, '1');
      if (path !== template)
        requests.push({ url: template.replace(/\{\w+\}/g, '1%00'), what: 'path parameters' });
      for (const s of samples)
        requests.push(
          method === 'GET' || method === 'DELETE'
            ? { url: `${path}?${toQueryString(s.value)}`, what: s.name }
            : { url: path, payload: s.value, what: s.name },
        );
      for (const r of requests) {
        sent++;
        const res = await app.inject({
          method: method as 'GET',
          url: r.url,
          headers: { ...headers, ...(r.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(r.payload !== undefined ? { payload: JSON.stringify(r.payload) } : {}),
        });
        const json = String(res.headers['content-type'] ?? '').includes('json')
          ? (res.json() as { code?: unknown })
          : null;
        if (res.statusCode >= 500 || (res.statusCode >= 400 && json && !codes.has(json.code as string)))
          failures.push(`${route} (${r.what}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
