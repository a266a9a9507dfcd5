import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb, testDbKinds } from '../db/test-db';
import { registeredRoutes } from '../http/test-route-tree';
import { call, cookiesOf, startRealServer, type RealServer } from './real-server';
import { bearer, PASSWORD, signUp, type Browser } from './test-player-client';

const PRODUCTION = { NODE_ENV: 'production' };
const PRIVATE = 'private, no-store';

/** Every route a production server registers, from the app itself (not a hand-written list). */
async function productionRoutes(): Promise<string[]> {
  const db = await openTestDb('pglite');
  try {
    const app = await buildApp({
      config: loadConfig({ ...PRODUCTION, TOKEN_SECRET: 'routes' }),
      db,
      clock: { now: () => Date.now() },
    });
    await app.ready();
    const routes = registeredRoutes(app.printRoutes());
    await app.close();
    return routes;
  } finally {
    await db.close();
  }
}

/** A concrete URL for a route pattern: every `{param}` filled with a plausible value. */
const concrete = (path: string): string =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x')).replace(/\*$/, 'x');

interface Answer {
  status: number;
  body: string;
  cacheControl: string | null;
}

async function ask(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  const write = method !== 'GET';
  const res = await fetch(url, {
    method,
    headers: { ...(write ? { 'content-type': 'application/json' } : {}), ...headers },
    body: write ? '{}' : undefined,
    redirect: 'manual',
  });
  return { status: res.status, body: await res.text(), cacheControl: res.headers.get('cache-control') };
}

describe.each(testDbKinds())(
  'DEP-HEAD-4: answers that depend on who asks are never cached, on %s',
  (kind) => {
    let s: RealServer;
    let routes: string[];
    let player: Browser;
    let token: string;
    const signedIn = (): Record<string, string> => ({
      cookie: player.cookie,
      'x-csrf-token': player.csrf,
      authorization: `Bearer ${token}`,
    });

    beforeAll(async () => {
      s = await startRealServer(kind, PRODUCTION);
      routes = await productionRoutes();
      player = await signUp(s.url, 'cache-probe@example.com');
      token = await bearer(s.url, player);
    }, 180_000); // two apps are built: the listening server and the one the route list is read from
    afterAll(() => s.close());

    it('reads the route list from the app', () => {
      expect(routes.length).toBeGreaterThan(50);
      expect(routes).toContain('GET /api/platform/player');
    });

    it('every route: a signed-in answer that differs from a visitor’s says Cache-Control: private, no-store', async () => {
      // Ending the session would make every later call a visitor's: those routes go last.
      const ordered = [...routes].sort(
        (a, b) => Number(/sign_out|password/.test(a)) - Number(/sign_out|password/.test(b)),
      );
      const leaks: string[] = [];
      for (const route of ordered) {
        const [method, path] = route.split(' ') as [string, string];
        const url = `${s.url}${concrete(path)}`;
        let mine = await ask(url, method, signedIn());
        if (mine.cacheControl === PRIVATE) continue;
        // A public answer: a visitor's must be the same (a moving price may change it between two calls, so
        // it gets a few tries to show one identical pair).
        let same = false;
        for (let attempt = 0; attempt < 3 && !same; attempt++) {
          const visitor = await ask(url, method, {});
          same = visitor.status === mine.status && visitor.body === mine.body;
          if (!same) mine = await ask(url, method, signedIn());
          if (mine.cacheControl === PRIVATE) same = true;
        }
        if (!same) leaks.push(`${route} → ${mine.status} cache-control=${mine.cacheControl ?? '(none)'}`);
      }
      expect(leaks).toEqual([]);
    });

    it('the profile, balance, bets, statement, limits and notifications are private', async () => {
      for (const path of [
        '/api/platform/player',
        '/api/platform/player/accounts',
        '/api/platform/user_limits',
        '/api/sportsbook/v1/notifications',
        '/api/sportsbook/v3/bets',
        '/api/sportsbook/v3/bets/statement',
      ]) {
        const res = await ask(`${s.url}${path}`, 'GET', signedIn());
        expect.soft(res.status, path).toBeLessThan(500);
        expect.soft(res.cacheControl, path).toBe(PRIVATE);
      }
    });

    it('sign-in and sign-up answers (the profile with its e-mail) are private', async () => {
      const up = await call(`${s.url}/api/platform/users/sign_up`, {
        body: { user: { email: 'cache-up@example.com', password: PASSWORD, currency: 'EUR' } },
      });
      expect(up.status).toBe(201);
      expect(up.headers.get('cache-control')).toBe(PRIVATE);
      const inn = await call(`${s.url}/api/platform/users/sign_in`, {
        body: { user: { email: 'cache-up@example.com', password: PASSWORD } },
      });
      expect(inn.status).toBe(200);
      expect(inn.headers.get('cache-control')).toBe(PRIVATE);
      expect(cookiesOf(inn.headers).cookie).toContain('slipstream_session=');
    });

    it('shared, public answers keep their caching, signed in or not', async () => {
      const icons = await ask(`${s.url}/fe-api/icons.svg`, 'GET', signedIn());
      expect(icons.status).toBe(200);
      expect(icons.cacheControl).toBe('public, max-age=3600');
      const list = await ask(`${s.url}/api/sportsbook/v1/sports`, 'GET', signedIn());
      expect(list.status).toBe(200);
      expect(list.cacheControl).not.toBe(PRIVATE);
    });
  },
);
