import { Redis } from 'ioredis';
import { RedisOutbox } from './redis-outbox';

/** How often each connection is pinged, and how long an answer may take before the connection is dropped. */
export const REDIS_PING_EVERY_MS = 1_000;
export const REDIS_PING_TIMEOUT_MS = 1_500;

/**
 * The node's Redis connections (ioredis): one for commands and publishing, one in subscriber mode (Redis forbids
 * commands on a subscribed connection), one each for the feed stream's and the bus's blocking reads, and one for
 * the abuse limits
 * that fails at once instead of queueing (the limits then count on this node). ioredis reconnects with back-off
 * and re-subscribes on its own; writes no request waits for go through `outbox` (push publications) or `control`
 * (the feed stream and the cluster bus: prices, statuses, invalidations), two queues drained side by side, so a
 * backlog of publications never holds a price change or a session revocation behind it (D1). Every connection is pinged:
 * one that does not answer in time (a half-open connection, a hung Redis) is dropped and reconnected, and `up`
 * says whether all answered lately (/readyz "degraded", /metrics `redis_up`).
 */
export interface RedisLink {
  cmd: Redis;
  sub: Redis;
  reader: Redis;
  bus: Redis;
  limits: Redis;
  /** Push publications (many; capped, the oldest dropped past OUTBOX_MAX_PENDING during a long outage). */
  outbox: RedisOutbox;
  /** Feed stream entries and bus messages (few, and followers' correctness depends on them): never behind `outbox`. */
  control: RedisOutbox;
  /** Key prefix of this cluster (REDIS_PREFIX): every key and channel starts with it. */
  prefix: string;
  /** Every connection answered its last ping within REDIS_PING_TIMEOUT_MS. */
  up(): boolean;
  close(): Promise<void>;
}

export function openRedisLink(url: string, prefix: string, onError: (err: unknown) => void): RedisLink {
  const cmd = new Redis(url, { maxRetriesPerRequest: null, enableAutoPipelining: true });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const reader = new Redis(url, { maxRetriesPerRequest: null });
  const bus = new Redis(url, { maxRetriesPerRequest: null });
  const limits = new Redis(url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    commandTimeout: 500,
    enableAutoPipelining: true,
  });
  const all = [cmd, sub, reader, bus, limits];
  for (const r of all) r.on('error', onError);
  const healthy = new Map<Redis, boolean>(all.map((r) => [r, false]));
  const pings = new Set<Redis>();
  // The readers are busy with blocking reads: each checks its connection by its own deadline instead.
  const pinged = [cmd, sub, limits];
  const timer = setInterval(() => {
    for (const r of pinged) {
      if (pings.has(r)) continue;
      if (r.status !== 'ready') {
        healthy.set(r, false);
        continue;
      }
      pings.add(r);
      const late = setTimeout(() => {
        healthy.set(r, false);
        onError(new Error(`redis: no answer to a ping within ${REDIS_PING_TIMEOUT_MS} ms; reconnecting`));
        r.disconnect(true);
      }, REDIS_PING_TIMEOUT_MS);
      r.ping()
        .then(() => healthy.set(r, true))
        .catch(() => healthy.set(r, false))
        .finally(() => {
          clearTimeout(late);
          pings.delete(r);
        });
    }
  }, REDIS_PING_EVERY_MS);
  timer.unref();
  for (const r of pinged) r.on('ready', () => healthy.set(r, true));
  for (const r of pinged) r.on('close', () => healthy.set(r, false));
  const outbox = new RedisOutbox(cmd, onError);
  const control = new RedisOutbox(cmd, onError);
  return {
    cmd,
    sub,
    reader,
    bus,
    limits,
    outbox,
    control,
    prefix,
    up: () => pinged.every((r) => healthy.get(r) === true),
    async close() {
      clearInterval(timer);
      await Promise.all([control.drained(1_000), outbox.drained(1_000)]);
      // QUIT waits for Redis; one that is away would hold the shutdown.
      await Promise.race([
        Promise.allSettled(all.map((r) => r.quit())),
        new Promise((r) => setTimeout(r, 500)),
      ]);
      for (const r of all) r.disconnect();
    },
  };
}
