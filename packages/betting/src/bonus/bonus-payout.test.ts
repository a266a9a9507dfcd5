import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_CONFIG, engineConfig } from '../config';
import { oddsFromDecimal, oddsFromMilli, type Odds } from '../odds/odds';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import { settleBet } from '../settlement/settle-bet';
import type { SelectionResult } from '../settlement/selection-result';
import {
  bonusPotentialWin,
  bonusSettlementPayout,
  boostedComboWin,
  comboBoostOdds,
  freeBetKind,
  type FreeBetKind,
} from './bonus-payout';

const o = (d: string): Odds => oddsFromDecimal(d);
const arbOdds = fc.integer({ min: 1001, max: 40_000 }).map((m) => oddsFromMilli(m));

/** The oracle: prices as fractions p/q, compared by cross-multiplication, floored once at the end. */
interface Frac {
  p: bigint;
  q: bigint;
}
const frac = (p: bigint, q: bigint): Frac => ({ p, q });
const times = (a: Frac, b: Frac): Frac => frac(a.p * b.p, a.q * b.q);
const atMost = (a: Frac, cap: Frac): Frac => (a.p * cap.q > cap.p * a.q ? cap : a);
function oracleBoostedWin(stake: number, odds: readonly number[], bonus: number, maxOdds: number): number {
  const cap = frac(BigInt(maxOdds), 1000n);
  const total = odds.reduce<Frac>((t, x) => times(t, atMost(frac(BigInt(x), 1000n), cap)), frac(1n, 1n));
  const boosted = atMost(times(atMost(total, cap), frac(BigInt(bonus), 1000n)), cap);
  return Number((BigInt(stake) * boosted.p) / boosted.q);
}

