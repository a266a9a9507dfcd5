import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, marketListSchema, matchSchema } from '@slipstream/contract';
import { buildApp } from '../app';
import { testClock } from '../catalogue/test-support';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';

const V1 = '/api/sportsbook/v1';

describe.each(testDbKinds())('feed control routes on %s', (kind) => {
  let db: Db;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  const clock = testClock();
  const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload });
  const expectError = async (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    expect(apiErrorSchema.parse(res.json()).code).toBe(code);
  };
  const anyMatch = async (query: string) =>
    matchSchema.parse((await app.inject({ url: `${V1}/matches?${query}&limit=1` })).json().data[0]);

  beforeAll(async () => {
    db = await openTestDb(kind);
    const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'sim-test', SIM_CONTROL: '1' });
    app = await buildApp({ config, db, clock });
    plain = await buildApp({ config: { ...config, simControl: false }, db, clock });
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    await db.close();
  });

  it('is not there without SIM_CONTROL=1', async () => {
    for (const url of [
      '/api/sim/pause',
      '/api/sim/resume',
      '/api/sim/odds',
      '/api/sim/matches/1/finish',
      '/api/sim/providers/oddin',
    ])
      await expectError(await plain.inject({ method: 'POST', url, payload: {} }), 404, 'not_found');
  });

  it('reports the feed in /healthz', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });

  it('sets one price and a market status', async () => {
    const m = await anyMatch('sport_key=soccer&match_status=0&type=match');
    expect((await post('/api/sim/pause')).statusCode).toBe(200);
    const res = await post('/api/sim/odds', {
      match_id: m.id,
      market_id: 1,
      specifier: '',
      outcome_id: '2',
      odds: 3.333,
    });
    expect(res.statusCode).toBe(200);
    const markets = marketListSchema.parse(
      (await app.inject({ url: `${V1}/matches/${m.id}/markets?market_id=1` })).json(),
    );
    expect(markets.data[0]!.outcomes.find((o) => o.id === '2')!.odds).toBe(3.333);
    const status = await post('/api/sim/markets/status', {
      match_id: m.id,
      market_id: 1,
      specifier: '',
      status: -1,
    });
    expect(status.statusCode).toBe(200);
    const suspended = marketListSchema.parse(
      (await app.inject({ url: `${V1}/matches/${m.id}/markets?market_id=1` })).json(),
    );
    expect(suspended.data[0]!.status).toBe(-1);
    await expectError(
      await post('/api/sim/odds', { match_id: m.id, market_id: 1, specifier: '', outcome_id: '2', odds: 1 }),
      400,
      'validation_failed',
    );
    await expectError(
      await post('/api/sim/odds', {
        match_id: m.id,
        market_id: 1,
        specifier: '',
        outcome_id: '2',
        odds: '2.3456',
      }),
      400,
      'validation_failed',
    );
    await expectError(
      await post('/api/sim/odds', {
        match_id: m.id,
        market_id: 999,
        specifier: '',
        outcome_id: '2',
        odds: 2,
      }),
      404,
      'market_not_found',
    );
    await expectError(
      await post('/api/sim/odds', { match_id: 1, market_id: 1, specifier: '', outcome_id: '2', odds: 2 }),
      404,
      'match_not_found',
    );
    await expectError(
      await post('/api/sim/markets/status', { match_id: m.id, market_id: 1, status: 7 }),
      400,
      'validation_failed',
    );
  });

  it('sets match statuses and finishes matches', async () => {
    const m = await anyMatch('sport_key=soccer&match_status=0&type=match');
    expect((await post(`/api/sim/matches/${m.id}/status`, { status: 1 })).statusCode).toBe(200);
    expect(matchSchema.parse((await app.inject({ url: `${V1}/matches/${m.id}` })).json()).status).toBe(1);
    expect((await post(`/api/sim/matches/${m.id}/finish`, { home_score: 3, away_score: 0 })).statusCode).toBe(
      200,
    );
    const finished = matchSchema.parse((await app.inject({ url: `${V1}/matches/${m.id}` })).json());
    expect(finished.status).toBe(4);
    expect(finished.statistics?.total_score).toEqual({ home: 3, away: 0 });
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outcome_results WHERE match_id = $1',
      [m.id],
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(50);
    await expectError(
      await post(`/api/sim/matches/${m.id}/finish`, { home_score: 1, away_score: 0 }),
      409,
      'conflict',
    );
    await expectError(await post(`/api/sim/matches/1/status`, { status: 1 }), 404, 'match_not_found');
    await expectError(await post(`/api/sim/matches/${m.id}/status`, { status: 6 }), 400, 'validation_failed');
    await expectError(await post(`/api/sim/matches/abc/finish`, {}), 400, 'validation_failed');
    await expectError(
      await post(`/api/sim/matches/${m.id}/finish`, { home_score: -1 }),
      400,
      'validation_failed',
    );
  });

  it('switches a provider off and on', async () => {
    expect((await post('/api/sim/providers/oddin', { active: false })).statusCode).toBe(200);
    const settings = (await app.inject({ url: `${V1}/settings` })).json() as {
      provider_statuses: Record<string, string>;
    };
    expect(settings.provider_statuses.oddin).toBe('inactive');
    expect((await post('/api/sim/providers/oddin', { active: true })).statusCode).toBe(200);
    await expectError(await post('/api/sim/providers/nobody', { active: true }), 400, 'validation_failed');
    await expectError(await post('/api/sim/providers/oddin', { active: 'yes' }), 400, 'validation_failed');
  });
});
