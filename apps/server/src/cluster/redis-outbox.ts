import type { Redis } from 'ioredis';

/** One write waiting for Redis; `valid` (a leader's term) is asked again right before it is sent. */
interface Entry {
  send(): Promise<unknown>;
  valid?: () => boolean;
}

/** How many writes wait in memory at most while Redis is away; beyond it the oldest are dropped (and counted). */
export const OUTBOX_MAX_PENDING = 100_000;
const BATCH = 256;

/**
 * Writes to Redis that no request waits for (docs/CLUSTER.md: no request waits on Redis): the caller
 * queues and returns at once; one drainer hands them to the connection in order, a batch at a time and only while
 * it is ready, so what waits during an outage stays here, where a leader that stepped down can still withdraw its
 * own (`valid`). Each write must be idempotent for a resend (ioredis resends what a broken connection left
 * unanswered): push publications carry this node's sequence number, feed entries their explicit stream id.
 */
export class RedisOutbox {
  private readonly queue: Entry[] = [];
  private draining = false;
  private wake: (() => void) | null = null;
  readonly stats = { sent: 0, dropped: 0, withdrawn: 0 };

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
    private readonly maxPending = OUTBOX_MAX_PENDING,
  ) {
    redis.on('ready', () => this.wake?.());
  }

  get pending(): number {
    return this.queue.length;
  }

  push(send: () => Promise<unknown>, valid?: () => boolean): void {
    if (this.queue.length >= this.maxPending) {
      this.queue.shift();
      this.stats.dropped++;
    }
    this.queue.push(valid ? { send, valid } : { send });
    void this.drain();
  }

  /** Resolves once everything queued before the call has been sent (or withdrawn); for shutdown and tests. */
  async drained(timeoutMs = 2_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.queue.length > 0 || this.draining) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        if (this.redis.status !== 'ready') {
          await new Promise<void>((ok) => {
            this.wake = ok;
            setTimeout(ok, 1_000).unref();
          });
          this.wake = null;
          continue;
        }
        const batch: Entry[] = [];
        while (batch.length < BATCH && this.queue.length > 0) {
          const entry = this.queue.shift()!;
          if (entry.valid && !entry.valid()) this.stats.withdrawn++;
          else batch.push(entry);
        }
        // Sent in order on one connection; a broken connection leaves them to ioredis, which resends them in order.
        const results = await Promise.allSettled(batch.map((e) => e.send()));
        for (const r of results)
          if (r.status === 'fulfilled') this.stats.sent++;
          else this.onError(r.reason);
      }
    } finally {
      this.draining = false;
    }
  }
}