describe('combo boost', () => {
  it('[BO1] the bonus odds of the first range holding the selection count', () => {
    const ranges = [
      { minCount: 3, maxCount: 4, bonusOdds: o('1.05') },
      { minCount: 5, maxCount: null, bonusOdds: o('1.1') },
    ];
    expect(comboBoostOdds(ranges, 2)).toBeNull();
    expect(comboBoostOdds(ranges, 3)).toBe(1050);
    expect(comboBoostOdds(ranges, 4)).toBe(1050);
    expect(comboBoostOdds(ranges, 12)).toBe(1100);
  });

  it('[BO2] boosted combo: stake × total × bonus, exact, floored once', () => {
    // 10.00 × (2 × 1.5 × 1.333 = 3.999) × 1.1 = 43.989 -> 4398
    expect(boostedComboWin(1000, [o('2'), o('1.5'), o('1.333')], o('1.1'))).toBe(4398);
  });

  it('[BO2] property: boosted win equals the fraction oracle, caps included', () => {
    const small = engineConfig({ maxOdds: oddsFromMilli(50_000) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(arbOdds, { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1001, max: 3000 }),
        fc.boolean(),
        (stake, odds, bonus, capped) => {
          const config = capped ? small : DEFAULT_ENGINE_CONFIG;
          const got = boostedComboWin(stake, odds, oddsFromMilli(bonus), config);
          expect(got).toBe(oracleBoostedWin(stake, odds, bonus, config.maxOdds));
          expect(got).toBeGreaterThanOrEqual(
            Math.min(potentialWin({ type: 'combo', stake, odds }, config).potentialWin, got),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('[BO2] a boost pays only when every leg won in full; a void leg pays the plain settlement', () => {
    const bet: PayoutBet = { type: 'combo', stake: 1000, odds: [o('2'), o('2'), o('2')] };
    const win: SelectionResult = { result: 1 };
    const voided: SelectionResult = { result: 0, voidFactor: 1 };
    const all = settleBet(bet, [win, win, win]);
    expect(bonusSettlementPayout(bet, { kind: 'comboboost', bonusOdds: o('1.1') }, all).payout).toBe(8800);
    const oneVoid = settleBet(bet, [win, win, voided]);
    expect(bonusSettlementPayout(bet, { kind: 'comboboost', bonusOdds: o('1.1') }, oneVoid).payout).toBe(
      4000,
    );
    expect(bonusPotentialWin(bet, { kind: 'comboboost', bonusOdds: o('1.1') })).toBe(8800);
  });
});

describe('free bets', () => {
  it('[BO3] the kind of each bonus type; plain freebet pays as all-win', () => {
    expect(freeBetKind('freebet')).toBe('all_win');
    expect(freeBetKind('freebet_all_win')).toBe('all_win');
    expect(freeBetKind('freebet_only_win')).toBe('only_win');
    expect(freeBetKind('freebet_no_risk')).toBe('no_risk');
    expect(freeBetKind('comboboost')).toBeNull();
  });

  /** The oracle of each kind, written from the rule's words. */
  function oracle(kind: FreeBetKind, stake: number, cashPayout: number, result: string): number {
    const refunded = result === 'refund_entire' || result === 'canceled';
    if (kind === 'only_win') return refunded ? 0 : Math.max(cashPayout - stake, 0);
    if (kind === 'all_win') return refunded ? 0 : cashPayout;
    // BO5: whatever does not win at least the stake back returns the stake.
    return Math.max(cashPayout, stake);
  }

  const arbResult = fc.oneof(
    fc.constant<SelectionResult>({ result: 1 }),
    fc.constant<SelectionResult>({ result: 0 }),
    fc.constant<SelectionResult>({ result: 0, voidFactor: 1 }),
    fc.constant<SelectionResult>({ result: 1, voidFactor: 0.5 }),
    fc.constant<SelectionResult>({ result: 0, voidFactor: 0.5 }),
  );

  it('[BO3][BO4][BO5][BO6] property: free-bet payouts by kind equal the oracle', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<FreeBetKind>('only_win', 'all_win', 'no_risk'),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.tuple(arbOdds, arbResult), { minLength: 1, maxLength: 6 }),
        (kind, stake, legs) => {
          const bet: PayoutBet = {
            type: legs.length === 1 ? 'single' : 'combo',
            stake,
            odds: legs.map(([x]) => x),
          };
          const settled = settleBet(
            bet,
            legs.map(([, r]) => r),
          );
          const got = bonusSettlementPayout(bet, { kind }, settled);
          expect(got.payout).toBe(oracle(kind, stake, settled.payout ?? 0, settled.result));
          expect(got.restoreFreeBet).toBe(
            kind !== 'no_risk' && (settled.result === 'refund_entire' || settled.result === 'canceled'),
          );
          // Never more than the potential win the bet was placed with.
          expect(got.payout).toBeLessThanOrEqual(
            Math.max(bonusPotentialWin(bet, { kind }), kind === 'no_risk' ? stake : 0),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('[BO3] only-win: 10.00 at 2.50 pays 15.00, the profit (§5 "stake equals profit")', () => {
    const bet: PayoutBet = { type: 'single', stake: 1000, odds: [o('2.5')] };
    expect(bonusPotentialWin(bet, { kind: 'only_win' })).toBe(1500);
    expect(bonusSettlementPayout(bet, { kind: 'only_win' }, settleBet(bet, [{ result: 1 }])).payout).toBe(
      1500,
    );
  });

  it('[BO4] all-win: 10.00 at 2.50 pays 25.00; a loss pays nothing', () => {
    const bet: PayoutBet = { type: 'single', stake: 1000, odds: [o('2.5')] };
    expect(bonusPotentialWin(bet, { kind: 'all_win' })).toBe(2500);
    expect(bonusSettlementPayout(bet, { kind: 'all_win' }, settleBet(bet, [{ result: 1 }])).payout).toBe(
      2500,
    );
    expect(bonusSettlementPayout(bet, { kind: 'all_win' }, settleBet(bet, [{ result: 0 }])).payout).toBe(0);
  });

  it('[BO5] no-risk: a loss gives the stake back', () => {
    const bet: PayoutBet = { type: 'single', stake: 1000, odds: [o('2.5')] };
    expect(bonusSettlementPayout(bet, { kind: 'no_risk' }, settleBet(bet, [{ result: 0 }])).payout).toBe(
      1000,
    );
  });

  it('[BO5] no-risk: a half loss (Asian handicap -0.25, draw) gives the whole stake back, never half', () => {
    const bet: PayoutBet = { type: 'single', stake: 1000, odds: [o('1.9')] };
    const halfLost = settleBet(bet, [{ result: 0, voidFactor: 0.5 }]);
    expect(halfLost.payout).toBe(500);
    expect(bonusSettlementPayout(bet, { kind: 'no_risk' }, halfLost).payout).toBe(1000);
    // A combo whose half-lost leg brings the return below the stake: the stake again.
    const combo: PayoutBet = { type: 'combo', stake: 1000, odds: [o('1.5'), o('1.2')] };
    const comboHalfLost = settleBet(combo, [{ result: 1 }, { result: 0, voidFactor: 0.5 }]);
    expect(comboHalfLost.payout).toBe(750);
    expect(bonusSettlementPayout(combo, { kind: 'no_risk' }, comboHalfLost).payout).toBe(1000);
    // A half win is a win: it pays as a cash bet.
    const halfWon = settleBet(bet, [{ result: 1, voidFactor: 0.5 }]);
    expect(bonusSettlementPayout(bet, { kind: 'no_risk' }, halfWon).payout).toBe(halfWon.payout);
  });
});
