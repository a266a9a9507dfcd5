import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { Feed } from '../feed/feed';
import { startFeedCluster, type FeedCluster } from '../cluster/feed-cluster';
import { FeedStreamWriter } from '../cluster/feed-stream';
import type { RedisLink } from '../cluster/redis-link';
import { CataloguePublisher } from '../feed/publish';
import type { Publisher } from '../push/publisher';
import { registerSettingsRoutes } from '../settings/routes';
import { defaultSimOptions, FULL_SIM, SMALL_SIM, Simulator, type SimOptions } from '../sim/simulator';
import { UofFeed } from '../feed/uof/uof-feed';
import { ASSETS_BASE, registerStaticRoutes } from '../static/routes';
import { createPriceSource, type PriceSource } from './price-source';
import { ReadModel } from './read-model';
import { ResponseCache } from './response-cache';
import { registerExtraRoutes } from './routes-extras';
import { registerListRoutes } from './routes-lists';
import { registerMatchRoutes, type FavouritesLookup } from './routes-matches';
import { requestProviderPolicy } from './request-provider-policy';

export const SPORTSBOOK_BASE = '/api/sportsbook/v1';
export const BETS_BASE = '/api/sportsbook/v3/bets';

export interface CatalogueOptions {
  publisher: Publisher;
  /** Run the feed's background loop (main.ts). Tests leave it off and call `feed.step()` themselves. */
  startFeed?: boolean;
  /** Simulator overrides (tests: a smaller catalogue, no bet-stop delay…). */
  sim?: Partial<SimOptions>;
  /** The favourites module's lookup for `favourite=true`; visitors and the default get an empty set. */
  favourites?: FavouritesLookup;
  tickMs?: number;
  /** Cluster mode: the Redis link the feed leader's stream goes over (followers read it), this node's name. */
  cluster?: { link: RedisLink; prefix: string; nodeId: string };
  flushEveryMs?: number;
  /** Bound of the list answers' cache in bytes (default DEFAULT_RESPONSE_CACHE_BYTES). */
  responseCacheBytes?: number;
}

export interface Catalogue {
  /** Current prices for the bets module, in process, without database reads. */
  prices: PriceSource;
  /**
   * Called after a finished event's rows are committed to `outcome_results` (by the feed or by
   * POST /api/sim/matches/{id}/finish). The bets module settles its bets from that table. Listeners run
   * one after another inside the feed (so keep them short); a failing listener is logged, not retried:
   * on start the bets module should also settle any open bets whose outcomes already have results.
   * Returns an unsubscribe function.
   */
  onMatchSettled(listener: (matchId: number) => Promise<void>): () => void;
  feed: Feed;
  sim: Simulator;
  /** FEED=uof: the Unified Odds Feed adapter that feeds the catalogue instead of the simulator. */
  uof: UofFeed | null;
  model: ReadModel;
  /** The read API's answer cache (its byte size is a metric). */
  responseCache: ResponseCache;
  /** Cluster mode: the feed's leadership and this node's place in the feed stream. */
  cluster: FeedCluster | null;
}

/**
 * The catalogue module: read model, simulated feed (behind the FeedProvider interface), the read API
 * under /api/sportsbook/v1, settings, icons and demo assets.
 */
export async function registerCatalogue(
  app: FastifyInstance,
  ctx: AppContext,
  options: CatalogueOptions,
): Promise<Catalogue> {
  const model = new ReadModel();
  // A hand-driven feed (tests) gets the small catalogue unless it asks for another size: building the
  // full one costs every test suite that builds the app a second or so.
  const simOptions: SimOptions = {
    ...defaultSimOptions(ctx.config.simSeed, ctx.config.simSpeed),
    size: options.startFeed ? FULL_SIM : SMALL_SIM,
    providerOutagesPerHour: options.startFeed ? 0.5 : 0,
    ...options.sim,
  };
  const sim = new Simulator(simOptions);
  const events = new CataloguePublisher(options.publisher, ctx.config.locales, (err) =>
    app.log.warn({ err }, 'catalogue publish failed'),
  );
  const writer = options.cluster ? new FeedStreamWriter(options.cluster.link) : null;
  // FEED=uof: the UOF adapter is the provider; leadership (cluster mode) attaches and detaches it exactly
  // where it would the simulator (Feed.load / promote / demote), so one node consumes.
  const uof =
    ctx.config.feed.kind === 'uof'
      ? new UofFeed(ctx.config.feed.uof, { now: () => ctx.clock.now(), log: app.log })
      : null;
  const feed = new Feed({
    db: ctx.db,
    clock: ctx.clock,
    model,
    provider: uof ?? sim,
    events,
    tickMs: options.tickMs ?? 1000,
    // (In cluster mode `urgent` below flushes every batch as it is applied, whatever this interval.)
    flushEveryMs: options.flushEveryMs ?? (options.startFeed ? 2000 : 0),
    log: (err, what) => app.log.error({ err }, what),
    ...(writer
      ? {
          replicate: (messages) => writer.append(messages),
          // Every batch committed as it is applied: a follower checks prices against the database at every
          // placement, so nothing the leader replaced is lost in the stream's lag (crash test D3, D8).
          cluster: { position: () => writer.position(), urgent: () => true },
        }
      : {}),
  });
  const cluster = options.cluster;
  let feedCluster: FeedCluster | null = null;
  if (cluster && writer && ctx.config.databaseUrl) {
    // Cluster mode: one node leads the feed, the others follow its stream (src/cluster/feed-cluster.ts).
    const running = await startFeedCluster({
      feed,
      link: cluster.link,
      writer,
      databaseUrl: ctx.config.databaseUrl,
      nodeId: cluster.nodeId,
      startLoop: options.startFeed === true,
      // A server (main.ts) competes for the feed once it listens, never while it starts (crash test D6).
      followUntilAllowed: options.startFeed === true,
      log: app.log,
    });
    if (options.startFeed) app.addHook('onListen', async () => running.allowLeading());
    feedCluster = running;
    app.addHook('onClose', () => running.stop());
  } else {
    await feed.load();
    if (options.startFeed) feed.start();
    app.addHook('onClose', async () => {
      await feed.stop();
    });
  }

  const cache = new ResponseCache(model, options.responseCacheBytes);
  const favourites = options.favourites ?? (async () => new Set<number>());
  registerListRoutes(app, model, cache, SPORTSBOOK_BASE);
  registerMatchRoutes(
    app,
    model,
    cache,
    SPORTSBOOK_BASE,
    favourites,
    requestProviderPolicy(ctx.config.operator),
  );
  registerExtraRoutes(app, SPORTSBOOK_BASE, BETS_BASE, {
    model,
    cache,
    clock: ctx.clock,
    winners: model.winners,
    assetsBase: ASSETS_BASE,
  });
  registerSettingsRoutes(app, ctx, SPORTSBOOK_BASE, () =>
    Object.fromEntries([...model.providerActive].map(([p, active]) => [p, active ? 'active' : 'inactive'])),
  );
  registerStaticRoutes(app);

  return {
    prices: createPriceSource(
      model,
      (listener) => feed.onMarketsChanged(listener),
      feedCluster ? (ids) => feedCluster.ensureCurrent(ids) : undefined,
    ),
    onMatchSettled: (listener) => feed.onMatchSettled(listener),
    feed,
    sim,
    uof,
    model,
    responseCache: cache,
    cluster: feedCluster,
  };
}
