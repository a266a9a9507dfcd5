import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserLimit } from '../accounts/limits';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import {
  balanceOf,
  bettableMatches,
  betsHarness,
  createPlayer,
  inject,
  sel,
  type BetsHarness,
} from './test-support';

const TRIALS = 5;

/**
 * Bursts of one player's bets against a money limit on the real PostgreSQL (PGlite has one connection and hides
 * races). The clock ticks on every read, as a real one does: a bet that read the clock later can commit first.
 */
describe.skipIf(!process.env.DATABASE_URL)('money limits under bursts of bets on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  beforeAll(async () => {
    db = await openTestDb('postgres');
    h = await betsHarness(db);
    let t = h.clock.now();
    h.clock.now = () => (t += 1);
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await db.close();
  });

  const setLimit = (playerId: number, type: 'wager' | 'loss', amount: number) =>
    db.transaction((tx) =>
      setUserLimit(
        tx,
        { id: playerId, currency: 'EUR' },
        { type, period: 'day', amount, currency: 'EUR' },
        h.clock.now(),
        0,
      ),
    );

  const burst = (token: string, count: number, stake: number) => {
    const m = bettableMatches(h.catalogue)[0]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    return Promise.all(
      Array.from({ length: count }, () =>
        inject(h.app, 'POST', BETS_BASE, token, {
          bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s] }],
        }),
      ),
    );
  };

  for (const type of ['wager', 'loss'] as const)
    it(`[RG5][RG6] 20 bets of EUR 10 at once under a EUR 50 ${type} limit: exactly 5 are placed (${TRIALS} trials)`, async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const p = await createPlayer(db, 100_000);
        await setLimit(p.id, type, 5_000);
        const results = await burst(p.token, 20, 1_000);
        const codes = results.map((r) => (r.statusCode === 201 ? 201 : `${r.statusCode}:${r.json().code}`));
        expect(
          codes.filter((c) => c !== 201 && c !== '403:user_limit_reached'),
          codes.join(','),
        ).toEqual([]);
        expect(codes.filter((c) => c === 201).length, `trial ${trial}: ${codes.join(',')}`).toBe(5);
        expect(await balanceOf(db, p.id)).toBe(95_000);
      }
    }, 120_000);
});
