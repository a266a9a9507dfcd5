import { Redis } from 'ioredis';

/**
 * The node's two Redis connections (ioredis): one for commands and publishing, one in subscriber mode
 * (Redis forbids commands on a subscribed connection). ioredis reconnects with back-off and re-subscribes
 * on its own; commands issued while disconnected wait in its offline queue.
 */
export interface RedisLink {
  cmd: Redis;
  sub: Redis;
  /** Key prefix of this cluster (REDIS_PREFIX): every key and channel starts with it. */
  prefix: string;
  close(): Promise<void>;
}

export function openRedisLink(url: string, prefix: string, onError: (err: unknown) => void): RedisLink {
  const options = { maxRetriesPerRequest: null, enableAutoPipelining: true } as const;
  const cmd = new Redis(url, options);
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  cmd.on('error', onError);
  sub.on('error', onError);
  return {
    cmd,
    sub,
    prefix,
    async close() {
      await Promise.allSettled([cmd.quit(), sub.quit()]);
    },
  };
}
