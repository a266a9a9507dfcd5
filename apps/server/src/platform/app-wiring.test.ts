import {
  accountsResponseSchema,
  profileSchema,
  sportsbookSessionResponseSchema,
  userChannel,
} from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { DEMO, TestBrowser, testClock } from './test-support';

/**
 * The Platform API as the product runs it (buildApp, default settings): the seeded demo player signs in
 * against its real argon2id hash (OWASP parameters), and the sportsbook token opens the Sportsbook API.
 */
describe.each(testDbKinds())('platform inside the whole app on %s', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDb(kind);
    app = await buildApp({
      config: { ...loadConfig({ TOKEN_SECRET: 'wiring-secret', NODE_ENV: 'test' }) },
      db,
      clock: testClock(),
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('demo@example.com signs in with the seeded OWASP-parameter hash and holds EUR and USDT 1,000.00', async () => {
    const hash = await db.query<{ password_hash: string }>(
      `SELECT password_hash FROM players WHERE email = $1`,
      [DEMO.email],
    );
    expect(hash.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const browser = new TestBrowser(app);
    const res = await browser.signIn();
    expect(res.statusCode, res.body).toBe(200);
    expect(profileSchema.parse(res.json()).email).toBe(DEMO.email);
    const accounts = accountsResponseSchema.parse(
      (await browser.request({ method: 'GET', url: '/api/platform/player/accounts' })).json(),
    );
    expect(accounts.map((a) => [a.currency, a.balance.value, a.balance.subunits])).toEqual([
      ['EUR', 100_000, 100],
      ['USDT', 1_000_000_000, 1_000_000],
    ]);
  });

  it('the sportsbook token is accepted by the Sportsbook API (websocket authorize for the player channel)', async () => {
    const browser = new TestBrowser(app);
    const profile = profileSchema.parse((await browser.signIn()).json());
    const session = sportsbookSessionResponseSchema.parse(
      (await browser.request({ method: 'POST', url: '/api/platform/sportsbook_sessions' })).json(),
    );
    const channel = userChannel('en', profile.id);
    const authorize = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/v1/websocket/authorize',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { channels: [channel] },
    });
    expect(authorize.statusCode, authorize.body).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/v1/websocket/authorize',
      headers: { authorization: `Bearer ${session.token}x` },
      payload: { channels: [channel] },
    });
    expect(bad.statusCode).toBe(401);
  });
});
