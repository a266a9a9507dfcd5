import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { rateLimitStoreClient } from './rate-limit-store-client';

/**
 * Adversarial (DEP-LIMIT-10, "a counter bump never fails because of other requests' counters"): the batched
 * upserts of rate_limit_upserts hold every row they touched until the batch commits, and two batches may run at
 * once. Batches that touch the same keys in opposite orders (per-IP and per-account counters of requests from
 * two IPs sharing accounts, in arrival order) would deadlock: PostgreSQL aborts one, and every counter in it
 * (up to 64 requests' worth) fails, a 500 for each, where one upsert at a time never could.
 */
describe.runIf(testDbKinds().includes('postgres'))(
  'rate-limit counter batches never deadlock each other',
  () => {
    let db: Db;
    beforeAll(async () => {
      db = await openTestDb('postgres');
    });
    afterAll(() => db.close());

    it('two concurrent batches touching the same keys in opposite orders both succeed', async () => {
      const client = rateLimitStoreClient(db, true);
      const up = (key: string) =>
        client.query({
          name: 'rate_limits:rlflx-upsert',
          text: 'unused: the batched path answers it',
          values: [key, 1, Date.now() + 60_000, Date.now()],
        });
      for (const k of ['k1', 'k2', 'k3']) await up(k);

      // An unrelated short lock on k2 lines the two batches up (it only makes the interleaving certain).
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM rate_limits WHERE key = 'k2' FOR UPDATE`);
        locked();
        await gate;
      });
      await isLocked;

      const a = [up('k1'), up('k2'), up('k3')]; // one batch: holds k1, waits for k2
      await new Promise((r) => setTimeout(r, 150));
      const b = [up('k3'), up('k1')]; // the second batch in flight: holds k3, waits for k1
      await new Promise((r) => setTimeout(r, 150));
      release();
      await holder;

      const settled = await Promise.allSettled([...a, ...b]);
      const failures = settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason));
      expect(failures).toEqual([]);
      const rows = await db.query<{ key: string; points: number }>(
        `SELECT key, points FROM rate_limits WHERE key IN ('k1', 'k2', 'k3') ORDER BY key`,
      );
      expect(rows.rows.map((r) => [r.key, Number(r.points)])).toEqual([
        ['k1', 3],
        ['k2', 2],
        ['k3', 3],
      ]);
    }, 20_000);
  },
);
