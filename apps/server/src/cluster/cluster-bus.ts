import type { RedisLink } from './redis-link';

/** Topics nodes tell each other about (payloads are JSON; the feed has its own stream, feed-stream.ts). */
export type BusTopic = 'invalidate';

/**
 * Cross-node events over Redis pub/sub: cache invalidations. Delivery is
 * at most once and in order per publisher (one connection); a node that was disconnected misses what was
 * said meanwhile, which is why every cache it keeps also has a bounded lifetime (ARCHITECTURE.md "Cluster").
 */
export class ClusterBus {
  private readonly handlers = new Map<string, ((payload: unknown) => void)[]>();
  private readonly subscribed = new Set<string>();

  constructor(
    private readonly link: RedisLink,
    private readonly onError: (err: unknown) => void,
  ) {
    link.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      const list = this.handlers.get(channel.toString());
      if (!list) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.toString());
      } catch (err) {
        return this.onError(err);
      }
      for (const handler of list) {
        try {
          handler(payload);
        } catch (err) {
          this.onError(err);
        }
      }
    });
  }

  private channel(topic: BusTopic): string {
    return `${this.link.prefix}bus:${topic}`;
  }

  /** Subscribes (resolved once Redis confirmed, so nothing published after it is missed). */
  async on(topic: BusTopic, handler: (payload: unknown) => void): Promise<void> {
    const channel = this.channel(topic);
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
    if (!this.subscribed.has(channel)) {
      this.subscribed.add(channel);
      await this.link.sub.subscribe(channel);
    }
  }

  /** Never waits for Redis: through the link's outbox, in order, when Redis can take it. */
  publish(topic: BusTopic, payload: unknown): void {
    const channel = this.channel(topic);
    const message = JSON.stringify(payload);
    this.link.outbox.push(() => this.link.cmd.publish(channel, message));
  }
}
