import type { FastifyInstance } from 'fastify';
import { tryOddsFromDecimal } from '@slipstream/betting';
import {
  idPathParam,
  simFinishBodySchema,
  simMarketStatusBodySchema,
  simMatchStatusBodySchema,
  simOddsBodySchema,
  simProviderBodySchema,
  simProviderParamSchema,
} from '@slipstream/contract';
import type { Clock } from '../clock';
import type { Feed } from '../feed/feed';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import type { Simulator } from './simulator';

/**
 * Feed control for tests and demos (API.md "Feed control"). Registered only when SIM_CONTROL=1, so
 * without it every /api/sim path is the catalogue's 404. Each call runs between feed ticks.
 */
export function registerSimRoutes(app: FastifyInstance, feed: Feed, sim: Simulator, clock: Clock): void {
  const base = '/api/sim';
  const ok = { ok: true as const };
  // Cluster mode: only the leader's simulator runs; a follower's would fork the feed (GET /readyz tells which).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(`${base}/`) && !feed.leads) throw new AppError('feed_not_leader');
  });

  app.post(`${base}/odds`, async (request) => {
    const b = parseInput(simOddsBodySchema, request.body ?? {});
    const odds = tryOddsFromDecimal(b.odds);
    if (odds === null)
      throw new AppError('validation_failed', [
        { path: 'odds', message: 'Decimal odds above 1 with at most 3 fraction digits' },
      ]);
    await feed.exclusive(() =>
      sim.setOdds(b.match_id, b.market_id, b.specifier, b.outcome_id, odds, clock.now()),
    );
    return ok;
  });

  app.post(`${base}/markets/status`, async (request) => {
    const b = parseInput(simMarketStatusBodySchema, request.body ?? {});
    await feed.exclusive(() =>
      sim.setMarketStatus(b.match_id, b.market_id, b.specifier, b.status, clock.now()),
    );
    return ok;
  });

  app.post(`${base}/matches/:id/status`, async (request) => {
    const { id } = parseInput(idPathParam, request.params);
    const b = parseInput(simMatchStatusBodySchema, request.body ?? {});
    await feed.exclusive(() => sim.setMatchStatus(id, b.status, clock.now()));
    return ok;
  });

  app.post(`${base}/matches/:id/finish`, async (request) => {
    const { id } = parseInput(idPathParam, request.params);
    const b = parseInput(simFinishBodySchema, request.body ?? {});
    await feed.exclusive(() =>
      sim.finishMatch(
        id,
        { home: b.home_score, away: b.away_score, winners: b.winner_outcome_ids },
        clock.now(),
      ),
    );
    return ok;
  });

  app.post(`${base}/providers/:provider`, async (request) => {
    const { provider } = parseInput(simProviderParamSchema, request.params);
    const b = parseInput(simProviderBodySchema, request.body ?? {});
    await feed.exclusive(() => sim.setProvider(provider, b.active));
    return ok;
  });

  app.post(`${base}/pause`, async () => {
    await feed.exclusive(async () => sim.pause());
    return ok;
  });

  app.post(`${base}/resume`, async () => {
    await feed.exclusive(async () => sim.resume(clock.now()));
    return ok;
  });
}
