import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { suiteHarness } from '../testing/suite-harness';
import { BETS_BASE } from '../catalogue/register';
import { createPlacementBatcher, type PlaceBetsParams } from './placement-batcher';
import {
  balanceOf,
  bettableMatches,
  betsHarness,
  createPlayer,
  inject,
  sel,
  type BetsHarness,
} from './test-support';

/**
 * Adversarial, BP1 ("every placement gets exactly the answer it would get alone"): a batch that holds two
 * placements of ONE player holds that player's account row (debited by the first) while it inserts the second's
 * bet row. If the second's request id is at that moment being placed alone (a client's retry of it), that lone
 * placement holds the (player, request id) index entry and waits for the account row: a deadlock that two
 * placements run one at a time can never form. PostgreSQL aborts one side; the lone placement is a plain
 * statement on the pool (no retry) and its 40P01 reaches the client as a 500.
 */
describe.runIf(testDbKinds().includes('postgres'))('BP1 adversary: a player twice in one batch', () => {
  let db: Db;
  let h: BetsHarness;
  const captured: PlaceBetsParams[] = [];
  suiteHarness(
    'postgres',
    (opened) => {
      const query = opened.query.bind(opened);
      opened.query = (sql, params, options) => {
        if (options?.name === 'place_bets') captured.push(params as unknown as PlaceBetsParams);
        return query(sql, params, options);
      };
      return betsHarness(opened);
    },
    (opened) => ({ db, h } = opened),
  );

  it('a retry of one of a player’s two batched placements, placed alone meanwhile, never deadlocks', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[0]!;
    const body = {
      bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }],
    };
    // The parameters the server sends for this player's placement (its first placement goes alone).
    const first = await inject(h.app, 'POST', BETS_BASE, p.token, body);
    expect(first.statusCode, first.body).toBe(201);
    const template = captured.find((c) => c[0] === p.id)!;
    expect(template).toBeDefined();
    const withId = (id: string): PlaceBetsParams => {
      const c = [...template] as unknown as unknown[];
      c[1] = id;
      c[3] = true;
      return c as unknown as PlaceBetsParams;
    };

    const batcher = createPlacementBatcher(db);
    // Another transaction briefly holds the player's account row (a deposit, a cashout): it only lines the
    // placements up so the interleaving below is certain rather than likely.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM accounts WHERE player_id = $1 FOR UPDATE`, [p.id]);
      locked();
      await gate;
    });
    await isLocked;

    const batch = [batcher.place(withId('slip-x')), batcher.place(withId('slip-w'))]; // one batch of two
    await new Promise((r) => setTimeout(r, 150));
    const retry = batcher.place(withId('slip-w')); // alone (the batch is in flight)
    await new Promise((r) => setTimeout(r, 150));
    release();
    await holder;

    const settled = await Promise.allSettled([...batch, retry]);
    expect(settled.filter((s) => s.status === 'rejected').map((s) => String(s.reason))).toEqual([]);
    // Placed once each: two more stakes of 100 after the first placement.
    expect(await balanceOf(db, p.id)).toBe(10_000 - 300);
    const bets = await db.query('SELECT request_id FROM bets WHERE player_id = $1', [p.id]);
    expect(bets.rows.length).toBe(3);
  }, 20_000);
});
