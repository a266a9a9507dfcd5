import { describe, expect, it } from 'vitest';
import { UNLIMITED_ABUSE } from '../security/abuse-limits';
import { TestBrowser, platformSuite, type PlatformHarness } from './test-support';

const P = '/api/platform';

/** The session limit (RG4) under bursts of session starts on the real PostgreSQL (RG6: the player's lock). */
describe.skipIf(!process.env.DATABASE_URL)('session limit under bursts on postgres', () => {
  let h: PlatformHarness;
  let seq = 0;
  platformSuite('postgres', { abuse: UNLIMITED_ABUSE }, (opened) => (h = opened), 60_000);

  it('[RG4][RG6] 20 session starts at once under a session limit open one session; once it is used up, all 20 are refused', async () => {
    const b = new TestBrowser(h.app, `198.51.100.${90 + seq}`);
    expect((await b.signUp(`session-burst-${seq++}@example.com`)).statusCode).toBe(201);
    const limit = await b.request({
      method: 'POST',
      url: `${P}/user_limits`,
      payload: { type: 'session', period: 'day', amount: 30 },
    });
    expect(limit.statusCode, limit.body).toBe(201);
    const start = () => b.request({ method: 'POST', url: `${P}/sportsbook_sessions`, payload: {} });
    const first = await Promise.all(Array.from({ length: 20 }, start));
    expect(first.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(first.map((r) => (r.json() as { session: { id: number } }).session.id)).size).toBe(1);
    h.clock.advance(31 * 60 * 1000);
    const later = await Promise.all(Array.from({ length: 20 }, start));
    expect(later.map((r) => `${r.statusCode}:${r.json().code}`)).toEqual(
      Array(20).fill('403:session_limit_reached'),
    );
    const id = (await b.request({ method: 'GET', url: `${P}/player` })).json().id as number;
    const sessions = await h.db.query('SELECT id FROM sportsbook_sessions WHERE player_id = $1', [id]);
    expect(sessions.rows).toHaveLength(1);
  }, 60_000);
});
