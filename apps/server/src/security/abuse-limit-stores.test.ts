import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterUnavailableReason } from '../cluster/test-cluster';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { AppError } from '../http/app-error';
import {
  abuseLimitStore,
  abuseLimitsFromEnv,
  createAbuseLimits,
  resolveAbuseLimits,
  type AbuseLimits,
} from './abuse-limits';

/** Three placements a window per IP: the fourth is refused with 429 rate_limited. */
const THREE_PER_IP = resolveAbuseLimits({ bets: { perIp: { points: 3 }, perAccount: { points: 100 } } });

async function refusal(limits: AbuseLimits, ip: string): Promise<AppError | null> {
  try {
    await limits.consume('bets', ip, 'player:1');
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe('DEP-LIMIT-7: where the abuse-limit counters live', () => {
  const fakeRedis = { client: {} as Redis, prefix: 'x:' };

  it('defaults to PostgreSQL on one node and to the cluster Redis in cluster mode; an explicit store wins', () => {
    expect(abuseLimitStore(resolveAbuseLimits(), undefined)).toBe('postgres');
    expect(abuseLimitStore(resolveAbuseLimits(), fakeRedis)).toBe('redis');
    expect(abuseLimitStore(resolveAbuseLimits({ store: 'postgres' }), fakeRedis)).toBe('postgres');
    expect(abuseLimitStore(resolveAbuseLimits({ store: 'memory' }), fakeRedis)).toBe('memory');
  });

  it('refuses RATE_LIMIT_STORE=redis without a Redis, and a store it does not know', () => {
    expect(() => abuseLimitStore(resolveAbuseLimits({ store: 'redis' }), undefined)).toThrow(/REDIS_URL/);
    expect(() => abuseLimitsFromEnv({ RATE_LIMIT_STORE: 'mongo' })).toThrow(/RATE_LIMIT_STORE=mongo/);
    expect(abuseLimitsFromEnv({ RATE_LIMIT_STORE: 'redis' }).store).toBe('redis');
    expect(abuseLimitsFromEnv({ RATE_LIMIT_STORE: '' }).store).toBeUndefined();
  });
});

describe.each(testDbKinds())('DEP-LIMIT-8: the PostgreSQL store on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('keeps its counters in an unlogged table (no WAL, no flush at commit) and still limits', async () => {
    const t = await db.query<{ p: string }>(
      `SELECT relpersistence AS p FROM pg_class WHERE oid = 'rate_limits'::regclass`,
    );
    expect(t.rows[0]!.p).toBe('u');
    const limits = createAbuseLimits(db, THREE_PER_IP);
    expect(limits.store).toBe('postgres');
    for (let i = 0; i < 3; i++) expect(await refusal(limits, '192.0.2.1')).toBeNull();
    const refused = await refusal(limits, '192.0.2.1');
    expect(refused?.errorName).toBe('rate_limited');
    expect(await refusal(limits, '192.0.2.2')).toBeNull();
  });
});

const redisUnavailable = await clusterUnavailableReason();
if (redisUnavailable) console.log(`DEP-LIMIT-9 skipped: ${redisUnavailable}`);

describe.skipIf(redisUnavailable !== null)('DEP-LIMIT-9: the Redis store (cluster mode)', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-rl-${randomBytes(4).toString('hex')}:`;
  const clients: Redis[] = [];
  const client = (target = url): Redis => {
    const r = new Redis(target, {
      maxRetriesPerRequest: null,
      enableAutoPipelining: true,
      lazyConnect: false,
    });
    r.on('error', () => undefined);
    clients.push(r);
    return r;
  };
  // The database is never touched by the Redis store: a Db that fails on any query proves it.
  const noDb = {
    query: () => Promise.reject(new Error('the Redis store must not query PostgreSQL')),
  } as unknown as Db;

  afterAll(async () => {
    const r = client();
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    for (const c of clients) c.disconnect();
  });

  it('two nodes count against one limit under the cluster prefix, without PostgreSQL', async () => {
    // connected, as a node's link is by the time it serves (until then each node counts in its own memory)
    const [ra, rb] = [client(), client()];
    await Promise.all([ra.ping(), rb.ping()]);
    const a = createAbuseLimits(noDb, THREE_PER_IP, { client: ra, prefix });
    const b = createAbuseLimits(noDb, THREE_PER_IP, { client: rb, prefix });
    expect(a.store).toBe('redis');
    expect(await refusal(a, '198.51.100.7')).toBeNull();
    expect(await refusal(b, '198.51.100.7')).toBeNull();
    expect(await refusal(a, '198.51.100.7')).toBeNull();
    const refused = await refusal(b, '198.51.100.7');
    expect(refused?.errorName).toBe('rate_limited');
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    const keys = await client().keys(`${prefix}*`);
    expect(keys.some((k) => k.startsWith(`${prefix}rl:bets:ip`))).toBe(true);
  });

  it('counts the IP and the account together: an account over its limit is refused from any address', async () => {
    const r = client();
    await r.ping();
    const twoPerAccount = resolveAbuseLimits({ bets: { perIp: { points: 100 }, perAccount: { points: 2 } } });
    const limits = createAbuseLimits(noDb, twoPerAccount, { client: r, prefix: `${prefix}acct:` });
    const place = async (ip: string) => {
      try {
        await limits.consume('bets', ip, 'player:42');
        return 'ok';
      } catch (err) {
        return err instanceof AppError ? err.errorName : String(err);
      }
    };
    expect(await place('192.0.2.10')).toBe('ok');
    expect(await place('192.0.2.11')).toBe('ok');
    expect(await place('192.0.2.12')).toBe('rate_limited');
    // the refused attempt still counted for its IP
    expect(Number(await r.get(`${prefix}acct:rl:bets:ip:192.0.2.12`))).toBe(1);
  });

  it('with Redis unreachable each node limits from its own memory at once, and never hangs or fails open', async () => {
    // a port nothing listens on: ioredis keeps reconnecting, and the limiter must not wait for it
    const down = client('redis://127.0.0.1:1');
    const limits = createAbuseLimits(noDb, THREE_PER_IP, { client: down, prefix });
    const started = performance.now();
    for (let i = 0; i < 3; i++) expect(await refusal(limits, '203.0.113.9')).toBeNull();
    expect((await refusal(limits, '203.0.113.9'))?.errorName).toBe('rate_limited');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
