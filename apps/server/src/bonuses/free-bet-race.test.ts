import { describe, expect, it } from 'vitest';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';

import {
  balanceOf,
  bettableMatches,
  createPlayer,
  inject,
  marketOf,
  pricedOutcome,
  sel,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';

/** SPEC.md BO9 under real concurrency: on PostgreSQL only (PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('a free bet under concurrent placements on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  betsSuite('postgres', (opened) => ({ db, h } = opened));

  it('[BO9] 50 concurrent placements with one free bet: exactly one is placed, the stake is funded once', async () => {
    const p = await createPlayer(db, 3_000);
    const redeemed = await inject(h.app, 'POST', `${SPORTSBOOK_BASE}/bonuses/promo-code`, p.token, {
      code: 'WELCOME10',
    });
    const bonus = redeemed.json().data as { id: string; type: string };
    const picks = bettableMatches(h.catalogue)
      .map((m) => ({ m, o: marketOf(h.catalogue, m.id, 1).outcomes.find((x) => x.odds >= 1500) }))
      .filter((x) => x.o);
    expect(picks.length).toBeGreaterThan(10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => picks[i % picks.length]!).map(({ m, o }, i) =>
        inject(
          h.app,
          'POST',
          BETS_BASE,
          p.token,
          {
            bets: [
              {
                stake: { value: 1000, currency: 'EUR' },
                selections: [sel(h.catalogue, m.id, 1, o!.id)],
                bonus: { id: bonus.id, type: bonus.type },
              },
            ],
          },
          { 'idempotency-key': `race-${i}` },
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode, a.body).toBe(422);
      expect(a.json().code).toBe('bonus_not_available');
    }
    const bets = await db.query('SELECT id FROM bets WHERE player_id = $1 AND bonus_id = $2', [
      p.id,
      bonus.id,
    ]);
    expect(bets.rows).toHaveLength(1);
    const used = await db.query<{ times_used: number }>(
      'SELECT times_used FROM player_bonuses WHERE id = $1',
      [bonus.id],
    );
    expect(used.rows[0]!.times_used).toBe(1);
    const funded = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_transactions WHERE reason = 'bonus' AND reference = $1`,
      [`bonus:${bonus.id}`],
    );
    expect(Number(funded.rows[0]!.n)).toBe(1);
    // The balance is untouched: the free bet funded its own stake.
    expect(await balanceOf(db, p.id)).toBe(3_000);
  }, 60_000);

  it('[BO9] one free-bet placement retried 20 times at once (same meta.request_id): every retry answers the one bet', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const p = await createPlayer(db, 3_000);
      const redeemed = await inject(h.app, 'POST', `${SPORTSBOOK_BASE}/bonuses/promo-code`, p.token, {
        code: 'WELCOME10',
      });
      const bonus = redeemed.json().data as { id: string; type: string };
      const { m, o } = pricedOutcome(h.catalogue, 0, 1500, Infinity);
      const body = {
        meta: { request_id: `retry-${trial}` },
        bets: [
          {
            stake: { value: 1000, currency: 'EUR' },
            selections: [sel(h.catalogue, m.id, 1, o.id)],
            bonus: { id: bonus.id, type: bonus.type },
          },
        ],
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => inject(h.app, 'POST', BETS_BASE, p.token, body)),
      );
      const codes = answers.map((a) => (a.statusCode === 201 ? 201 : `${a.statusCode}:${a.json().code}`));
      expect(
        codes.filter((c) => c !== 201),
        codes.join(','),
      ).toEqual([]);
      const ids = new Set(answers.map((a) => (a.json().data as { id: string }[])[0]!.id));
      expect(ids.size).toBe(1);
      const used = await db.query<{ times_used: number }>(
        'SELECT times_used FROM player_bonuses WHERE id = $1',
        [bonus.id],
      );
      expect(used.rows[0]!.times_used).toBe(1);
      expect(await balanceOf(db, p.id)).toBe(3_000);
    }
  }, 60_000);
});
