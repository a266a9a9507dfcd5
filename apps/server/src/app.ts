import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './app-context';
import { trustFunction } from './config';
import { AppError } from './http/app-error';
import { installErrorHandling, toApiError } from './http/error-handler';
import type { PushSettings } from './push/push-settings';
import { registerPush } from './push/register-push';
import { openCluster } from './cluster/cluster';
import { startInvalidation } from './cluster/invalidation';
import { PlayerChannels } from './push/player-channels';
import { registerPlatform } from './platform/register-platform';
import type { PlatformSettingsOverrides } from './platform/settings';
import { customMarketsFromCatalogue } from './bets/custom-markets-from-catalogue';
import { registerCatalogue, type CatalogueOptions } from './catalogue/register';
import { registerSimRoutes } from './sim/routes';
import { registerVerticals } from './verticals/register-verticals';
import { applyOperatorCurrencies } from './operator/operator-currencies';
import { SPORTSBOOK_BASE } from './catalogue/register';
import { registerBets } from './bets/register-bets';
import { favouriteMatchesLookup, registerFavourites } from './favourites/register-favourites';
import { betSettledNotification } from './notifications/bet-settled';
import { notifyBonusIssued } from './notifications/bonus-issued';
import { registerNotifications } from './notifications/register-notifications';
import { farmingListener } from './bonuses/hunting';
import type { BonusesDeps } from './bonuses/issue-bonus';
import { registerBonuses } from './bonuses/register-bonuses';
import { registerJackpots } from './jackpots/register-jackpots';
import { startRetentionSweep } from './retention/retention-sweep';
import { limitBetPlacement } from './security/bet-rate-limit';
import { limitStoredWrites } from './security/stored-writes-limit';
import { registerMetrics, type MetricSources } from './observability/metrics';
import { createReadiness } from './observability/readiness';
import { loggerOptions } from './observability/logging';
import type { EmbeddingAllowList } from './embedding/allowed-origins';
import { registerAppDemo, registerEmbedDemo } from './embedding/register-embedding';
import { registerPrivateAnswers } from './security/private-answers';
import {
  DEFAULT_SECURITY_HEADERS,
  registerSecurityHeaders,
  type SecurityHeaderSettings,
} from './security/headers';

export interface BuildAppOptions {
  /** JSON logs (observability/logging.ts); a stream instead of stdout when given (tests read it). */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Start the simulated feed's background loop (main.ts: yes; most tests drive the feed by hand). */
  startFeed?: boolean;
  /** Mount the built Next.js web app for every path the API does not own (main.ts only). */
  serveWeb?: boolean;
  /** Platform tunables (session limit, cookie security, argon2 cost…); defaults in src/platform/settings.ts. */
  platform?: PlatformSettingsOverrides;
  /** Push hub tunables (history, limits, timers); defaults in src/push/push-settings.ts. */
  push?: Partial<PushSettings>;
  /** Process metrics (CPU, memory, event loop, GC) on /metrics besides the app's own (main.ts: yes). */
  processMetrics?: boolean;
  /** Response security headers (CSP frame-ancestors, HSTS…); defaults in src/security/headers.ts. */
  securityHeaders?: Partial<SecurityHeaderSettings>;
  /** Who may embed the site and message it (embedding/allowed-origins.ts); none but itself by default. */
  embedding?: EmbeddingAllowList;
  /** Catalogue/feed tunables (simulator size, seed overrides…); see src/catalogue/register.ts. */
  catalogue?: Omit<CatalogueOptions, 'publisher' | 'startFeed'>;
  /** How often the retention sweep runs (docs/OPERATIONS.md "Retention"); 0 = never. Ten minutes by default. */
  retentionEveryMs?: number;
}

/** Health checks modules contribute; /healthz is 200 only when all pass. */
export type HealthCheck = () => Promise<boolean> | boolean;

