import { engineConfig, type EngineConfig } from '@slipstream/betting';
import { requestNames } from '../catalogue/request-names';
import {
  autoCashoutBodySchema,
  betListQuerySchema,
  cashoutBodySchema,
  customBetsBodySchema,
  editBetBodySchema,
  maxStakeBodySchema,
  placeBetsBodySchema,
  shareCodeBodySchema,
  shareCodeQuerySchema,
  statementQuerySchema,
  voteBodySchema,
  voteQuerySchema,
} from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerPlayerId } from '../auth/bearer';
import type { PriceSource } from '../catalogue/price-source';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import { idempotencyKey } from '../http/idempotency-key';
import { parseInput } from '../http/parse';
import type { Publisher } from '../push/publisher';
import type { WalletService } from '../wallet/wallet-service';
import type { StoredBet } from './bet-model';
import type { BetsDeps, CustomMarketListing } from './bets-deps';
import { fireAutoCashout, setAutoCashout } from './auto-cashout';
import { cashOut } from './cashout';
import { CashoutOffers } from './cashout-offers';
import { reopenSettledBets } from './feed-corrections';
import { calculateCustomBet, customBetOdds } from './custom-bets';
import { editBet } from './edit-bet';
import { currencyCache } from './limits';
import { listBets } from './list-bets';
import { assertNotExcluded } from '../accounts/self-exclusion';
import { maxStake } from './max-stake';
import { placeBets } from './place-bets';
import { playerIdNumber } from './player-checks';
import { createPlayerIdentity } from './player-identity';
import { settleBacklog, settleMatchBets, startBacklogSweep } from './settlement';
import { createShareCode, readShareCode } from './share-codes';
import { statement } from './statement';
import { statementCsv } from './statement-csv';
import { castVote, readVote } from './votes';

export interface BetsOptions {
  publisher: Publisher;
  /** The languages a player's private channel is published in (push/player-channels.ts). */
  playerLanguages(playerId: number): Promise<readonly string[]>;
  prices: PriceSource;
  onMatchSettled(listener: (matchId: number) => Promise<void>): () => void;
  wallet: WalletService;
  /** The catalogue's bet-builder markets of a match (for the calculate answer's conflicts). */
  customMarkets(matchId: number): CustomMarketListing[];
  /** Engine overrides, e.g. the cashout margin (SPEC.md PO10); defaults otherwise. */
  engine?: Partial<EngineConfig>;
  /** How often open bets on settled matches are swept (SPEC.md SE9), default 5 s; 0 turns the sweep off. */
  sweepEveryMs?: number;
  /** After COMMIT of each settled bet (must not throw or wait: the notifications module queues). */
  onBetSettled?: (bet: StoredBet) => void;
  /**
   * Cluster mode: whether this node leads the feed (and so pushes cashout offers), when it takes over, and the
   * bus over which nodes tell each other which bets changed (docs/CLUSTER.md).
   */
  cluster?: {
    leads(): boolean;
    onPromoted(listener: () => Promise<void>): void;
    tellBets(ids: number[]): void;
    onPeerBets(handler: (ids: number[]) => void): void;
    /** Messages of other nodes about bets may have been lost (a gap in the bus). */
    onPeerBetsLost?(handler: () => void): void;
  };
  /** The feed's rollbacks (UOF): settled bets to reopen inside the feed's transaction (bets/feed-corrections.ts). */
  onReopen?: (listener: ReturnType<typeof reopenSettledBets>) => () => void;
  /** Listeners told of every placement after it commits (the jackpots module's contributions). */
  onBetsPlaced?: BetsDeps['onBetsPlaced'];
  /** Listeners told of every bet settled, after its settlement commits (the promotions' farming). */
  onBetsSettled?: BetsDeps['onBetsSettled'];
}

export interface BetsModule {
  offers: CashoutOffers;
  deps: BetsDeps;
}

/**
 * The bets module (betting-core §7 under /api/sportsbook/v3/bets, votes under /api/sportsbook/v1/vote):
 * placement, my bets, settlement from the feed's results, cashout offers and cashout, max stake, share codes,
 * the bet builder's prices. Every write is for the bearer's own player; visitors get 401, and another
 * player's bet is "not found".
 */
