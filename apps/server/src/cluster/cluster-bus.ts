import { randomBytes } from 'node:crypto';
import type { RedisLink } from './redis-link';

/** Topics nodes tell each other about (payloads are JSON; the feed has its own stream, feed-stream.ts). */
export type BusTopic = 'invalidate';

/** Entries kept in the bus stream (about): minutes of invalidations at any realistic rate. */
export const BUS_STREAM_MAX_LEN = 10_000;

/**
 * Cross-node events (cache invalidations) over the Redis stream `{prefix}bus`: every node appends through its
 * outbox (never waited for) and reads on a connection of its own from its last position, so a node that was
 * disconnected gets what was said meanwhile, in order, when it is back. Each entry carries its sender and the
 * sender's sequence number: a jump (entries trimmed, or lost with a Redis restart) is a gap, and the gap handlers
 * drop what the missed messages would have invalidated (docs/CLUSTER.md).
 */
export class ClusterBus {
  private readonly handlers = new Map<string, ((payload: unknown) => void)[]>();
  private readonly gapHandlers: (() => void)[] = [];
  private readonly stream: string;
  private readonly origin = randomBytes(8).toString('hex');
  private seq = 0;
  /** Per sender: the last sequence number seen. */
  private readonly seen = new Map<string, number>();
  private position = '0-0';
  private running = false;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly link: RedisLink,
    private readonly onError: (err: unknown) => void,
  ) {
    this.stream = `${link.prefix}bus`;
  }

  /** Reads from the stream's current end on (what was said before this node started is in the database). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    const last = await Promise.race([
      this.link.bus.xrevrange(this.stream, '+', '-', 'COUNT', 1).catch(() => []),
      new Promise<[string, string[]][]>((ok) => setTimeout(() => ok([]), 1_000)),
    ]);
    this.position = last[0]?.[0] ?? '0-0';
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.link.bus.disconnect(true);
    await this.loop?.catch(() => undefined);
  }

  on(topic: BusTopic, handler: (payload: unknown) => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** Called when messages from another node may have been missed. */
  onGap(handler: () => void): void {
    this.gapHandlers.push(handler);
  }

  /** Never waits for Redis: through the link's control outbox (never behind pushes), in order, when Redis can take it. */
  publish(topic: BusTopic, payload: unknown): void {
    const seq = ++this.seq;
    const data = JSON.stringify(payload);
    this.link.control.push(() =>
      this.link.cmd.xadd(
        this.stream,
        'MAXLEN',
        '~',
        BUS_STREAM_MAX_LEN,
        '*',
        't',
        topic,
        'o',
        this.origin,
        's',
        String(seq),
        'd',
        data,
      ),
    );
  }

  private async run(): Promise<void> {
    while (this.running) {
      const bus = this.link.bus;
      if (bus.status !== 'ready') {
        await sleep(200);
        continue;
      }
      try {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((ok) => {
          timer = setTimeout(() => {
            bus.disconnect(true); // a half-open connection: reconnect and read again from the position
            ok(null);
          }, 3_000);
        });
        const res = (await Promise.race([
          bus.xread('COUNT', 500, 'BLOCK', 1_000, 'STREAMS', this.stream, this.position),
          late,
        ]).finally(() => clearTimeout(timer))) as [string, [string, string[]][]][] | null;
        for (const [id, fields] of res?.[0]?.[1] ?? []) {
          this.position = id;
          this.deliver(fieldsOf(fields));
        }
      } catch (err) {
        if (!this.running) return;
        this.onError(err);
        await sleep(200);
      }
    }
  }

  private deliver(f: Record<string, string>): void {
    const origin = f.o ?? '';
    const seq = Number(f.s);
    const last = this.seen.get(origin);
    this.seen.set(origin, seq);
    if (origin === this.origin) return;
    if (last !== undefined && seq > last + 1) this.gap();
    let payload: unknown;
    try {
      payload = JSON.parse(f.d ?? 'null');
    } catch (err) {
      return this.onError(err);
    }
    for (const handler of this.handlers.get(f.t ?? '') ?? []) {
      try {
        handler(payload);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  private gap(): void {
    for (const handler of this.gapHandlers) {
      try {
        handler();
      } catch (err) {
        this.onError(err);
      }
    }
  }
}

function fieldsOf(list: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) out[list[i]!] = list[i + 1]!;
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
