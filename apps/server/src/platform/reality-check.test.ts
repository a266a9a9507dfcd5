import { sportsbookSessionInfoSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { platformSettingsFromEnv } from './settings';
import { TestBrowser, expectError, platformSuite, type PlatformHarness } from './test-support';

const P = '/api/platform';
const INTERVAL = 600;

describe.each(testDbKinds())('reality check: GET /sportsbook_sessions/info on %s', (kind) => {
  let h: PlatformHarness;
  let seq = 0;
  platformSuite(kind, { realityCheckSeconds: INTERVAL }, (opened) => (h = opened));

  async function player(): Promise<{ b: TestBrowser; id: number }> {
    const b = new TestBrowser(h.app, `198.51.100.${60 + (seq % 150)}`);
    const res = await b.signUp(`reality-${kind}-${seq++}@example.com`);
    expect(res.statusCode, res.body).toBe(201);
    const profile = (await b.request({ method: 'GET', url: `${P}/player` })).json() as {
      id: number | string;
    };
    return { b, id: Number(profile.id) };
  }
  const info = async (b: TestBrowser) => {
    const res = await b.request({ method: 'GET', url: `${P}/sportsbook_sessions/info` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return sportsbookSessionInfoSchema.parse(res.json());
  };
  /** A bet row as placement writes it (the figures read only these columns). */
  async function bet(playerId: number, stake: number, atMs: number, win?: { amount: number; atMs: number }) {
    await h.db.query(
      `INSERT INTO bets (player_id, request_id, request_hash, position, type, status, currency, subunits, stake,
         total_stake, odds, potential_win, win_amount, created_at, settled_at)
       VALUES ($1, $2, 'h', 0, 'single', $3, 'EUR', 100, $4::bigint, $4::bigint, 2000, $4::bigint * 2, $5::bigint, $6, $7)`,
      [
        playerId,
        `r-${seq++}`,
        win ? 'done' : 'waiting_results',
        stake,
        win?.amount ?? null,
        new Date(atMs),
        win ? new Date(win.atMs) : null,
      ],
    );
  }

  it('[RG7] without an open session there is nothing to remind of', async () => {
    const { b } = await player();
    const got = await info(b);
    expect(got).toEqual({
      session: null,
      played_seconds: 0,
      reality_check_interval_seconds: INTERVAL,
      reality_check_due_at: null,
      bets: [],
    });
  });

  it('[RG7] time played, the reminder due time and the bets and wins of the session; continue moves the reminder', async () => {
    const { b, id } = await player();
    const before = h.clock.now();
    await bet(id, 999, before - 60_000, { amount: 5_000, atMs: before - 30_000 }); // before the session: not counted
    const started = (
      await b.request({ method: 'POST', url: `${P}/sportsbook_sessions`, payload: {} })
    ).json() as {
      session: { started_at: string };
    };
    const startMs = new Date(started.session.started_at).getTime();
    await bet(id, 250, startMs + 1_000, { amount: 700, atMs: startMs + 2_000 });
    await bet(id, 100, startMs + 3_000);
    h.clock.advance(125_000);
    const got = await info(b);
    expect(got.session?.started_at).toBe(started.session.started_at);
    expect(got.played_seconds).toBe(125);
    expect(got.reality_check_due_at).toBe(new Date(startMs + INTERVAL * 1000).toISOString());
    expect(got.bets).toEqual([{ currency: 'EUR', subunits: 100, count: 2, stake: 350, won: 700 }]);

    h.clock.advance(INTERVAL * 1000);
    const cont = await b.request({ method: 'POST', url: `${P}/sportsbook_sessions/continue`, payload: {} });
    expect(cont.statusCode, cont.body).toBe(200);
    const after = await info(b);
    expect(after.reality_check_due_at).toBe(new Date(h.clock.now() + INTERVAL * 1000).toISOString());
    expect(after.played_seconds).toBe(125 + INTERVAL);
  });

  it('[RG7] a visitor is refused with 401', async () => {
    const visitor = new TestBrowser(h.app, '198.51.100.250');
    expectError(await visitor.request({ method: 'GET', url: `${P}/sportsbook_sessions/info` }), 401);
  });
});

describe('reality-check interval from the environment', () => {
  it('[RG7] PLATFORM_REALITY_CHECK_SECONDS sets the interval; 0 turns the reminder off', () => {
    expect(platformSettingsFromEnv({ PLATFORM_REALITY_CHECK_SECONDS: '20' }).realityCheckSeconds).toBe(20);
    expect(platformSettingsFromEnv({ PLATFORM_REALITY_CHECK_SECONDS: '0' }).realityCheckSeconds).toBeNull();
    expect(platformSettingsFromEnv({}).realityCheckSeconds).toBeUndefined();
  });
});
