import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import { settleMatchBets } from './settlement';
import {
  balanceOf,
  bettableMatches,
  betsHarness,
  createPlayer,
  inject,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

describe.each(testDbKinds())('settlement on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  /** A single on a fresh match's 1x2 home at its current price; returns the bet and the price (thousandths). */
  async function placeSingle(stake: number) {
    const p = await createPlayer(db, 100_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return { p, m, id: res.json().data[0].id as string, odds: Math.round(s.odds * 1000) };
  }
  const betRow = async (id: string) =>
    (
      await db.query<{ status: string; result: string; win_amount: unknown }>(
        'SELECT status, result, win_amount FROM bets WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it.each([
    ['win_entire', { result: 1 as const }, (o: number) => Math.floor((1000 * o) / 1000)],
    ['lose_entire', { result: 0 as const }, () => 0],
    ['refund_entire', { result: 0 as const, voidFactor: '1' }, () => 1000],
    [
      'refund_half_win_other',
      { result: 1 as const, voidFactor: '0.5' },
      (o: number) => Math.floor((1000 * (o + 1000)) / 2000),
    ],
    ['refund_half_lose_other', { result: 0 as const, voidFactor: '0.5' }, () => 500],
    ['win_entire', { result: 1 as const, deadHeat: '0.5' }, (o: number) => Math.floor((1000 * o) / 2000)],
  ])(
    '[SE1][SE3] settles %s and credits the payout through the ledger (%o)',
    async (expected, row, payout) => {
      const { p, m, id, odds } = await placeSingle(1000);
      await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', ...row }]);
      expect(await settleMatchBets(h.bets.deps, h.bets.offers, m.id)).toBe(1);
      const b = await betRow(id);
      expect(b.status).toBe('done');
      expect(b.result).toBe(expected);
      expect(Number(b.win_amount)).toBe(payout(odds));
      expect(await balanceOf(db, p.id)).toBe(100_000 - 1000 + payout(odds));
      const pushed = h.published.filter(
        (x) => x.channel === `$user:en:${p.id}` && x.publication.event === 'bet_changed',
      );
      expect((pushed.at(-1)!.publication.data as { result: string }).result).toBe(expected);
    },
  );

  it('settles exactly once when the hook fires twice and concurrently', async () => {
    const { p, m, id, odds } = await placeSingle(1000);
    await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    const counts = await Promise.all([
      settleMatchBets(h.bets.deps, h.bets.offers, m.id),
      settleMatchBets(h.bets.deps, h.bets.offers, m.id),
      settleMatchBets(h.bets.deps, h.bets.offers, m.id),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await settleMatchBets(h.bets.deps, h.bets.offers, m.id)).toBe(0);
    const credits = await db.query('SELECT 1 FROM ledger_transactions WHERE reference = $1 AND reason = $2', [
      `bet:${id}`,
      'bet_payout',
    ]);
    expect(credits.rows).toHaveLength(1);
    expect(await balanceOf(db, p.id)).toBe(100_000 - 1000 + Math.floor(odds));
  });

  it('[SE5] a system 2/3 with one lost leg pays the one winning line', async () => {
    const p = await createPlayer(db, 100_000);
    const ms = bettableMatches(h.catalogue).slice(next, next + 3);
    next += 3;
    const legs = ms.map((m) => sel(h.catalogue, m.id, 1, '1'));
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ type: 'system', system_id: '2/3', stake: { value: 1000, currency: 'EUR' }, selections: legs }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data[0].id as string;
    const [a, b] = legs.map((l) => BigInt(Math.round(l.odds * 1000)));
    await writeResults(db, ms[0]!.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    await settleMatchBets(h.bets.deps, h.bets.offers, ms[0]!.id);
    expect((await betRow(id)).status).toBe('waiting_results');
    await writeResults(db, ms[1]!.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    await writeResults(db, ms[2]!.id, [{ marketId: 1, outcomeId: '1', result: 0 }]);
    await settleMatchBets(h.bets.deps, h.bets.offers, ms[1]!.id);
    await settleMatchBets(h.bets.deps, h.bets.offers, ms[2]!.id);
    const row = await betRow(id);
    expect(row.result).toBe('win_entire');
    expect(Number(row.win_amount)).toBe(Number((1000n * a! * b!) / 1_000_000n));
    const list = await inject(h.app, 'GET', `${BETS_BASE}?status=settled&result=win`, p.token);
    expect(list.json().data[0].selections.map((s: { status: string }) => s.status)).toEqual([
      'won',
      'won',
      'lost',
    ]);
  });

  it('finishing a match through feed control settles its bets end to end', async () => {
    const { p, m, id, odds } = await placeSingle(2000);
    const res = await inject(h.app, 'POST', `/api/sim/matches/${m.id}/finish`, null, {
      home_score: 2,
      away_score: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await betRow(id);
    expect(row).toMatchObject({ status: 'done', result: 'win_entire' });
    expect(await balanceOf(db, p.id)).toBe(100_000 - 2000 + Math.floor((2000 * odds) / 1000));
  });

  it('a restart settles bets whose results arrived while no listener ran', async () => {
    const { p, m, id, odds } = await placeSingle(1000);
    // Results written behind the module's back (as if the process died before the hook ran).
    await writeResults(db, m.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    expect((await betRow(id)).status).toBe('waiting_results');
    const restarted = await betsHarness(db);
    try {
      expect(await betRow(id)).toMatchObject({ status: 'done', result: 'win_entire' });
      expect(await balanceOf(db, p.id)).toBe(100_000 - 1000 + Math.floor(odds));
    } finally {
      await restarted.close();
    }
  });

  it('the ledger sums to every balance', async () => {
    const mismatches = await db.query(
      `SELECT a.id FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.player_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(mismatches.rows).toEqual([]);
  });
});
