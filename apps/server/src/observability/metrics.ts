import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { safeEqual } from '../security/tokens';
import type { Feed } from '../feed/feed';
import type { PushHub } from '../push/hub/hub';
import type { ResponseCache } from '../catalogue/response-cache';
import type { UofFeed } from '../feed/uof/uof-feed';
import { PRODUCTS } from '../feed/uof/uof-messages';

/** What /metrics reads at scrape time from the modules (each optional: a module may be absent). */
export interface MetricSources {
  db: Db;
  hub?: PushHub | null;
  feed?: Feed;
  /** FEED=uof: the Unified Odds Feed adapter's counters and producer states. */
  uof?: UofFeed;
  responseCache?: ResponseCache;
  /** Cluster mode: Redis reachable, writes waiting for it, the feed leadership and stream (docs/CLUSTER.md). */
  cluster?: {
    redisUp(): boolean;
    outbox: { pending: number; stats: { sent: number; dropped: number; withdrawn: number } };
    control: { pending: number };
    feedLeader(): boolean;
    feedInStep(): boolean;
  } | null;
}

export interface Metrics {
  registry: Registry;
  /** Times one match's settlement by the bets module after its results are written (settlement lag). */
  observeSettlement(seconds: number): void;
}

/** A counter mirroring a number that only grows elsewhere (read at scrape time). */
function mirroredCounter(registry: Registry, name: string, help: string, read: () => number): void {
  let seen = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = now;
    },
  });
}

/** A labelled counter mirroring per-label numbers that only grow elsewhere (read at scrape time). */
function mirroredLabelledCounter(
  registry: Registry,
  name: string,
  help: string,
  label: string,
  read: () => ReadonlyMap<string, number> | undefined,
): void {
  const seen = new Map<string, number>();
  new Counter({
    name,
    help,
    labelNames: [label],
    registers: [registry],
    collect() {
      for (const [value, now] of read() ?? []) {
        const before = seen.get(value) ?? 0;
        if (now > before) this.inc({ [label]: value }, now - before);
        seen.set(value, now);
      }
    },
  });
}

/**
 * Prometheus metrics (prom-client) on GET /metrics, one registry per app: HTTP latency by route, push
 * connections and deliveries, bets placed and refused by code, settlement lag, feed lag, DB pool use, the answer
 * cache's bytes, and (processMetrics) the process's own (CPU, memory, event-loop lag, GC).
 */
export function registerMetrics(
  app: FastifyInstance,
  sources: MetricSources,
  options: {
    processMetrics?: boolean;
    token?: string;
    /** Production: without a token /metrics is not served at all (never open by default). */
    production?: boolean;
  } = {},
): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route (the route pattern, never the raw URL)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const betsPlaced = new Counter({
    name: 'bets_placed_total',
    help: 'Bet placement requests accepted',
    registers: [registry],
  });
  const betsRefused = new Counter({
    name: 'bets_refused_total',
    help: 'Bet placement requests refused, by error code',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const settlement = new Histogram({
    name: 'settlement_lag_seconds',
    help: "Time the bets module takes to settle a finished match's bets once its results are written",
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'feed_lag_seconds',
    help: 'Seconds since the feed last advanced (-1 before its first tick)',
    registers: [registry],
    collect() {
      const age = sources.feed?.lastTickAgeMs() ?? null;
      this.set(age === null ? -1 : age / 1000);
    },
  });
  new Gauge({
    name: 'push_connections',
    help: 'Open WebSocket connections on the built-in push hub',
    registers: [registry],
    collect() {
      this.set(sources.hub?.connectionCount ?? 0);
    },
  });
  mirroredCounter(
    registry,
    'push_deliveries_total',
    'Publications written to subscribers (one per subscriber per publication)',
    () => sources.hub?.stats.deliveries ?? 0,
  );
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  mirroredLabelledCounter(
    registry,
    'uof_messages_total',
    'Unified Odds Feed messages parsed, by message type (FEED=uof)',
    'type',
    () => sources.uof?.stats.messages,
  );
  mirroredLabelledCounter(
    registry,
    'uof_message_failures_total',
    'Unified Odds Feed messages dropped, by stage: parse (not UOF XML), map (not applicable), apply (storage failed)',
    'stage',
    () => sources.uof?.stats.failures,
  );
  mirroredCounter(
    registry,
    'uof_recoveries_total',
    'Recovery requests sent to the Sports API (producer down, reconnect, start)',
    () => sources.uof?.stats.recoveries ?? 0,
  );
  new Gauge({
    name: 'uof_producer_up',
    help: 'Whether a Unified Odds Feed producer is up (1) or down/recovering (0), by product (1 live, 3 pre-match)',
    labelNames: ['product'] as const,
    registers: [registry],
    collect() {
      const uof = sources.uof;
      if (!uof) return;
      for (const p of PRODUCTS) this.set({ product: String(p) }, uof.producerUp(p) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'redis_up',
    help: 'Cluster mode: 1 while every Redis connection answers its pings, 0 while this node is degraded',
    registers: [registry],
    collect() {
      if (sources.cluster) this.set(sources.cluster.redisUp() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'redis_outbox_pending',
    help: 'Cluster mode: push publications waiting in memory for Redis (sent in order when it is back)',
    registers: [registry],
    collect() {
      if (sources.cluster) this.set(sources.cluster.outbox.pending);
    },
  });
  new Gauge({
    name: 'redis_control_pending',
    help: 'Cluster mode: feed stream entries and bus messages waiting in memory for Redis (sent before pushes)',
    registers: [registry],
    collect() {
      if (sources.cluster) this.set(sources.cluster.control.pending);
    },
  });
  mirroredCounter(
    registry,
    'redis_outbox_dropped_total',
    'Cluster mode: writes dropped because the outbox was full during a Redis outage',
    () => sources.cluster?.outbox.stats.dropped ?? 0,
  );
  new Gauge({
    name: 'feed_leader',
    help: 'Cluster mode: 1 while this node acts as the feed leader (within a fresh lease)',
    registers: [registry],
    collect() {
      if (sources.cluster) this.set(sources.cluster.feedLeader() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'feed_in_step',
    help: "Cluster mode: 1 while this node leads or is in step with the leader's feed stream",
    registers: [registry],
    collect() {
      if (sources.cluster) this.set(sources.cluster.feedInStep() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'response_cache_bytes',
    help: 'Bytes held by the read API answer cache',
    registers: [registry],
    collect() {
      this.set(sources.responseCache?.bytes ?? 0);
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && request.routeOptions.url === BETS_BASE) {
      if (reply.statusCode < 400) betsPlaced.inc();
      else betsRefused.inc({ code: errorCodeOf(payload) });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    http.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    // In production an unguarded /metrics would tell anyone the traffic, bets and refusals: it needs METRICS_TOKEN.
    if (options.production && options.token === undefined)
      throw new AppError('not_found', { path: '/metrics' });
    if (
      options.token !== undefined &&
      !safeEqual(request.headers.authorization ?? '', `Bearer ${options.token}`)
    )
      throw new AppError('unauthorized');
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return { registry, observeSettlement: (seconds) => settlement.observe(seconds) };
}

/** The catalogue code of an error answer's JSON body ("unknown" when it has none). */
function errorCodeOf(payload: unknown): string {
  if (typeof payload !== 'string') return 'unknown';
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' || typeof code === 'number' ? String(code) : 'unknown';
  } catch {
    return 'unknown';
  }
}
