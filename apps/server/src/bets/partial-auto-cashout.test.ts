import { describe, expect, it } from 'vitest';
import { betChangedEventSchema } from '@slipstream/contract';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import { fireAutoCashout } from './auto-cashout';
import { settleMatchBets } from './settlement';
import {
  balanceOf,
  bettableMatches,
  placeBet,
  createPlayer,
  expectError,
  inject,
  pricedOutcome,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from './test-support';

interface WireBet {
  id: string;
  status: string;
  stake: { value: number };
  to_cashout: { value: number } | null;
  potential_win_amount: { value: number };
  win_amount: { value: number } | null;
  partial_cashout?: { amount: { value: number }; stake: { value: number } } | null;
  auto_cashout_target?: { value: number } | null;
  auto_cashed_out?: boolean;
}

describe.each(testDbKinds())('partial and automatic cashout on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const place = (token: string, selections: ReturnType<typeof sel>[], stake = 1000) =>
    placeBet<WireBet>(h.app, token, selections, stake);
  async function movePrice(s: ReturnType<typeof sel>, milli: number) {
    const res = await inject(h.app, 'POST', '/api/sim/odds', null, { ...s, odds: milli / 1000 });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await h.bets.offers.settled();
  }
  async function openBet(token: string, id: string): Promise<WireBet> {
    const list = await inject(h.app, 'GET', BETS_BASE, token);
    return (list.json().data as WireBet[]).find((b) => b.id === id)!;
  }
  /** The player's ledger: the account balance equals the sum of its entries, and the bet's credits. */
  async function ledgerOf(playerId: number, betId: string) {
    const sum = await db.query<{ total: unknown }>(
      `SELECT COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.player_id = $1`,
      [playerId],
    );
    const credits = await db.query<{ reason: string; key: string; amount: unknown }>(
      `SELECT t.reason, t.idempotency_key AS key, e.amount FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
        WHERE t.reference = $1 AND a.player_id = $2 ORDER BY t.id`,
      [`bet:${betId}`, playerId],
    );
    return {
      total: Number(sum.rows[0]!.total),
      moves: credits.rows.map((r) => ({ reason: r.reason, key: r.key, amount: Number(r.amount) })),
    };
  }

  it('[CO7] cashing out half keeps the rest of the stake on the bet; paid + the new offer = the old offer', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await place(p.token, [s]);
    const accepted = Math.round(s.odds * 1000);
    await movePrice(s, accepted - 300);
    const before = await openBet(p.token, bet.id);
    const offer = before.to_cashout!.value;
    expect(offer).toBeGreaterThan(950);
    const half = Math.floor(offer / 2);
    // A stale offer is refused before anything is split.
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
        bet_id: bet.id,
        to_cashout: offer + 1,
        amount: half,
      }),
      409,
      'cashout_offer_changed',
    );
    const res = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: offer,
      amount: half,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as WireBet;
    const paid = after.partial_cashout!.amount.value;
    expect(after.status).toBe('waiting_results');
    expect(after.stake.value + after.partial_cashout!.stake.value).toBe(1000);
    expect(after.stake.value).toBe(500);
    expect(paid + after.to_cashout!.value).toBe(offer);
    expect(Math.abs(paid - half)).toBeLessThanOrEqual(Math.ceil(offer / 1000) + 1);
    // Original odds: the remaining potential win is the remaining stake × the accepted price.
    expect(after.potential_win_amount.value).toBe(Math.floor((500 * accepted) / 1000));
    expect(await balanceOf(db, p.id)).toBe(9000 + paid);
    // The list and the push agree with the answer.
    expect(await openBet(p.token, bet.id)).toEqual(after);
    const pushed = h.published
      .filter((x) => x.channel === `$user:en:${p.id}` && x.publication.event === 'bet_changed')
      .map((x) => betChangedEventSchema.parse(x.publication).data);
    expect(pushed.at(-1)).toEqual(after);
    // A retry of the same request meets a changed offer and moves nothing.
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
        bet_id: bet.id,
        to_cashout: offer,
        amount: half,
      }),
      409,
      'cashout_offer_changed',
    );
    expect(await balanceOf(db, p.id)).toBe(9000 + paid);
  });

  it('[CO7] amounts outside the range are refused with the range; nothing moves', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const bet = await place(p.token, [sel(h.catalogue, m.id, 1, '1')]);
    const offer = bet.to_cashout!.value;
    const tooMuch = expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
        bet_id: bet.id,
        to_cashout: offer,
        amount: offer + 1,
      }),
      422,
      'cashout_amount_out_of_range',
    );
    expect(tooMuch.data?.details).toMatchObject({ min: { value: 1 }, max: { value: offer - 1 } });
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
        bet_id: bet.id,
        to_cashout: offer,
        amount: 0,
      }),
      400,
      'validation_failed',
    );
    expect(await balanceOf(db, p.id)).toBe(9000);
    // amount = the whole offer is the ordinary cashout.
    const full = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: offer,
      amount: offer,
    });
    expect(full.json().data).toMatchObject({ status: 'cashed_out', win_amount: { value: offer } });
  });

  it('[CO7][SE1] a partly cashed-out bet settles its remaining stake at the original odds; the ledger adds up', async () => {
    const p = await createPlayer(db, 10_000);
    const [m1, m2] = bettableMatches(h.catalogue).slice(next, next + 2);
    next += 2;
    const s1 = sel(h.catalogue, m1!.id, 1, '1');
    const s2 = sel(h.catalogue, m2!.id, 1, '1');
    const won = await place(p.token, [s1], 2000);
    const lost = await place(p.token, [s2], 1000);
    const cash = async (b: WireBet, amount: number) => {
      const res = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
        bet_id: b.id,
        to_cashout: b.to_cashout!.value,
        amount,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as WireBet;
    };
    const w1 = await cash(won, 500);
    const w2 = await cash(w1, 300); // a second partial cashout of the same bet
    const l1 = await cash(lost, 400);
    const paid = w2.partial_cashout!.amount.value + l1.partial_cashout!.amount.value;
    expect(w2.partial_cashout!.amount.value).toBe(
      w1.partial_cashout!.amount.value + (w1.to_cashout!.value - w2.to_cashout!.value),
    );
    await writeResults(db, m1!.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    await writeResults(db, m2!.id, [{ marketId: 1, outcomeId: '1', result: 0 }]);
    await settleMatchBets(h.bets.deps, h.bets.offers, m1!.id);
    await settleMatchBets(h.bets.deps, h.bets.offers, m2!.id);
    const settledWon = await openBet(p.token, won.id);
    const payout = Math.floor((w2.stake.value * Math.round(s1.odds * 1000)) / 1000);
    expect(settledWon).toMatchObject({ status: 'done', result: 'win_entire', win_amount: { value: payout } });
    expect(await openBet(p.token, lost.id)).toMatchObject({ status: 'done', win_amount: { value: 0 } });
    expect(await balanceOf(db, p.id)).toBe(10_000 - 3000 + paid + payout);
    const ledger = await ledgerOf(p.id, won.id);
    expect(ledger.total).toBe(await balanceOf(db, p.id));
    expect(ledger.moves).toEqual([
      { reason: 'bet_stake', key: `bet_stake:${won.id}`, amount: -2000 },
      { reason: 'cashout', key: `bet_cashout_part:${won.id}:1`, amount: w1.partial_cashout!.amount.value },
      {
        reason: 'cashout',
        key: `bet_cashout_part:${won.id}:2`,
        amount: w2.partial_cashout!.amount.value - w1.partial_cashout!.amount.value,
      },
      { reason: 'bet_payout', key: `bet_settle:${won.id}`, amount: payout },
    ]);
    // What the ledger debited at placement is always the remaining stake plus the stake sold.
    const row = await db.query<{ total_stake: unknown; cashed_out_stake: unknown }>(
      'SELECT total_stake, cashed_out_stake FROM bets WHERE id = $1',
      [won.id],
    );
    expect(Number(row.rows[0]!.total_stake) + Number(row.rows[0]!.cashed_out_stake)).toBe(2000);
  });

  it('[CO8] an automatic target fires once when a pushed offer reaches it; the player is told', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await place(p.token, [s]);
    const offer = bet.to_cashout!.value;
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, { bet_id: bet.id, target: offer }),
      422,
      'auto_cashout_target_reached',
    );
    const other = await createPlayer(db, 0);
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, other.token, { bet_id: bet.id, target: 5000 }),
      404,
      'bet_not_found',
    );
    const target = offer + 100;
    const set = await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, {
      bet_id: bet.id,
      target,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.auto_cashout_target).toMatchObject({ value: target });
    const accepted = Math.round(s.odds * 1000);
    // A move that does not reach the target does nothing.
    await movePrice(s, accepted - 10);
    expect(await openBet(p.token, bet.id)).toMatchObject({ status: 'waiting_results' });
    await movePrice(s, accepted - 400);
    const done = await openBet(p.token, bet.id);
    expect(done).toMatchObject({ status: 'cashed_out', auto_cashed_out: true, auto_cashout_target: null });
    expect(done.win_amount!.value).toBeGreaterThanOrEqual(target);
    expect(await balanceOf(db, p.id)).toBe(9000 + done.win_amount!.value);
    const pushed = h.published
      .filter((x) => x.channel === `$user:en:${p.id}` && x.publication.event === 'bet_changed')
      .map((x) => betChangedEventSchema.parse(x.publication).data);
    expect(pushed.at(-1)).toMatchObject({ id: bet.id, status: 'cashed_out', auto_cashed_out: true });
    // Cleared with null on an open bet; refused on a settled one.
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, { bet_id: bet.id, target: null }),
      409,
      'cashout_unavailable',
    );
  });

  it('[CO8][BO11] a bet on a bonus takes no automatic cashout target, as it takes no manual or partial cashout', async () => {
    const p = await createPlayer(db, 3_000);
    const redeemed = await inject(h.app, 'POST', `${SPORTSBOOK_BASE}/bonuses/promo-code`, p.token, {
      code: 'WELCOME10',
    });
    expect(redeemed.statusCode, redeemed.body).toBeLessThan(300);
    const bonus = redeemed.json().data as { id: string; type: string };
    const { m, o } = pricedOutcome(h.catalogue, next++, 1500, Infinity);
    const placed = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [
        {
          stake: { value: 1000, currency: 'EUR' },
          selections: [sel(h.catalogue, m.id, 1, o.id)],
          bonus: { id: bonus.id, type: bonus.type },
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const bet = placed.json().data[0] as WireBet;
    expect(bet.to_cashout).toBeNull();
    const post = (path: string, body: object) => inject(h.app, 'POST', `${BETS_BASE}/${path}`, p.token, body);
    expectError(await post('cashout', { bet_id: bet.id, to_cashout: 500 }), 409, 'cashout_unavailable');
    expectError(
      await post('cashout', { bet_id: bet.id, to_cashout: 500, amount: 100 }),
      409,
      'cashout_unavailable',
    );
    expectError(await post('auto-cashout', { bet_id: bet.id, target: 500 }), 409, 'cashout_unavailable');
    expect(await openBet(p.token, bet.id)).toMatchObject({
      status: 'waiting_results',
      auto_cashout_target: null,
    });
    const stored = await db.query<{ t: unknown }>('SELECT auto_cashout_target AS t FROM bets WHERE id = $1', [
      bet.id,
    ]);
    expect(stored.rows[0]!.t).toBeNull();
  });

  it('[CO8] 50 concurrent offers crossing the target (price moves and instances firing) cash out once', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await place(p.token, [s]);
    const target = bet.to_cashout!.value + 50;
    const set = await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, { bet_id: bet.id, target });
    expect(set.statusCode, set.body).toBe(200);
    const accepted = Math.round(s.odds * 1000);
    // 25 price moves that each cross the target, raced with 25 other "instances" firing on their pushed offer.
    await Promise.all([
      ...Array.from({ length: 25 }, (_, i) =>
        inject(h.app, 'POST', '/api/sim/odds', null, { ...s, odds: (accepted - 300 - i) / 1000 }),
      ),
      ...Array.from({ length: 25 }, () => fireAutoCashout(h.bets.deps, h.bets.offers, Number(bet.id))),
    ]);
    await h.bets.offers.settled();
    const done = await openBet(p.token, bet.id);
    expect(done).toMatchObject({ status: 'cashed_out', auto_cashed_out: true });
    const ledger = await ledgerOf(p.id, bet.id);
    expect(ledger.moves.filter((x) => x.reason === 'cashout')).toEqual([
      { reason: 'cashout', key: `bet_cashout:${bet.id}`, amount: done.win_amount!.value },
    ]);
    expect(await balanceOf(db, p.id)).toBe(9000 + done.win_amount!.value);
    // Later offers and late instances find nothing to do.
    expect(await fireAutoCashout(h.bets.deps, h.bets.offers, Number(bet.id))).toBeNull();
  });

  it('[CO8] a settled leg that lifts the offer to the target fires it too (no price change needed)', async () => {
    const p = await createPlayer(db, 10_000);
    const [m1, m2] = bettableMatches(h.catalogue).slice(next, next + 2);
    next += 2;
    const s1 = sel(h.catalogue, m1!.id, 1, '1');
    const s2 = sel(h.catalogue, m2!.id, 1, '1');
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 1000, currency: 'EUR' }, selections: [s1, s2] }],
    });
    const bet = res.json().data[0] as WireBet;
    const target = bet.to_cashout!.value + 100;
    await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, { bet_id: bet.id, target });
    await writeResults(db, m1!.id, [{ marketId: 1, outcomeId: '1', result: 1 }]);
    await settleMatchBets(h.bets.deps, h.bets.offers, m1!.id);
    await h.bets.offers.settled();
    const done = await openBet(p.token, bet.id);
    expect(done).toMatchObject({ status: 'cashed_out', auto_cashed_out: true });
    // Leg 1 won at its price: fair = 10.00 × s1, less the margin.
    expect(done.win_amount!.value).toBe(Math.floor((Math.round(s1.odds * 1000) * 1000 * 9500) / 10_000_000));
    expect(await balanceOf(db, p.id)).toBe(9000 + done.win_amount!.value);
  });

  it('[CO8] a stale cached offer never fires: the offer is recomputed at the current price under the lock', async () => {
    const p = await createPlayer(db, 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await place(p.token, [s]);
    const target = bet.to_cashout!.value + 50;
    await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, { bet_id: bet.id, target });
    // Another instance believes the offer reached the target, but the price has not moved.
    expect(await fireAutoCashout(h.bets.deps, h.bets.offers, Number(bet.id))).toBeNull();
    expect(await openBet(p.token, bet.id)).toMatchObject({ status: 'waiting_results' });
    expect(await balanceOf(db, p.id)).toBe(9000);
  });
});