export async function registerBets(
  app: FastifyInstance,
  ctx: AppContext,
  options: BetsOptions,
): Promise<BetsModule> {
  const deps: BetsDeps = {
    db: ctx.db,
    clock: ctx.clock,
    prices: options.prices,
    wallet: options.wallet,
    publisher: options.publisher,
    playerLanguages: options.playerLanguages,
    engine: engineConfig(options.engine),
    operator: ctx.config.operator,
    currencies: currencyCache(ctx.db),
    customMarkets: options.customMarkets,
    log: app.log,
    ...(options.onBetSettled ? { onBetSettled: options.onBetSettled } : {}),
    onBetsPlaced: options.onBetsPlaced ?? [],
    onBetsSettled: options.onBetsSettled ?? [],
  };
  const offers = new CashoutOffers(deps, async (cache, betId) => {
    await fireAutoCashout(deps, cache, betId);
  });
  const cluster = options.cluster;
  if (cluster) {
    offers.publishes = cluster.leads;
    // Changes of one event-loop turn go out as one message.
    let changed: number[] = [];
    offers.onLocalChange = (id) => {
      if (cluster.leads()) return; // the leader's own index already has it
      if (changed.length === 0)
        setImmediate(() => {
          cluster.tellBets(changed);
          changed = [];
        });
      changed.push(id);
    };
    cluster.onPeerBets((ids) => {
      if (!cluster.leads()) return; // a follower's index pushes nothing; it reloads all if it takes over
      offers.refresh(ids).catch((err: unknown) => app.log.error({ err }, 'cashout index refresh failed'));
    });
    // The leader that may have missed some reloads every open bet (docs/CLUSTER.md).
    cluster.onPeerBetsLost?.(() => {
      if (!cluster.leads()) return;
      offers.load().catch((err: unknown) => app.log.error({ err }, 'cashout index reload failed'));
    });
    // A new feed leader reloads every open bet: its index becomes the one that pushes.
    cluster.onPromoted(() => offers.load());
  }
  await offers.load();
  const stopMarkets = options.prices.onMarketsChanged((matchId) => offers.marketsChanged(matchId));
  const stopSettled = options.onMatchSettled(async (matchId) => {
    await settleMatchBets(deps, offers, matchId);
  });
  const stopReopen = options.onReopen?.(reopenSettledBets(deps, offers)) ?? (() => undefined);
  await settleBacklog(deps, offers);
  const sweepEveryMs = options.sweepEveryMs ?? 5000;
  const stopSweep = sweepEveryMs > 0 ? startBacklogSweep(deps, offers, sweepEveryMs) : async () => {};
  app.addHook('onClose', async () => {
    stopMarkets();
    stopSettled();
    stopReopen();
    await stopSweep();
    await offers.settled();
  });

  const player = createPlayerIdentity(ctx);

  app.get(BETS_BASE, async (request) => {
    const playerId = await player(request);
    return listBets(
      deps,
      offers,
      playerId,
      parseInput(betListQuerySchema, request.query ?? {}),
      requestNames(request),
    );
  });

  app.post(BETS_BASE, async (request, reply) => {
    const playerId = await player(request);
    const body = parseInput(placeBetsBodySchema, request.body ?? {});
    const result = await placeBets(deps, offers, playerId, body, idempotencyKey(request));
    return reply.status(201).send(result);
  });

  app.post(`${BETS_BASE}/cashout`, async (request) => {
    const playerId = await player(request);
    const body = parseInput(cashoutBodySchema, request.body ?? {});
    const toCashout = typeof body.to_cashout === 'number' ? body.to_cashout : body.to_cashout.value;
    const key = idempotencyKey(request);
    return { data: await cashOut(deps, offers, playerId, Number(body.bet_id), toCashout, body.amount, key) };
  });

  app.post(`${BETS_BASE}/edit`, async (request) => {
    const playerId = await player(request);
    const body = parseInput(editBetBodySchema, request.body ?? {});
    return editBet(deps, offers, playerId, body, idempotencyKey(request));
  });

  app.get(`${BETS_BASE}/statement`, async (request, reply) => {
    const playerId = await player(request);
    const query = parseInput(statementQuerySchema, request.query ?? {});
    const result = await statement(deps, playerId, query, requestNames(request));
    if (query.format === 'json') return result;
    const name = `statement-${result.currency}-${query.from ?? 'start'}-${query.to ?? 'now'}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(statementCsv(result));
  });

  app.post(`${BETS_BASE}/auto-cashout`, async (request) => {
    const playerId = await player(request);
    const body = parseInput(autoCashoutBodySchema, request.body ?? {});
    return { data: await setAutoCashout(deps, offers, playerId, Number(body.bet_id), body.target) };
  });

  app.post(`${BETS_BASE}/max-stake`, async (request) => {
    const playerId = await player(request);
    // SPEC.md SX4: no stake is offered to a player who may not bet.
    await assertNotExcluded(ctx.db, playerId, ctx.clock.now());
    return maxStake(deps, playerId, parseInput(maxStakeBodySchema, request.body ?? {}));
  });

  app.post(`${BETS_BASE}/custom/calculate`, async (request) =>
    calculateCustomBet(deps, parseInput(customBetsBodySchema, request.body ?? {})),
  );
  app.post(`${BETS_BASE}/custom/odds`, async (request) =>
    customBetOdds(deps, parseInput(customBetsBodySchema, request.body ?? {})),
  );

  app.post(`${BETS_BASE}/share-code`, async (request, reply) => {
    const playerId = await player(request);
    const body = parseInput(shareCodeBodySchema, request.body ?? {});
    return reply
      .status(201)
      .send(await createShareCode(deps, playerId, body, ctx.config.storageQuotas.shareCodesPerPlayer));
  });
  app.get(`${BETS_BASE}/share-code`, async (request) => {
    const { code } = parseInput(shareCodeQuerySchema, request.query ?? {});
    return readShareCode(deps, code);
  });

  app.get(`${SPORTSBOOK_BASE}/vote`, async (request) => {
    const sub = await bearerPlayerId(request, ctx);
    const { prediction_id } = parseInput(voteQuerySchema, request.query ?? {});
    return readVote(ctx.db, prediction_id, sub === null ? null : playerIdNumber(sub));
  });
  app.post(`${SPORTSBOOK_BASE}/vote`, async (request) => {
    const playerId = await player(request);
    const body = parseInput(voteBodySchema, request.body ?? {});
    return castVote(
      ctx.db,
      playerId,
      body.prediction_id,
      body.data,
      ctx.clock.now(),
      ctx.config.storageQuotas.votesPerPlayer,
    );
  });

  return { offers, deps };
}
