import { describe, expect, it } from 'vitest';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  pricedOutcome,
  issueSimBonus,
  marketOf,
  sel,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';

const BONUSES = `${SPORTSBOOK_BASE}/bonuses`;

describe.each(testDbKinds())('max stake and edit bet with a bonus on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const simIssue = (playerId: number, body: Record<string, unknown>) => issueSimBonus(h, playerId, body);
  const redeem = async (token: string, code: string) =>
    (await inject(h.app, 'POST', `${BONUSES}/promo-code`, token, { code })).json().data as {
      id: string;
      type: string;
    };
  /** A fresh match's 1x2 outcome priced between `min` and 6.00, at its current price. */
  function pick(min = 1500) {
    const { s, next: after } = pricedOutcome(h.catalogue, next, min);
    next = after;
    return s;
  }
  const maxStake = (token: string, bet: Record<string, unknown>) =>
    inject(h.app, 'POST', `${BETS_BASE}/max-stake`, token, {
      bets: [{ stake: { currency: 'EUR' }, ...bet }],
    });
  const place = (token: string, bet: Record<string, unknown>) =>
    inject(h.app, 'POST', BETS_BASE, token, { bets: [bet] });
  const betCount = async (playerId: number) =>
    (await db.query('SELECT 1 FROM bets WHERE player_id = $1', [playerId])).rows.length;

  it('[BO10] a free bet fixes the stake: max stake answers its amount, whatever the balance', async () => {
    const p = await createPlayer(db, 0);
    const fb = await redeem(p.token, 'WELCOME10');
    const s = pick();
    const res = await maxStake(p.token, { selections: [s], bonus: { id: fb.id, type: fb.type } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(1000);
    // Placement accepts exactly that stake with it.
    const placed = await place(p.token, {
      stake: { value: 1000, currency: 'EUR' },
      selections: [s],
      bonus: { id: fb.id, type: fb.type },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // Spent now: max stake refuses it as placement does.
    expectError(
      await maxStake(p.token, { selections: [pick()], bonus: { id: fb.id, type: fb.type } }),
      422,
      'bonus_not_available',
    );
  });

  it('[BO10] max stake checks the bonus as placement does: unknown, mismatched, ineligible', async () => {
    const p = await createPlayer(db, 10_000);
    const fb = await redeem(p.token, 'WELCOME10');
    const s = pick();
    expectError(
      await maxStake(p.token, { selections: [s], bonus: { id: '99999999', type: 'freebet_all_win' } }),
      422,
      'bonus_not_found',
    );
    expectError(
      await maxStake(p.token, { selections: [s], bonus: { id: fb.id, type: 'freebet_only_win' } }),
      422,
      'bonus_mismatch',
    );
    // WELCOME10 needs odds of 1.50 or more.
    const low = bettableMatches(h.catalogue)
      .slice(next)
      .flatMap((m) => marketOf(h.catalogue, m.id, 1).outcomes.map((o) => ({ m, o })))
      .find(({ o }) => o.odds < 1500);
    if (low) {
      const body = expectError(
        await maxStake(p.token, {
          selections: [sel(h.catalogue, low.m.id, 1, low.o.id)],
          bonus: { id: fb.id, type: fb.type },
        }),
        422,
        'bonus_not_eligible',
      );
      expect(body.data?.details).toEqual([expect.objectContaining({ reason: 'min_odds' })]);
    }
    // A free bet in another currency than the bet's.
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/max-stake`, p.token, {
        bets: [{ stake: { currency: 'USD' }, selections: [s], bonus: { id: fb.id, type: fb.type } }],
      }),
      422,
    );
  });

  it('[BO10][BO5] a no-risk free bet is staked in cash: its amount when the balance holds it, else 0', async () => {
    const p = await createPlayer(db, 1_000);
    const noRisk = await simIssue(p.id, { type: 'freebet_no_risk', amount: 2_000 });
    const s = pick();
    const bonus = { id: noRisk.id, type: noRisk.type };
    expect((await maxStake(p.token, { selections: [s], bonus })).json()).toBe(0);
    const rich = await createPlayer(db, 5_000);
    const own = await simIssue(rich.id, { type: 'freebet_no_risk', amount: 2_000 });
    const res = await maxStake(rich.token, { selections: [s], bonus: { id: own.id, type: own.type } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(2_000);
  });

  it('[BO10][BO2] a combo boost: the payout limit weighs the boosted win, in max stake and placement alike', async () => {
    const p = await createPlayer(db, 100_000_000);
    const boost = await redeem(p.token, 'COMBO3');
    // 4.50³ = 91.125: the payout limit (100,000.00 EUR of profit) binds below the EUR max stake (5,000.00).
    const legs = bettableMatches(h.catalogue)
      .slice(next, next + 3)
      .map((m) => ({ ...sel(h.catalogue, m.id, 1, '2'), odds: 4.5 }));
    next += 3;
    for (const leg of legs) await inject(h.app, 'POST', '/api/sim/odds', null, leg);
    const bonus = { id: boost.id, type: 'comboboost', odds: 1.05 };
    const plainRes = await maxStake(p.token, { selections: legs });
    expect(plainRes.statusCode, plainRes.body).toBe(200);
    const boostedRes = await maxStake(p.token, { selections: legs, bonus });
    expect(boostedRes.statusCode, boostedRes.body).toBe(200);
    const plain = plainRes.json() as number;
    const boosted = boostedRes.json() as number;
    expect(plain).toBeLessThan(500_000);
    expect(boosted).toBeLessThan(plain);
    // Oracle: the largest stake whose boosted profit stays within 10,000,000.
    const profit = (stake: number) => Number((BigInt(stake) * 4500n ** 3n * 1050n) / 1000n ** 4n) - stake;
    expect(profit(boosted)).toBeLessThanOrEqual(10_000_000);
    expect(profit(boosted + 1)).toBeGreaterThan(10_000_000);
    const combo = (value: number) => ({ stake: { value, currency: 'EUR' }, selections: legs, bonus });
    // The plain max stake with the boost would pay past the limit: placement refuses it too.
    const over = expectError(await place(p.token, combo(boosted + 1)), 422, 'bet_rejected');
    expect(JSON.stringify(over.data?.details)).toContain('max_payout');
    expect(await betCount(p.id)).toBe(0);
    const ok = await place(p.token, combo(boosted));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data[0].bonus).toMatchObject({ type: 'comboboost', odds: 1.05 });
  });

  it('[BO11] a bet placed with a free bet or a boost cannot be edited: bonus_bet_not_editable, nothing moves', async () => {
    const p = await createPlayer(db, 10_000);
    const fb = await redeem(p.token, 'WELCOME10');
    const s = pick();
    const placed = await place(p.token, {
      stake: { value: 1000, currency: 'EUR' },
      selections: [s],
      bonus: { id: fb.id, type: fb.type },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const betId = placed.json().data[0].id as string;
    const other = pick();
    for (const dry_run of [true, false]) {
      const body = expectError(
        await inject(h.app, 'POST', `${BETS_BASE}/edit`, p.token, {
          bet_id: betId,
          to_cashout: 0,
          bet: { stake: { value: 1000, currency: 'EUR' }, selections: [s, other] },
          dry_run,
        }),
        409,
        'bonus_bet_not_editable',
      );
      expect(body.data?.details).toMatchObject({ bet_id: betId, bonus_type: 'freebet_all_win' });
    }
    const boost = await redeem(p.token, 'COMBO3');
    const legs = [pick(1200), pick(1200), pick(1200)];
    const boosted = await place(p.token, {
      stake: { value: 500, currency: 'EUR' },
      selections: legs,
      bonus: { id: boost.id, type: 'comboboost', odds: 1.05 },
    });
    expect(boosted.statusCode, boosted.body).toBe(201);
    expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/edit`, p.token, {
        bet_id: boosted.json().data[0].id,
        to_cashout: 0,
        bet: { stake: { value: 500, currency: 'EUR' }, selections: legs.slice(0, 2) },
        dry_run: true,
      }),
      409,
      'bonus_bet_not_editable',
    );
    const rows = await db.query<{ status: string }>('SELECT status FROM bets WHERE player_id = $1', [p.id]);
    expect(rows.rows.map((r) => r.status)).toEqual(['waiting_results', 'waiting_results']);
    expect(await balanceOf(db, p.id)).toBe(10_000 - 500);
  });

  it('[BO11] an edit whose new bet names a bonus is refused: a cash bet does not become a bonus bet', async () => {
    const p = await createPlayer(db, 10_000);
    const fb = await redeem(p.token, 'WELCOME10');
    const s = pick();
    const cash = await place(p.token, { stake: { value: 1000, currency: 'EUR' }, selections: [s] });
    expect(cash.statusCode, cash.body).toBe(201);
    const bet = cash.json().data[0] as { id: string; to_cashout: { value: number } };
    const body = expectError(
      await inject(h.app, 'POST', `${BETS_BASE}/edit`, p.token, {
        bet_id: bet.id,
        to_cashout: bet.to_cashout.value,
        bet: {
          stake: { value: 1000, currency: 'EUR' },
          selections: [s],
          bonus: { id: fb.id, type: fb.type },
        },
        dry_run: true,
      }),
      409,
      'bonus_bet_not_editable',
    );
    expect(body.data?.details).toMatchObject({ field: 'bet.bonus' });
    expect(await balanceOf(db, p.id)).toBe(9_000);
  });
});
