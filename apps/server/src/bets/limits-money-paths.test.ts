import { describe, expect, it } from 'vitest';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  openAccount,
  expectError,
  inject,
  issueSimBonus,
  pricedOutcome,
  placeBet,
  sel,
  setDailyLimit,
  type BetsHarness,
  betsSuite,
} from './test-support';

interface WireBet {
  id: string;
  status: string;
  to_cashout: { value: number } | null;
}

/** The money limits against every way a bet's money moves after placement: edit, partial and automatic cashout. */
describe.each(testDbKinds())('money limits against edits and cashouts on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const setLimit = (playerId: number, type: 'wager' | 'loss', amount: number, currency = 'EUR') =>
    setDailyLimit(h, playerId, type, amount, currency);
  const place = (token: string, s: ReturnType<typeof sel>, stake: number) =>
    inject(h.app, 'POST', BETS_BASE, token, {
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [s] }],
    });
  async function movePrice(s: ReturnType<typeof sel>, milli: number) {
    const res = await inject(h.app, 'POST', '/api/sim/odds', null, { ...s, odds: milli / 1000 });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await h.bets.offers.settled();
  }
  async function offerOf(token: string, id: string): Promise<number> {
    const list = await inject(h.app, 'GET', BETS_BASE, token);
    return (list.json().data as WireBet[]).find((b) => b.id === id)!.to_cashout!.value;
  }
  /** A EUR 50 bet whose price drifted far (its offer a few euros), and the selection at the new price. */
  async function driftedBet(token: string) {
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await placeBet<WireBet>(h.app, token, [s], 5_000);
    await movePrice(s, Math.round(s.odds * 1000) * 10);
    const offer = await offerOf(token, bet.id);
    expect(offer).toBeGreaterThan(0);
    expect(offer).toBeLessThan(1_000);
    return { bet, offer, now: sel(h.catalogue, m.id, 1, '1') };
  }
  const edit = (token: string, betId: string, offer: number, s: ReturnType<typeof sel>, stake: number) =>
    inject(h.app, 'POST', `${BETS_BASE}/edit`, token, {
      bet_id: betId,
      to_cashout: offer,
      bet: { stake: { value: stake, currency: 'EUR' }, selections: [s] },
    });

  it('[RG5][CO9] an edited bet keeps its realised loss: a EUR 100 loss limit holds after an edit, and a second edit past it is refused', async () => {
    const p = await createPlayer(db, 100_000);
    await setLimit(p.id, 'loss', 10_000);
    const { bet, offer, now } = await driftedBet(p.token);
    const edited = await edit(p.token, bet.id, offer, now, 5_000);
    expect(edited.statusCode, edited.body).toBe(200);
    // Lost so far: 50 − the credit on the replaced bet, 50 open on the new one.
    const room = 10_000 - (5_000 - offer) - 5_000;
    const refused = expectError(await place(p.token, now, room + 1), 403, 'user_limit_reached');
    expect((refused.data as { details: { type: string; used: { value: number } } }).details).toMatchObject({
      type: 'loss',
      used: { value: 10_000 - room },
    });
    // The price drifts again: editing once more would realise another loss of 50 − its credit on top: refused
    // whole, the bet stays open and no money moves (repeated edits used to pass any limit).
    const newId = (edited.json() as { data: WireBet }).data.id;
    await movePrice(now, Math.round(now.odds * 1000) * 3);
    const later = { ...now, odds: (Math.round(now.odds * 1000) * 3) / 1000 };
    const balance = await balanceOf(db, p.id);
    const again = await edit(p.token, newId, await offerOf(p.token, newId), later, 5_000);
    expectError(again, 403, 'user_limit_reached');
    expect(await balanceOf(db, p.id)).toBe(balance);
    expect((await place(p.token, later, room)).statusCode).toBe(201);
  });

  it('[RG5][CO9] an edited bet keeps its stake: a EUR 100 wager limit is used up by a bet of 50 and its edit into 50', async () => {
    const p = await createPlayer(db, 100_000);
    await setLimit(p.id, 'wager', 10_000);
    const { bet, offer, now } = await driftedBet(p.token);
    expect((await edit(p.token, bet.id, offer, now, 5_000)).statusCode).toBe(200);
    const refused = expectError(await place(p.token, now, 100), 403, 'user_limit_reached');
    expect((refused.data as { details: { type: string } }).details.type).toBe('wager');
  });

  it('[RG5][CO7] a partial cashout gives back room under the loss limit exactly as much as it paid', async () => {
    const p = await createPlayer(db, 100_000);
    await setLimit(p.id, 'loss', 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await placeBet<WireBet>(h.app, p.token, [s], 10_000);
    expectError(await place(p.token, s, 1), 403, 'user_limit_reached');
    await movePrice(s, Math.round(s.odds * 1000) - 200);
    const offer = await offerOf(p.token, bet.id);
    const part = await inject(h.app, 'POST', `${BETS_BASE}/cashout`, p.token, {
      bet_id: bet.id,
      to_cashout: offer,
      amount: Math.floor(offer / 3),
    });
    expect(part.statusCode, part.body).toBe(200);
    const paid = (part.json().data as { partial_cashout: { amount: { value: number } } }).partial_cashout
      .amount.value;
    const now = sel(h.catalogue, m.id, 1, '1');
    expectError(await place(p.token, now, paid + 1), 403, 'user_limit_reached');
    expect((await place(p.token, now, paid)).statusCode).toBe(201);
  });

  it('[RG5][CO8] an automatic cashout gives back room under the loss limit as much as it paid, and no more', async () => {
    const p = await createPlayer(db, 100_000);
    await setLimit(p.id, 'loss', 10_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const bet = await placeBet<WireBet>(h.app, p.token, [s], 10_000);
    const target = (await offerOf(p.token, bet.id)) + 100;
    const set = await inject(h.app, 'POST', `${BETS_BASE}/auto-cashout`, p.token, { bet_id: bet.id, target });
    expect(set.statusCode, set.body).toBe(200);
    await movePrice(s, Math.round(s.odds * 1000) - 300);
    const list = (await inject(h.app, 'GET', BETS_BASE, p.token)).json().data as (WireBet & {
      win_amount: { value: number } | null;
    })[];
    const done = list.find((b) => b.id === bet.id)!;
    expect(done.status).toBe('cashed_out');
    const paid = done.win_amount!.value;
    expect(paid).toBeGreaterThanOrEqual(target);
    // Lost so far: 100 − paid (less than nothing when it paid more than the stake): the room is what it paid.
    const now = sel(h.catalogue, m.id, 1, '1');
    expectError(await place(p.token, now, paid + 1), 403, 'user_limit_reached');
    expect((await place(p.token, now, paid)).statusCode).toBe(201);
  });

  for (const type of ['wager', 'loss'] as const)
    it(`[RG5][BO9][BO10] a free bet refused by a ${type} limit spends nothing (the bonus stays unused and unfunded), and max stake answers 0 for it`, async () => {
      const p = await createPlayer(db, 100_000);
      await setLimit(p.id, type, 500);
      const fb = await issueSimBonus(h, p.id, { type: 'freebet_all_win', amount: 1_000 });
      const { m, o } = pricedOutcome(h.catalogue, next++, 1500, Infinity);
      const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
        bets: [
          {
            stake: { value: 1_000, currency: 'EUR' },
            selections: [sel(h.catalogue, m.id, 1, o.id)],
            bonus: { id: fb.id, type: fb.type },
          },
        ],
      });
      expectError(res, 403, 'user_limit_reached');
      const used = await db.query<{ times_used: number }>(
        'SELECT times_used FROM player_bonuses WHERE id = $1',
        [fb.id],
      );
      expect(used.rows[0]!.times_used).toBe(0);
      const funded = await db.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM ledger_transactions WHERE reason = 'bonus' AND reference = $1`,
        [`bonus:${fb.id}`],
      );
      expect(Number(funded.rows[0]!.n)).toBe(0);
      expect(await balanceOf(db, p.id)).toBe(100_000);
      const max = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, {
        bets: [
          {
            stake: { currency: 'EUR' },
            selections: [sel(h.catalogue, m.id, 1, o.id)],
            bonus: { id: fb.id, type: fb.type },
          },
        ],
      });
      expect(max.statusCode, max.body).toBe(200);
      expect(max.json()).toBe(0);
    });

  for (const type of ['wager', 'loss'] as const)
    it(`[RG5][VA19] max stake never promises a stake the ${type} limit refuses: it answers the room left, which places`, async () => {
      const p = await createPlayer(db, 100_000);
      await setLimit(p.id, type, 5_000);
      const m = bettableMatches(h.catalogue)[next++]!;
      const s = sel(h.catalogue, m.id, 1, '1');
      expect((await place(p.token, s, 1_200)).statusCode).toBe(201);
      const body = { bets: [{ stake: { currency: 'EUR' }, selections: [s] }] };
      const max = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, body);
      expect(max.statusCode, max.body).toBe(200);
      expect(max.json()).toBe(3_800);
      expect((await place(p.token, s, 3_800)).statusCode).toBe(201);
      const none = await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, body);
      expect(none.json()).toBe(0);
    });

  it('[RG8][VA19] max stake in USD under a EUR wager limit: the room converted rounded down, which places exactly', async () => {
    const p = await createPlayer(db, 100_000);
    await openAccount(db, p.id, 'USD', 100_000);
    await setLimit(p.id, 'wager', 5_000);
    const m = bettableMatches(h.catalogue)[next++]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    expect((await place(p.token, s, 1_200)).statusCode).toBe(201);
    const maxIn = async (currency: string) =>
      (
        await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, {
          bets: [{ stake: { currency }, selections: [s] }],
        })
      ).json() as number;
    // EUR 38 left is USD 41.3043…: USD 41.30, which counts as EUR 37.996, rounded up to EUR 38.00.
    expect(await maxIn('USD')).toBe(4_130);
    const usd = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 4_130, currency: 'USD' }, selections: [s] }],
    });
    expect(usd.statusCode, usd.body).toBe(201);
    expect(await maxIn('USD')).toBe(0);
    expect(await maxIn('EUR')).toBe(0);
  });
});