/**
 * Builds the whole server as one Fastify instance without listening, so tests use app.inject()
 * (Fastify's testing guide) and main.ts alone decides the port.
 */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger || options.logStream ? loggerOptions(options.logStream) : { logger: false }),
    bodyLimit: 256 * 1024,
    // Start-up on a busy host (an embedded database migrating on a shared core) can hold the event loop for
    // seconds; avvio's 10 s default then aborts a start that would have succeeded.
    pluginTimeout: 60_000,
    // Forwarded headers count only from the proxies TRUST_PROXY names (none by default): request.ip,
    // request.host and request.protocol are then what the client cannot choose.
    trustProxy: ctx.config.trustProxy === false ? false : trustFunction(ctx.config.trustProxy),
    // A URL Fastify cannot decode (`/matches/%ff`) is the client's mistake: the catalogue's 400, not Fastify's body.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send(toApiError(new AppError('bad_request', undefined, error.message)));
    },
  });
  installErrorHandling(app);
  registerPrivateAnswers(app);
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-request-id', request.id);
    return payload;
  });
  await registerSecurityHeaders(app, {
    ...DEFAULT_SECURITY_HEADERS,
    hsts: ctx.config.production,
    ...options.securityHeaders,
  });

  const healthChecks: HealthCheck[] = [async () => (await ctx.db.query('SELECT 1 AS ok')).rows.length === 1];
  // [observability] GET /metrics; the sources are filled in as the modules are built (read at scrape time).
  const metricSources: MetricSources = { db: ctx.db };
  const metrics = registerMetrics(app, metricSources, {
    processMetrics: options.processMetrics,
    token: ctx.config.metricsToken,
    production: ctx.config.production,
  });

  // [cluster] with REDIS_URL: Redis connections and the cross-node bus (src/cluster), closed last.
  const cluster = ctx.config.cluster ? openCluster(ctx.config.cluster, app.log) : null;
  if (cluster) app.addHook('onClose', () => cluster.close());
  const invalidation = cluster ? await startInvalidation(cluster.bus) : null;
  if (invalidation) app.addHook('onClose', () => invalidation.stop());

  // --- modules (each owns its directory; register here in dependency order) ---
  // [push] the configured publisher: built-in hub (closed with the app) or Centrifugo's HTTP API.
  // A player's events go to the languages the player subscribes in; a node that learns one tells the others.
  const playerChannels = new PlayerChannels(ctx.db, ctx.config.locales, (playerId) =>
    invalidation?.publish({ kind: 'player_languages', playerId }),
  );
  invalidation?.onPlayerLanguages((playerId) =>
    playerId === null ? playerChannels.forgetAll() : playerChannels.forget(playerId),
  );
  const push = await registerPush(app, ctx, options.push, cluster, playerChannels);
  const playerLanguages = (playerId: number) => playerChannels.languages(playerId);
  const publisher = push.publisher;
  // [catalogue] read model + simulated feed + read API; `catalogue.prices` is the bets module's PriceSource,
  // `catalogue.onMatchSettled` fires after outcome_results rows are written.
  const catalogue = await registerCatalogue(app, ctx, {
    publisher,
    startFeed: options.startFeed,
    favourites: favouriteMatchesLookup(ctx),
    cluster: cluster ?? undefined,
    ...options.catalogue,
  });
  healthChecks.push(() => catalogue.feed.healthy());
  Object.assign(metricSources, {
    hub: push.hub,
    feed: catalogue.feed,
    uof: catalogue.uof ?? undefined,
    responseCache: catalogue.responseCache,
    cluster: cluster
      ? {
          redisUp: () => cluster.link.up(),
          outbox: cluster.link.outbox,
          control: cluster.link.control,
          feedLeader: () => catalogue.feed.leads,
          feedInStep: () => catalogue.cluster?.inStep() ?? false,
        }
      : null,
  });
  // [operator] the currencies the operator offers (OPERATOR_CONFIG currencies.enabled).
  await applyOperatorCurrencies(ctx.db, ctx.config.operator);
  // [platform] accounts, sessions, wallet; `platform.wallet` is what bets debit and credit through.
  const platform = registerPlatform(app, ctx, {
    publisher,
    playerLanguages,
    settings: options.platform,
    // Its own connection that fails at once while Redis is away (the limits then count on this node).
    redis: cluster ? { client: cluster.link.limits, prefix: cluster.prefix } : undefined,
  });
  // [favourites] the player's starred matches and tournaments (also behind GET /matches?favourite=1).
  registerFavourites(app, ctx, catalogue.model);
  // [notifications] list, counters, read; `notifier` is how other modules notify a player (docs/NOTIFICATIONS.md).
  const notifier = registerNotifications(app, ctx, { publisher, playerLanguages });
  // [abuse limits] bet placement per IP and per player (the other limited routes are the platform's own).
  limitBetPlacement(app, ctx, platform.limits);
  // Votes and share codes per IP and per player (docs/SECURITY.md DEP-STORE).
  limitStoredWrites(app, ctx, platform.limits);
  // Amb free bets issue from the bonuses module, which is registered after the bets module it listens to.
  const bonusesRef: { deps: BonusesDeps | null } = { deps: null };
  // [bets] placement, my bets, settlement on catalogue.onMatchSettled, cashout offers on price changes.
  // [jackpots] pools fed by placements (place_bets appends each bet's contribution), hits approved then paid once.
  await registerJackpots(app, ctx, { publisher, wallet: platform.wallet });
  // [retention] tables that grow with traffic keep what their rule says (src/retention, docs/OPERATIONS.md).
  const retentionEveryMs = options.retentionEveryMs ?? 10 * 60_000;
  if (retentionEveryMs > 0)
    app.addHook('onClose', startRetentionSweep(ctx.db, ctx.clock, app.log, retentionEveryMs));
  await registerBets(app, ctx, {
    // [bonuses] hunts, tournaments, loot boxes and amb promotions farm settled cash bets (SPEC.md HT1, HT5)
    onBetsSettled: [farmingListener(ctx, bonusesRef)],
    publisher,
    playerLanguages,
    prices: catalogue.prices,
    // settlement lag: how long the bets module takes once a match's results are written
    onMatchSettled: (listener) =>
      catalogue.onMatchSettled(async (matchId) => {
        const started = performance.now();
        try {
          await listener(matchId);
        } finally {
          metrics.observeSettlement((performance.now() - started) / 1000);
        }
      }),
    wallet: platform.wallet,
    // [feed] UOF rollbacks reopen settled bets inside the feed's own transaction
    onReopen: (listener) => catalogue.feed.onReopen(listener),
    customMarkets: customMarketsFromCatalogue(catalogue.model),
    // queued, stored in batches after settlement's COMMIT: settlement never waits for it
    onBetSettled: (bet) => notifier.queue(bet.playerId, betSettledNotification(bet)),
    cluster: invalidation
      ? {
          leads: () => catalogue.feed.leads,
          onPromoted: (listener) => void catalogue.feed.onPromoted(listener),
          tellBets: (ids) => invalidation.publish({ kind: 'bets', ids }),
          onPeerBets: (handler) => invalidation.onBets(handler),
          onPeerBetsLost: (handler) => invalidation.onBetsLost(handler),
        }
      : undefined,
  });
  // [bonuses] combo boosts, free bets, promo codes (placement and settlement apply them in the bets module).
  // A bonus issued notifies its player: stored in the issuing transaction, pushed after its COMMIT.
  bonusesRef.deps = registerBonuses(app, ctx, {
    publisher,
    playerLanguages,
    onBonusIssued: [notifyBonusIssued(notifier)],
  });
  // [verticals] lottery draws and the virtual arena's wallet, behind the operator's verticals (SPEC.md OP7)
  registerVerticals(app, ctx, SPORTSBOOK_BASE);
  // [sim] feed control, only with SIM_CONTROL=1 and in demo mode (404 otherwise; config.ts)
  // (with FEED=uof the simulator does not run here: feed control belongs to the producer, `npm run feed:uof`)
  if (ctx.config.simControl && !catalogue.uof)
    registerSimRoutes(app, catalogue.feed, catalogue.sim, ctx.clock);
  // [embedding] the demo host page (demo mode only; elsewhere /embed-demo is the web app's 404)
  if (ctx.config.demo) registerEmbedDemo(app);
  // [mobile app] the demo app shell (demo mode only, like /embed-demo)
  if (ctx.config.demo) registerAppDemo(app);
  // [web] the built Next.js app for every other GET (loaded only when asked, so tests never load Next).
  if (options.serveWeb) {
    const { mountWeb } = await import('./web/mount-web');
    await mountWeb(app, {
      internalApiUrl: `http://127.0.0.1:${ctx.config.port}`,
      demo: ctx.config.demo,
      publicOrigin: ctx.config.publicOrigin,
      embedding: options.embedding ?? { origins: [], wildcard: false },
    });
  }

  app.get('/healthz', async (_request, reply) => {
    const results = await Promise.all(
      healthChecks.map(async (check) => {
        try {
          return await check();
        } catch {
          return false;
        }
      }),
    );
    const ok = results.every(Boolean);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });

  const readiness = createReadiness(
    ctx.db,
    () => catalogue.feed.healthy(),
    undefined,
    cluster ? () => cluster.link.up() : undefined,
  );
  app.get('/readyz', async (_request, reply) => {
    const state = await readiness();
    // Cluster mode: which node this is and whether it leads the feed (the operator's and tests' view).
    const node = cluster
      ? {
          cluster: {
            node: cluster.nodeId,
            // Acting as the leader in a current term (from the moment its term began; feed control agrees).
            feed_leader: catalogue.feed.leads,
            feed_epoch: catalogue.cluster?.leadership.term?.epoch ?? null,
            feed_in_step: catalogue.cluster?.inStep() ?? false,
            redis_outbox_pending: cluster.link.outbox.pending,
            redis_control_pending: cluster.link.control.pending,
          },
        }
      : {};
    const { degraded, ...shown } = state;
    const status = !state.ready ? 'unavailable' : degraded ? 'degraded' : 'ready';
    return reply.status(state.ready ? 200 : 503).send({ status, ...shown, ...node });
  });

  return app;
}
