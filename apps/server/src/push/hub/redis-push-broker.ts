import { randomBytes } from 'node:crypto';
import type { RedisLink } from '../../cluster/redis-link';
import type { ChannelStream } from './channel-stream';

/** How long a channel's epoch and offset outlive its last publication (Centrifugo's history_meta_ttl). */
export const HISTORY_META_TTL_MS = 24 * 3_600_000;

/**
 * Publish: one atomic step per publication, as Centrifugo's Redis engine does it: the channel's meta hash
 * (epoch `e`, top offset `s`; a missing one gets a new epoch and an emptied stream), XADD to the channel's
 * stream trimmed to the history size with the history TTL, then PUBLISH to every node. Each publication carries
 * its node's sequence number (KEYS[4] holds the last one per node): a resend after a broken connection is
 * recognised and published once.
 * KEYS: meta, stream, pub/sub channel, sequences. ARGV: new epoch, data, history size, history TTL ms, meta TTL
 * ms, channel, node, sequence.
 */
const PUBLISH_LUA = `
local last = tonumber(redis.call('hget', KEYS[4], ARGV[7]) or '0')
if tonumber(ARGV[8]) <= last then return 0 end
redis.call('hset', KEYS[4], ARGV[7], ARGV[8])
redis.call('pexpire', KEYS[4], ARGV[5])
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('del', KEYS[2])
  redis.call('hset', KEYS[1], 'e', epoch, 's', 0)
end
local top = redis.call('hincrby', KEYS[1], 's', 1)
if tonumber(ARGV[3]) > 0 and tonumber(ARGV[4]) > 0 then
  redis.call('xadd', KEYS[2], 'MAXLEN', ARGV[3], top .. '-1', 'd', ARGV[2])
  redis.call('pexpire', KEYS[2], ARGV[4])
end
redis.call('pexpire', KEYS[1], ARGV[5])
redis.call('publish', KEYS[3], ARGV[6] .. '\\n' .. epoch .. '\\n' .. top .. '\\n' .. ARGV[2])
return top
`;

/** Sync: the channel's epoch (created when missing), top offset and kept history. KEYS: meta, stream. ARGV: new epoch, meta TTL. */
const SYNC_LUA = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('del', KEYS[2])
  redis.call('hset', KEYS[1], 'e', epoch, 's', 0)
  redis.call('pexpire', KEYS[1], ARGV[2])
