import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import type { AppError } from '../http/app-error';
import { createAbuseLimits, resolveAbuseLimits } from './abuse-limits';

/**
 * Adversarial, DEP-LIMIT-10: on PostgreSQL the counter upserts arriving together go as ONE rate_limit_upserts
 * statement. One request's counter that the database refuses (here a key too large for the primary-key index:
 * the client IP is whatever X-Forwarded-For says behind TRUST_PROXY, up to the header limit) must fail only its
 * own request, not every request whose counters shared the statement (each a 500 it did nothing to cause).
 * And the limits hold exactly at the boundary under concurrency, with one key counted many times in one batch.
 */
describe.runIf(testDbKinds().includes('postgres'))('abuse-limit counter batches, adversarial', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('postgres');
  });
  afterAll(() => db.close());

  it('a counter the database refuses fails only its own request', async () => {
    const limits = createAbuseLimits(db, resolveAbuseLimits({}));
    const hugeIp = randomBytes(6_000).toString('base64'); // incompressible, far past the index's row size limit
    const attacker = limits.consume('bets', hugeIp, 'player:666').catch((err: unknown) => err);
    const bystanders = Array.from({ length: 6 }, (_, i) =>
      limits.consume('bets', `10.0.0.${i}`, `player:${i}`),
    );
    const settled = await Promise.allSettled(bystanders);
    expect(String(await attacker)).toMatch(/too long/);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
  });

  it('exactly the limit passes under concurrency, one key counted many times in one batch', async () => {
    const limits = createAbuseLimits(
      db,
      resolveAbuseLimits({ bets: { perIp: { points: 1e9 }, perAccount: { points: 10 } } }),
    );
    // 40 at once for one account from 4 IPs, 40 for another from one IP: 160 counters, several batches
    const one = Array.from({ length: 40 }, (_, i) => limits.consume('bets', `192.0.2.${i % 4}`, 'player:a'));
    const two = Array.from({ length: 40 }, () => limits.consume('bets', '192.0.2.9', 'player:b'));
    const [a, b] = await Promise.all([Promise.allSettled(one), Promise.allSettled(two)]);
    for (const s of [...a, ...b])
      if (s.status === 'rejected') expect((s.reason as AppError).errorName).toBe('rate_limited');
    expect(a.filter((s) => s.status === 'fulfilled').length).toBe(10);
    expect(b.filter((s) => s.status === 'fulfilled').length).toBe(10);
    // every attempt counted, refused ones too
    const rows = await db.query<{ key: string; points: number }>(
      `SELECT key, points FROM rate_limits WHERE key LIKE 'bets:ip:192.0.2.%' ORDER BY key`,
    );
    expect(rows.rows.map((r) => [r.key, Number(r.points)])).toEqual([
      ['bets:ip:192.0.2.0', 10],
      ['bets:ip:192.0.2.1', 10],
      ['bets:ip:192.0.2.2', 10],
      ['bets:ip:192.0.2.3', 10],
      ['bets:ip:192.0.2.9', 40],
    ]);
  });

  it('with both limits in play never more than the tighter one passes', async () => {
    const limits = createAbuseLimits(
      db,
      resolveAbuseLimits({ bets: { perIp: { points: 15 }, perAccount: { points: 10 } } }),
    );
    const one = Array.from({ length: 40 }, () => limits.consume('bets', '198.51.100.1', 'player:c'));
    const two = Array.from({ length: 40 }, (_, i) =>
      limits.consume('bets', `198.51.100.${10 + (i % 4)}`, 'player:d'),
    );
    const [a, b] = await Promise.all([Promise.allSettled(one), Promise.allSettled(two)]);
    // Fewer can pass (each request's two counters are bumped whatever the other answers, so a request may take
    // an account point and be refused by its IP), never more.
    expect(a.filter((s) => s.status === 'fulfilled').length).toBeLessThanOrEqual(10);
    expect(b.filter((s) => s.status === 'fulfilled').length).toBeLessThanOrEqual(10);
  });
});
