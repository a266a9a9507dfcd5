import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { AppError } from '../http/app-error';
import { createAbuseLimits, resolveAbuseLimits } from './abuse-limits';
import type { StoreQuery } from './rate-limit-store-client';

/** The library's own upsert statement, as its PostgreSQL store sends it (captured, not copied). */
async function librarysUpsertText(db: Db): Promise<string> {
  let text: string | null = null;
  const limiter = new RateLimiterPostgres({
    storeClient: {
      async query(q: StoreQuery) {
        if (q.name?.endsWith('rlflx-upsert')) text = q.text;
        const res = await db.query<Record<string, unknown>>(q.text, q.values ?? []);
        return { rows: res.rows, rowCount: res.rows.length };
      },
    },
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'capture',
    points: 10,
    duration: 60,
  });
  await limiter.consume('k', 1);
  if (!text) throw new Error('the library sent no rlflx-upsert');
  return text;
}

describe.each(testDbKinds())('DEP-LIMIT-10: the batched counter upserts on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('answer exactly what the library’s own statement answers, step by step, in order within one call', async () => {
    const text = await librarysUpsertText(db);
    const T = 1_800_000_000_000;
    // [points, new expire, now]: a new window, a live one, one that expired, a bump without expiry; and a key
    // whose window never expires
    const steps: [number, number | null, number][] = [
      [1, T + 1000, T],
      [1, T + 1500, T + 500],
      [3, T + 2600, T + 1600],
      [1, null, T + 1700],
      [2, T + 9000, T + 2600],
    ];
    const never: [number, number | null, number][] = [
      [1, null, T],
      [1, null, T + 10],
    ];
    const viaLibrary = async (key: string, seq: typeof steps) => {
      const out = [];
      for (const [p, e, now] of seq) out.push((await db.query(text, [key, p, e, now])).rows[0]!);
      return out;
    };
    const viaBatch = async (key: string, seq: typeof steps) =>
      (
        await db.query(
          'SELECT points, expire FROM rate_limit_upserts($1::text[], $2::integer[], $3::bigint[], $4::bigint[]) ORDER BY ord',
          [seq.map(() => key), seq.map((s) => s[0]), seq.map((s) => s[1]), seq.map((s) => s[2])],
        )
      ).rows;
    const norm = (rows: Record<string, unknown>[]) =>
      rows.map((r) => [Number(r.points), r.expire === null ? null : Number(r.expire)]);
    const library = norm(await viaLibrary('lib:a', steps));
    expect(library).toEqual([
      [1, T + 1000],
      [2, T + 1000],
      [3, T + 2600],
      [4, T + 2600],
      [2, T + 9000],
    ]);
    expect(norm(await viaBatch('fn:a', steps))).toEqual(library);
    expect(norm(await viaBatch('fn:never', never))).toEqual(norm(await viaLibrary('lib:never', never)));
  });

  it('ten placements at once against a limit of five: exactly five pass, the rest get 429', async () => {
    const limits = createAbuseLimits(
      db,
      resolveAbuseLimits({ bets: { perIp: { points: 1000 }, perAccount: { points: 5 } } }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limits.consume('bets', `192.0.2.${i}`, 'player:7').then(
          () => 'ok',
          (err: unknown) => (err instanceof AppError ? err.errorName : String(err)),
        ),
      ),
    );
    expect(answers.filter((a) => a === 'ok')).toHaveLength(5);
    expect(answers.filter((a) => a === 'rate_limited')).toHaveLength(5);
  });
});