end
local top = redis.call('hget', KEYS[1], 's')
return {epoch, top, redis.call('xrange', KEYS[2], '-', '+')}
`;

export interface BrokerHub {
  streamIfPresent(channel: string): ChannelStream | undefined;
  /** Every channel this node keeps a stream of (caught up from Redis after the pub/sub connection returns). */
  allStreams(): Iterable<ChannelStream>;
  now(): number;
}

/**
 * Push across nodes (REDIS_URL): publications, offsets, epochs and history live in Redis, one stream per
 * channel with a size and TTL, like Centrifugo's Redis engine. Every node's hub receives every publication
 * through one pub/sub channel and fans it out to its own subscribers only, so a client on any node gets each
 * publication once, at the same offset everywhere: it can recover on another node. A node's local stream is
 * synced from Redis before its first subscriber joins, again whenever it sees a gap, and every stream again
 * when the pub/sub connection comes back: what other nodes published while it was away (their outboxes drain as
 * soon as their own connections return, maybe before this one re-subscribed) is in Redis's history, and a
 * channel that gets no later publication would never show a gap.
 */
export class RedisPushBroker {
  private readonly pubChannel: string;
  private readonly seqKey: string;
  /** This process's name and its publications' numbers (a resend is published once). */
  private readonly node = randomBytes(8).toString('hex');
  private seq = 0;
  private hub: BrokerHub | null = null;

  constructor(
    private readonly link: RedisLink,
    private readonly history: { size: number; ttlMs: number },
    private readonly onError: (err: unknown) => void,
  ) {
    this.pubChannel = `${link.prefix}push`;
    this.seqKey = `${link.prefix}push:seq`;
    link.cmd.defineCommand('slipstreamPublish', { numberOfKeys: 4, lua: PUBLISH_LUA });
    link.cmd.defineCommand('slipstreamSync', { numberOfKeys: 2, lua: SYNC_LUA });
  }

  /**
   * Subscribes to the publications of every node; the answer resolves once Redis confirmed. The node's start never
   * waits for it: a node whose Redis is down at start serves meanwhile (degraded), and its first connection, like
   * every reconnection, subscribes and catches up (`catchUpAll`) when Redis is reachable.
   */
  attach(hub: BrokerHub): Promise<void> {
    this.hub = hub;
    this.link.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      if (channel.toString() === this.pubChannel) this.received(message.toString());
    });
    this.link.sub.on('ready', () => void this.catchUpAll().catch(this.onError));
    return this.link.sub.subscribe(this.pubChannel).then(() => undefined);
  }

  /**
   * After the pub/sub connection came back: once the subscription is confirmed again (every later publication
   * arrives through it), brings every local stream to Redis's state, delivering what was missed in order.
   */
  async catchUpAll(): Promise<void> {
    if (!this.hub) return;
    await this.link.sub.subscribe(this.pubChannel);
    await Promise.all(
      [...this.hub.allStreams()].map(async (stream) => {
        await stream.syncing;
        stream.synced = false;
        await this.sync(stream);
      }),
    );
  }

  private keys(channel: string): [string, string] {
    return [`${this.link.prefix}h:m:${channel}`, `${this.link.prefix}h:s:${channel}`];
  }

  /**
   * Publishes through Redis; the fan-out (this node's too) happens when the pub/sub message comes back. Never
   * waits for Redis: the publication joins the link's outbox and leaves in order, once, when Redis can take it.
   */
  publish(channel: string, json: string, valid?: () => boolean): void {
    const [meta, stream] = this.keys(channel);
    const cmd = this.link.cmd as unknown as {
      slipstreamPublish(...args: (string | number)[]): Promise<number>;
    };
    const seq = ++this.seq;
    this.link.outbox.push(
      () =>
        cmd.slipstreamPublish(
          meta,
          stream,
          this.pubChannel,
          this.seqKey,
          newEpoch(),
          json,
          this.history.size,
          this.history.ttlMs,
          Math.max(HISTORY_META_TTL_MS, this.history.ttlMs),
          channel,
          this.node,
          seq,
        ),
      valid,
    );
  }

  private received(message: string): void {
    const a = message.indexOf('\n');
    const b = message.indexOf('\n', a + 1);
    const c = message.indexOf('\n', b + 1);
    if (a < 0 || b < 0 || c < 0) return;
    const channel = message.slice(0, a);
    const epoch = message.slice(a + 1, b);
    const offset = Number(message.slice(b + 1, c));
    const json = message.slice(c + 1);
    const stream = this.hub?.streamIfPresent(channel);
    // No local subscriber within the history TTL: nothing to deliver; a later subscriber syncs from Redis.
    if (!stream) return;
    this.apply(stream, epoch, offset, json);
  }

  private apply(stream: ChannelStream, epoch: string, offset: number, json: string): void {
    if (stream.syncing || !stream.synced) {
      stream.syncBuffer.push({ epoch, offset, json });
      if (!stream.syncing) void this.sync(stream).catch(this.onError);
      return;
    }
    if (epoch === stream.epoch && offset <= stream.top) return; // already have it
    if (epoch === stream.epoch && offset === stream.top + 1) {
      stream.publish(json, this.hub!.now(), offset);
      return;
    }
    // A gap (pub/sub reconnected) or a new epoch (the channel expired in Redis): catch up from Redis.
    stream.synced = false;
    stream.syncBuffer.push({ epoch, offset, json });
    void this.sync(stream).catch(this.onError);
  }

  /**
   * Brings the local stream to Redis's state: the same epoch → publishes what is missing in order (live
   * subscribers get it); another epoch → takes Redis's history as is. Then applies what arrived meanwhile.
   */
  sync(stream: ChannelStream): Promise<void> {
    if (stream.syncing) return stream.syncing;
    if (stream.synced) return Promise.resolve();
    const run = (async () => {
      const [meta, key] = this.keys(stream.name);
      const cmd = this.link.cmd as unknown as {
        slipstreamSync(...args: (string | number)[]): Promise<[string, string, [string, string[]][]]>;
      };
      const [epoch, topText, raw] = await cmd.slipstreamSync(
        meta,
        key,
        newEpoch(),
        Math.max(HISTORY_META_TTL_MS, this.history.ttlMs),
      );
      const top = Number(topText);
      const entries = raw.map(([id, fields]) => ({
        offset: Number(id.split('-')[0]),
        json: fields[1] ?? 'null',
      }));
      const now = this.hub!.now();
      if (epoch === stream.epoch) {
        for (const e of entries) if (e.offset > stream.top) stream.publish(e.json, now, e.offset);
      } else stream.reset(epoch, top, entries, now);
      stream.top = Math.max(stream.top, top);
      stream.synced = true;
      const buffered = stream.syncBuffer.splice(0);
      for (const m of buffered)
        if (m.epoch === stream.epoch && m.offset > stream.top) stream.publish(m.json, now, m.offset);
    })();
    stream.syncing = run;
    return run.finally(() => {
      stream.syncing = null;
    });
  }
}

function newEpoch(): string {
  return randomBytes(4).toString('hex');
}
