import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { FEED_FRESH_MS, FeedStreamReader, FeedStreamWriter, type StreamPosition } from './feed-stream';
import type { LeaderTerm } from './leadership';
import { sleep, until } from './cluster-test-support';
import { openRedisLink, type RedisLink } from './redis-link';

/**
 * The feed stream between a leader and a follower over the machine's Redis (REDIS_URL, default 127.0.0.1:6379),
 * each test under a prefix of its own (docs/CLUSTER.md, crash test D1).
 */
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A term this process holds for the whole test (the database's fence is not what these tests are about). */
const heldTerm = (epoch: number): LeaderTerm => ({ epoch, acting: () => true, fence: async () => undefined });

describe('feed stream: a follower is in step only with what the leader made just now', () => {
  const opened: RedisLink[] = [];
  const readers: FeedStreamReader[] = [];
  const writers: FeedStreamWriter[] = [];
  afterEach(async () => {
    for (const r of readers.splice(0)) await r.stop();
    for (const w of writers.splice(0)) w.end();
    for (const l of opened.splice(0)) await l.close();
  });
  /** A follower of the stream from its start, whose database never has more than it holds. */
  const follow = (
    on: RedisLink,
    applied: (at: StreamPosition) => void = () => undefined,
  ): FeedStreamReader => {
    const start = { epoch: 1, seq: 0 };
    const reader = new FeedStreamReader(
      on,
      {
        batch: async (at) => applied(at),
        resync: async () => start,
        flushed: async () => start,
        held: () => start,
      },
      () => undefined,
    );
    readers.push(reader);
    reader.start(start);
    return reader;
  };
  const link = async (): Promise<RedisLink> => {
    const prefix = `test-feed-stream-${randomBytes(4).toString('hex')}:`;
    const l = openRedisLink(REDIS, prefix, () => undefined);
    opened.push(l);
    await until(() => l.up(), 5_000, 'the Redis link');
    return l;
  };

  it('[CL16] a price change queued behind 50,000 push publications reaches Redis before them', async () => {
    const leader = await link();
    const writer = new FeedStreamWriter(leader);
    writers.push(writer);
    let pushesSent = 0;
    for (let i = 0; i < 50_000; i++)
      leader.outbox.push(() => {
        pushesSent++;
        return leader.cmd.incr(`${leader.prefix}pushes`);
      });
    writer.begin(heldTerm(1));
    writer.append([{ kind: 'odds_change', matchId: 1 } as never]);
    const probe = openRedisLink(REDIS, leader.prefix, () => undefined);
    opened.push(probe);
    let sentWhenSeen = -1;
    await until(
      async () => {
        const entries = await probe.cmd.xrange(`${leader.prefix}feed`, '-', '+');
        if (entries.some(([, fields]) => fields[1] !== '[]')) sentWhenSeen = pushesSent;
        return sentWhenSeen >= 0;
      },
      20_000,
      'the feed entry in Redis',
    );
    // Before D1's fix the entry waited for every publication queued before it (50,000).
    expect(sentWhenSeen).toBeLessThan(10_000);
    await leader.outbox.drained(30_000);
  }, 60_000);

  it('[CL16] entries that waited in a leader outbox (made seconds ago) leave the follower out of step until a current one arrives', async () => {
    const shared = await link();
    const stream = `${shared.prefix}feed`;
    const applied: StreamPosition[] = [];
    const reader = follow(shared, (at) => applied.push(at));
    // What a follower reads right after a Redis outage: the leader's entries made 5 s ago, delivered only now.
    const madeAt = Date.now() - 5_000;
    for (let seq = 1; seq <= 20; seq++)
      await shared.cmd.xadd(
        stream,
        `1-${seq}`,
        'd',
        seq % 5 === 0 ? '[{"kind":"x"}]' : '[]',
        't',
        String(madeAt),
      );
    await until(() => reader.at.seq === 20, 5_000, 'the follower to read the old entries');
    expect(applied.length).toBe(4);
    // Before D1's fix any read counted: the follower said "in step" while seconds behind.
    expect(reader.inStep).toBe(false);
    await sleep(100);
    expect(reader.inStep).toBe(false);
    // A current entry: in step again, and again out of step when nothing current follows for FEED_FRESH_MS.
    await shared.cmd.xadd(stream, '1-21', 'd', '[]', 't', String(Date.now()));
    await until(() => reader.inStep, 2_000, 'in step after a current entry');
    await until(() => !reader.inStep, FEED_FRESH_MS + 2_000, 'out of step once nothing current came');
  }, 30_000);

  it('[CL16] a leader heartbeats often enough that a follower of a quiet feed stays in step', async () => {
    const shared = await link();
    const writer = new FeedStreamWriter(shared);
    writers.push(writer);
    writer.begin(heldTerm(1));
    const reader = follow(shared);
    await until(() => reader.inStep, 3_000, 'in step');
    let outOfStep = 0;
    for (let i = 0; i < 100; i++) {
      if (!reader.inStep) outOfStep++;
      await sleep(20);
    }
    expect(outOfStep).toBe(0);
  }, 30_000);
});
