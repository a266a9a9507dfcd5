import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { AppError } from '../http/app-error';
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
    const attacker = limits.consume('bets', hugeIp, 'player:666');
    const bystanders = Array.from({ length: 6 }, (_, i) =>
      limits.consume('bets', `10.0.0.${i}`, `player:${i}`),
    );
    const settled = await Promise.allSettled(bystanders);
    await attacker.catch(() => undefined);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
  });

  it('exactly the limit passes under concurrency, the same keys counted many times in one batch', async () => {
    const limits = createAbuseLimits(
      db,
      resolveAbuseLimits({ bets: { perIp: { points: 15 }, perAccount: { points: 10 } } }),
    );
    // 40 at once from one IP for one account, and 40 from 4 IPs for another account
    const one = Array.from({ length: 40 }, () => limits.consume('bets', '192.0.2.1', 'player:1'));
    const many = Array.from({ length: 40 }, (_, i) =>
      limits.consume('bets', `192.0.2.${10 + (i % 4)}`, 'player:2'),
    );
    const [a, b] = await Promise.all([Promise.allSettled(one), Promise.allSettled(many)]);
    for (const s of [...a, ...b])
      if (s.status === 'rejected') expect((s.reason as AppError).errorName).toBe('rate_limited');
    expect(a.filter((s) => s.status === 'fulfilled').length).toBe(10);
    expect(b.filter((s) => s.status === 'fulfilled').length).toBe(10);
    // every attempt counted, refused ones too
    const rows = await db.query<{ key: string; points: number }>(
      `SELECT key, points FROM rate_limits WHERE key LIKE 'bets:%' AND key NOT LIKE 'bets:ip:10.%' ORDER BY key`,
    );
    const points = Object.fromEntries(rows.rows.map((r) => [r.key, Number(r.points)]));
    expect(points['bets:ip:192.0.2.1']).toBe(40);
    for (let i = 10; i < 14; i++) expect(points[`bets:ip:192.0.2.${i}`]).toBe(10);
    expect(Object.values(points).filter((v) => v === 40).length).toBe(3); // 192.0.2.1 and the two accounts
  });
});
