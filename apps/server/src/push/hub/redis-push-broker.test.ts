import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openRedisLink, type RedisLink } from '../../cluster/redis-link';
import { TcpProxy } from '../../cluster/tcp-proxy';
import { ChannelStream } from './channel-stream';
import { RedisPushBroker, type BrokerHub } from './redis-push-broker';

/**
 * The Redis push broker between two nodes over the machine's Redis (REDIS_URL, default 127.0.0.1:6379), one of
 * them behind a TCP proxy whose connections the test breaks (docs/CLUSTER.md CL12).
 */
const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A node's hub as the broker sees it: the channels it keeps a stream of. */
function hubWith(...channels: string[]): BrokerHub & { stream(name: string): ChannelStream } {
  const streams = new Map(channels.map((c) => [c, new ChannelStream(c, 100, 300_000, Date.now())]));
  return {
    streamIfPresent: (c) => streams.get(c),
    allStreams: () => streams.values(),
    now: () => Date.now(),
    stream: (c) => streams.get(c)!,
  };
}

describe('Redis push broker: a node whose pub/sub connection was away', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close();
  });

  it('[CL12] gets what another node published meanwhile when it is back, with no later publication on the channel', async () => {
    const prefix = `test-broker-${randomBytes(4).toString('hex')}:`;
    const proxy = new TcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
    const proxied = await proxy.listen();
    opened.push({ close: () => proxy.close() });
    const quiet = () => undefined; // the broken connections' errors are the point
    const linkA: RedisLink = openRedisLink(REDIS.toString(), prefix, quiet);
    const linkB: RedisLink = openRedisLink(`redis://127.0.0.1:${proxied}`, prefix, quiet);
    opened.push(linkA, linkB);
    const channel = '$user:en:42';
    const hubA = hubWith();
    const hubB = hubWith(channel);
    const a = new RedisPushBroker(linkA, { size: 100, ttlMs: 300_000 }, quiet);
    const b = new RedisPushBroker(linkB, { size: 100, ttlMs: 300_000 }, quiet);
    await a.attach(hubA);
    await b.attach(hubB);
    const stream = hubB.stream(channel);
    await b.sync(stream);

    a.publish(channel, '{"n":1}');
    await until(() => stream.top === 1, 10_000, 'the first publication on node B');

    // B's connections break and cannot come back; A publishes once; then B may reconnect.
    proxy.refuseNew = true;
    proxy.resetAll();
    await until(() => linkB.sub.status !== 'ready', 5_000, "node B's pub/sub connection to drop");
    a.publish(channel, '{"n":2}');
    await linkA.outbox.drained(5_000);
    expect(linkA.outbox.pending).toBe(0);
    proxy.refuseNew = false;

    await until(() => stream.top === 2, 10_000, 'the publication made while node B was away, on node B');
  }, 30_000);
});
