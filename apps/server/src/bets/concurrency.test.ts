import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';

import { BETS_BASE } from '../catalogue/register';
import { settleMatchBets } from './settlement';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  inject,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

/** Money invariants under concurrency, on the real PostgreSQL only (PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('bets under concurrency on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  betsSuite('postgres', (opened) => ({ db, h } = opened));

  async function ledgerSum(playerId: number): Promise<number> {
    const res = await db.query<{ sum: unknown }>(
      `SELECT coalesce(sum(e.amount), 0) AS sum FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.player_id = $1 AND a.currency = 'EUR'`,
      [playerId],
    );
    return Number(res.rows[0]!.sum);
  }

  it('200 concurrent placements and cashouts against one balance never overdraw nor double-pay', async () => {
    const start = 50_000;
    const p = await createPlayer(db, start);
    const m = bettableMatches(h.catalogue)[0]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const place = (i: number) =>
      inject(
        h.app,
        'POST',
        BETS_BASE,
        p.token,
        { bets: [{ stake: { value: 400, currency: 'EUR' }, selections: [s] }] },
        {
          'idempotency-key': `c-${i}`,
        },
      );
    // 40 bets first, so that cashouts race the placements that follow.
    const first = await Promise.all(Array.from({ length: 40 }, (_, i) => place(i)));
    expect(first.every((r) => r.statusCode === 201)).toBe(true);
    const open = first.map((r) => r.json().data[0] as { id: string; to_cashout: { value: number } });

    const placements = Array.from({ length: 160 }, (_, i) => place(1000 + i));
    // Every open bet is cashed out twice at once: exactly one of each pair may win.
    const cashouts = open.flatMap((b) =>
      [0, 1].map(() =>
        inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
          bet_id: b.id,
          to_cashout: b.to_cashout.value,
        }),
      ),
    );
    const results = await Promise.all([...placements, ...cashouts]);
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.every((c) => c === 200 || c === 201 || c === 400 || c === 409),
      statuses.join(','),
    ).toBe(true);
    const placed = results.slice(0, 160).filter((r) => r.statusCode === 201).length;
    const refused = results.slice(0, 160).filter((r) => r.statusCode === 400);
    expect(refused.every((r) => r.json().code === 'insufficient_funds')).toBe(true);
    // The balance ran out part-way: both outcomes really raced.
    expect(placed).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // Both of each pair may answer 200 (the second as a replay), but every bet is cashed out, and paid, once.
    const cashed = new Map<string, number>();
    for (const r of results.slice(160).filter((x) => x.statusCode === 200))
      cashed.set(r.json().data.id as string, r.json().data.win_amount.value as number);
    expect(cashed.size).toBe(40);
    const cashoutTotal = [...cashed.values()].reduce((a, v) => a + v, 0);
    const credits = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_transactions WHERE reason = 'cashout' AND reference IN
         (SELECT 'bet:' || id FROM bets WHERE player_id = $1)`,
      [p.id],
    );
    expect(Number(credits.rows[0]!.n)).toBe(40);

    const balance = await balanceOf(db, p.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(start - 400 * (40 + placed) + cashoutTotal);
    expect(await ledgerSum(p.id)).toBe(balance);

    // Settle concurrently (the hook firing several times): each open bet exactly once.
    await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    const counts = await Promise.all(
      [0, 1, 2, 3].map(() => settleMatchBets(h.bets.deps, h.bets.offers, m.id)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(placed);
    const payout = Math.floor((400 * Math.round(s.odds * 1000)) / 1000);
    const after = await balanceOf(db, p.id);
    expect(after).toBe(balance + placed * payout);
    expect(await ledgerSum(p.id)).toBe(after);
    const payouts = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_transactions WHERE reason = 'bet_payout' AND reference IN
         (SELECT 'bet:' || id FROM bets WHERE player_id = $1)`,
      [p.id],
    );
    expect(Number(payouts.rows[0]!.n)).toBe(placed);
    const cashedSettled = await db.query(
      `SELECT 1 FROM bets WHERE player_id = $1 AND status = 'cashed_out' AND result <> 'cashed_out'`,
      [p.id],
    );
    expect(cashedSettled.rows).toEqual([]);
  }, 120_000);

  it('retries with the same request id racing each other place once', async () => {
    const p = await createPlayer(db, 10_000);
    const s = sel(h.catalogue, bettableMatches(h.catalogue)[1]!.id, 1, '1');
    const body = {
      meta: { request_id: 'same-request' },
      bets: [{ stake: { value: 300, currency: 'EUR' }, selections: [s] }],
    };
    const res = await Promise.all(
      Array.from({ length: 25 }, () => inject(h.app, 'POST', BETS_BASE, p.token, body)),
    );
    expect(res.map((r) => r.statusCode).every((c) => c === 201)).toBe(true);
    expect(new Set(res.map((r) => r.json().data[0].id)).size).toBe(1);
    expect(await balanceOf(db, p.id)).toBe(9700);
    expect(await ledgerSum(p.id)).toBe(9700);
  }, 60_000);
});
