import { describe, expect, it } from 'vitest';
import { editBetResponseSchema } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE } from '../catalogue/register';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

describe.each(testDbKinds())('edit bet on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  async function combo(token: string, stake = 1000) {
    const [m1, m2] = bettableMatches(h.catalogue).slice(next, next + 2);
    next += 2;
    const s1 = sel(h.catalogue, m1!.id, 1, '1');
    const s2 = sel(h.catalogue, m2!.id, 1, '1');
    const res = await inject(h.app, 'POST', BETS_BASE, token, {
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s1, s2] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const bet = res.json().data[0] as { id: string; to_cashout: { value: number } };
    return { bet, s1, s2 };
  }
  const edit = (token: string, body: Record<string, unknown>) =>
    inject(h.app, 'POST', `${BETS_BASE}/edit`, token, body);
  async function cashoutMoves(betId: string) {
    const res = await db.query<{ reason: string; amount: unknown }>(
      `SELECT t.reason, e.amount FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN accounts a ON a.id = e.account_id WHERE t.reference = $1 AND a.player_id IS NOT NULL ORDER BY t.id`,
      [`bet:${betId}`],
    );
    return res.rows.map((r) => ({ reason: r.reason, amount: Number(r.amount) }));
  }

  it('[CO9] removing a selection of a combo: priced before confirming, then one transaction cashes out and places', async () => {
    const p = await createPlayer(db, 10_000);
    const { bet, s1 } = await combo(p.token);
    expect(bet.to_cashout.value).toBe(950);
    const body = {
      bet_id: bet.id,
      to_cashout: 950,
      bet: { stake: { value: 1000, currency: 'EUR' }, selections: [s1] },
    };
    const preview = await edit(p.token, { ...body, dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const quote = editBetResponseSchema.parse(preview.json());
    expect(quote).toMatchObject({
      credit: { value: 950 },
      due: { value: 50 },
      new_stake: { value: 1000 },
      potential_win: { value: Math.floor(s1.odds * 1000) },
      data: null,
      replaced: null,
    });
    expect(await balanceOf(db, p.id)).toBe(9000);

    const res = await edit(p.token, body);
    expect(res.statusCode, res.body).toBe(200);
    const done = editBetResponseSchema.parse(res.json());
    expect(done.replaced).toMatchObject({ id: bet.id, status: 'cashed_out', win_amount: { value: 950 } });
    expect(done.data).toMatchObject({ type: 'single', status: 'waiting_results', stake: { value: 1000 } });
    expect(done.data!.selections).toHaveLength(1);
    expect(done.replaced!.replaced_by).toBe(done.data!.id);
    expect(await balanceOf(db, p.id)).toBe(10_000 - 1000 + 950 - 1000);
    expect(await cashoutMoves(bet.id)).toEqual([
      { reason: 'bet_stake', amount: -1000 },
      { reason: 'cashout', amount: 950 },
    ]);
    expect(await cashoutMoves(done.data!.id)).toEqual([{ reason: 'bet_stake', amount: -1000 }]);
    // A retry finds the old bet cashed out: nothing moves again.
    expectError(await edit(p.token, body), 409, 'cashout_unavailable');
    expect(await balanceOf(db, p.id)).toBe(8950);
  });

  it('[CO9] a lower stake pays the difference out; adding a selection works; stale offers are refused', async () => {
    const p = await createPlayer(db, 10_000);
    const { bet, s1, s2 } = await combo(p.token);
    const [m3] = bettableMatches(h.catalogue).slice(next, next + 1);
    next += 1;
    const s3 = sel(h.catalogue, m3!.id, 1, '1');
    expectError(
      await edit(p.token, {
        bet_id: bet.id,
        to_cashout: 949,
        bet: { stake: { value: 500, currency: 'EUR' }, selections: [s1, s2, s3] },
      }),
      409,
      'cashout_offer_changed',
    );
    const res = await edit(p.token, {
      bet_id: bet.id,
      to_cashout: 950,
      bet: { stake: { value: 500, currency: 'EUR' }, selections: [s1, s2, s3] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      due: { value: -450 },
      data: { type: 'combo', stake: { value: 500 } },
    });
    expect(await balanceOf(db, p.id)).toBe(10_000 - 1000 + 950 - 500);
  });

  it('[CO9] all or nothing: a new stake the balance cannot cover leaves the old bet open and the balance as it was', async () => {
    const p = await createPlayer(db, 1000);
    const { bet, s1 } = await combo(p.token);
    expect(await balanceOf(db, p.id)).toBe(0);
    const res = await edit(p.token, {
      bet_id: bet.id,
      to_cashout: 950,
      bet: { stake: { value: 951, currency: 'EUR' }, selections: [s1] },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await balanceOf(db, p.id)).toBe(0);
    const list = await inject(h.app, 'GET', BETS_BASE, p.token);
    expect(list.json().data[0]).toMatchObject({ id: bet.id, status: 'waiting_results' });
    expect(await cashoutMoves(bet.id)).toEqual([{ reason: 'bet_stake', amount: -1000 }]);
    // The whole offer rolled into the new bet fits exactly.
    const ok = await edit(p.token, {
      bet_id: bet.id,
      to_cashout: 950,
      bet: { stake: { value: 950, currency: 'EUR' }, selections: [s1] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(db, p.id)).toBe(0);
  });

  it('[CO9] another player’s bet is not found; bad bodies are 400', async () => {
    const p = await createPlayer(db, 10_000);
    const other = await createPlayer(db, 10_000);
    const { bet, s1 } = await combo(p.token);
    const body = {
      bet_id: bet.id,
      to_cashout: 950,
      bet: { stake: { value: 100, currency: 'EUR' }, selections: [s1] },
    };
    expectError(await edit(other.token, body), 404, 'bet_not_found');
    expectError(await edit(p.token, { ...body, to_cashout: -1 }), 400, 'validation_failed');
    expectError(
      await edit(p.token, { ...body, bet: { ...body.bet, selections: [] } }),
      400,
      'validation_failed',
    );
    expect(await balanceOf(db, p.id)).toBe(9000);
  });
});
