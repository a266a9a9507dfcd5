import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startRealServer, type RealServer } from './real-server';
import { bearer, ownPg, signUp, type Browser } from './test-player-client';

const SESSIONS = '/api/platform/sportsbook_sessions';

/** The `exp` (seconds) of a JWT. */
const expOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;

/**
 * A session limit the player sets while signed in must hold for the session already open (SPEC.md RG4, §4): before,
 * the open sportsbook session (opened without a limit, so with no end) was reused for ever, and the player kept
 * getting fresh tokens long past the allowance they had just chosen. The session's start is moved back in the
 * database (PostgreSQL only) rather than waiting out a whole minute.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'DEP-RG-1: a session limit set during an open session ends that session, on postgres',
  () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer('postgres', { NODE_ENV: 'production' });
    }, 120_000);
    afterAll(() => s?.close());

    const headers = (b: Browser) => ({ cookie: b.cookie, 'x-csrf-token': b.csrf });
    const setSessionLimit = (b: Browser, minutes: number) =>
      call(`${s.url}/api/platform/user_limits`, {
        body: { type: 'session', period: 'day', amount: minutes },
        headers: headers(b),
      });

    it('past the allowance: no new token, no continue (403 session_limit_reached)', async () => {
      const b = await signUp(s.url, 'rg1-over@example.com');
      const old = await bearer(s.url, b); // the open sportsbook session, with no limit yet: a 12-hour token
      const bets = () =>
        call(`${s.url}/api/sportsbook/v3/bets`, { headers: { authorization: `Bearer ${old}` } });
      expect((await bets()).status).toBe(200);
      const pgc = await ownPg(s);
      try {
        // The session began two minutes ago.
        await pgc.query(
          `UPDATE sportsbook_sessions SET started_at = started_at - interval '2 minutes'
            WHERE player_id = (SELECT id FROM players WHERE email = $1)`,
          ['rg1-over@example.com'],
        );
      } finally {
        await pgc.end();
      }
      expect((await setSessionLimit(b, 1)).status).toBe(201);

      const again = await call(`${s.url}${SESSIONS}`, { body: {}, headers: headers(b) });
      expect(again.status).toBe(403);
      expect(again.json!.code).toBe('session_limit_reached');
      const cont = await call(`${s.url}${SESSIONS}/continue`, { body: {}, headers: headers(b) });
      expect(cont.status).toBe(403);
      expect(cont.json!.code).toBe('session_limit_reached');
      // The token minted before the limit ends with the session (after the validity cache's 2 s at most).
      await new Promise((r) => setTimeout(r, 2_100));
      const refused = await bets();
      expect(refused.status).toBe(401);
      expect(refused.json!.code).toBe('unauthorized');
    });

    it('a limit set past the allowance ends the tokens minted before it at once', async () => {
      const b = await signUp(s.url, 'rg1-old-token@example.com');
      const old = await bearer(s.url, b);
      const pgc = await ownPg(s);
      try {
        await pgc.query(
          `UPDATE sportsbook_sessions SET started_at = started_at - interval '2 minutes'
            WHERE player_id = (SELECT id FROM players WHERE email = $1)`,
          ['rg1-old-token@example.com'],
        );
      } finally {
        await pgc.end();
      }
      expect((await setSessionLimit(b, 1)).status).toBe(201);
      const res = await call(`${s.url}/api/sportsbook/v3/bets`, {
        headers: { authorization: `Bearer ${old}` },
      });
      expect(res.status).toBe(401);
    });

    it('within the allowance: the new token ends with the allowance, not hours later', async () => {
      const b = await signUp(s.url, 'rg1-within@example.com');
      await bearer(s.url, b);
      expect((await setSessionLimit(b, 30)).status).toBe(201);
      const res = await call(`${s.url}${SESSIONS}`, { body: {}, headers: headers(b) });
      expect(res.status).toBe(200);
      const session = res.json!.session as { started_at: string; expires_at: string | null };
      const allowanceEnd = Date.parse(session.started_at) / 1000 + 30 * 60;
      expect(session.expires_at).not.toBeNull();
      expect(expOf(res.json!.token as string)).toBeLessThanOrEqual(Math.ceil(allowanceEnd));
    });
  },
);
