import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_VALIDITY_CACHE_MS } from '../auth/session-validity';
import { testDbKinds } from '../db/test-db';
import { call, startRealServer, type RealServer } from './real-server';
import { bearer, signUp, type Browser } from './test-player-client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const profile = (url: string, b: Browser, headers: Record<string, string> = {}) =>
  call(`${url}/api/platform/player`, { headers: { cookie: b.cookie, ...headers } });
const myBets = (url: string, token: string, headers: Record<string, string> = {}) =>
  call(`${url}/api/sportsbook/v3/bets`, { headers: { authorization: `Bearer ${token}`, ...headers } });
const maxAgeOf = (setCookie: string[]): number | null => {
  const session = setCookie.find((c) => c.startsWith('slipstream_session='));
  const m = session ? /Max-Age=(\d+)/i.exec(session) : null;
  return m ? Number(m[1]) : null;
};

describe.each(testDbKinds())('DEP-SESSION: sessions end by themselves, on %s', (kind) => {
  describe('by default', () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer(kind, { NODE_ENV: 'production' });
    });
    afterAll(() => s.close());

    it('DEP-SESSION-1: a browser session lasts 12 hours (cookie and server alike), not 30 days', async () => {
      const res = await call(`${s.url}/api/platform/users/sign_up`, {
        body: {
          user: { email: 'twelve-hours@example.com', password: 'correct horse battery', currency: 'EUR' },
        },
      });
      expect(res.status).toBe(201);
      expect(maxAgeOf(res.headers.getSetCookie())).toBe(12 * 3600);
    });
  });

  describe('SESSION_MAX_AGE_SECONDS', () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer(kind, { NODE_ENV: 'production', SESSION_MAX_AGE_SECONDS: '4' });
    });
    afterAll(() => s.close());

    it('DEP-SESSION-1: past its maximum age the session, and every token it minted, is refused however busy', async () => {
      const b = await signUp(s.url, 'max-age@example.com');
      const token = await bearer(s.url, b);
      const started = Date.now();
      // Busy all along: activity does not extend the maximum age.
      while (Date.now() - started < 4_000 + SESSION_VALIDITY_CACHE_MS + 500) {
        await profile(s.url, b);
        await myBets(s.url, token);
        await sleep(500);
      }
      const late = await profile(s.url, b);
      expect(late.status).toBe(401);
      expect(late.json?.code).toBe('unauthorized');
      expect((await myBets(s.url, token)).status).toBe(401);
      const again = await call(`${s.url}/api/platform/sportsbook_sessions`, {
        body: {},
        headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
      });
      expect(again.status).toBe(401);
    });
  });

  describe('SESSION_IDLE_SECONDS', () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer(kind, { NODE_ENV: 'production', SESSION_IDLE_SECONDS: '4' });
    });
    afterAll(() => s.close());

    it('DEP-SESSION-2: a session in use stays; idle longer than SESSION_IDLE_SECONDS it ends', async () => {
      const b = await signUp(s.url, 'idle@example.com');
      const token = await bearer(s.url, b);
      // In use (through the cookie and through the bearer token) for longer than the idle period.
      for (let i = 0; i < 8; i++) {
        expect((await (i % 2 ? profile(s.url, b) : myBets(s.url, token))).status).toBe(200);
        await sleep(1_000);
      }
      await sleep(4_000 + SESSION_VALIDITY_CACHE_MS + 500);
      expect((await myBets(s.url, token)).status).toBe(401);
      expect((await profile(s.url, b)).status).toBe(401);
    });

    it('DEP-SESSION-2: calls a page makes by itself (X-Slipstream-Background) do not keep it alive', async () => {
      const b = await signUp(s.url, 'polling@example.com');
      const token = await bearer(s.url, b);
      const background = { 'x-slipstream-background': '1' };
      const started = Date.now();
      let last = 200;
      while (Date.now() - started < 4_000 + SESSION_VALIDITY_CACHE_MS + 1_500 && last === 200) {
        last = (await myBets(s.url, token, background)).status;
        if (last === 200) last = (await profile(s.url, b, background)).status;
        await sleep(500);
      }
      expect(last).toBe(401);
    });
  });
});
