import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceSystemPrice } from '../../bench/brute-force-system';
import { floor, mul, rational, type Rational } from '../money/rational';
import { oddsFromDecimal, oddsFromMilli, type Odds } from '../odds/odds';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import { BET_RESULTS } from './bet-result';
import { legOutcome } from './leg-outcome';
import type { SelectionResult } from './selection-result';
import { settleBet } from './settle-bet';

const o = (d: string): Odds => oddsFromDecimal(d);
const WIN: SelectionResult = { result: 1 };
const LOSE: SelectionResult = { result: 0 };
const VOID: SelectionResult = { result: 0, voidFactor: 1 };
const HALF_WIN: SelectionResult = { result: 1, voidFactor: 0.5 };
const HALF_LOSE: SelectionResult = { result: 0, voidFactor: 0.5 };
const CANCEL: SelectionResult = { cancelled: true };
const single = (odds: string, stake = 10_000): PayoutBet => ({ type: 'single', stake, odds: [o(odds)] });
const system23: PayoutBet = {
  type: 'system',
  stake: 20_000,
  odds: [o('1.9'), o('2.0'), o('2.5')],
  system: { winCount: 2, totalCount: 3 },
};

describe('settleBet', () => {
  it('[SE2] Asian handicap -0.25 on a draw is a half-lose: half the stake comes back', () => {
    // AH -0.25 = half on 0 (draw: void) and half on -0.5 (draw: lost); UOF sends result 0, void_factor 0.5.
    const s = settleBet(single('1.95', 10_000), [{ result: 0, voidFactor: 0.5 }]);
    expect(s).toMatchObject({ result: 'refund_half_lose_other', payout: 5000, totalStake: 10_000 });
  });

  it('[SE3] every result kind of §3 comes out of settlement (cashed_out is set by cashout)', () => {
    const seen = new Set<string>();
    const check = (
      bet: PayoutBet,
      results: (SelectionResult | null)[],
      result: string,
      payout: number | null,
    ): void => {
      const s = settleBet(bet, results);
      expect(s.result).toBe(result);
      expect(s.payout).toBe(payout);
      seen.add(s.result);
    };
    check(single('1.95'), [null], 'no_results', null);
    check(single('1.95'), [CANCEL], 'canceled', 10_000);
    check(single('1.95'), [WIN], 'win_entire', 19_500);
    check(single('1.95'), [LOSE], 'lose_entire', 0);
    check(single('1.95'), [VOID], 'refund_entire', 10_000);
    check(single('1.95'), [HALF_WIN], 'refund_half_win_other', 14_750);
    check(single('1.95'), [HALF_LOSE], 'refund_half_lose_other', 5000);
    expect([...seen].sort()).toEqual(BET_RESULTS.filter((r) => r !== 'cashed_out').sort());
  });

  it('[SE4] combo multiplies the legs: void counts 1, half results their factor, one loss decides at once', () => {
    const combo: PayoutBet = { type: 'combo', stake: 1000, odds: [o('2'), o('1.5'), o('3')] };
    expect(settleBet(combo, [WIN, WIN, WIN])).toMatchObject({ result: 'win_entire', payout: 9000 });
    expect(settleBet(combo, [WIN, VOID, WIN])).toMatchObject({ result: 'win_entire', payout: 6000 });
    // 2 × 1.25 × 0.5 = 1.25
    expect(settleBet(combo, [WIN, HALF_WIN, HALF_LOSE])).toMatchObject({
      result: 'refund_half_lose_other',
      payout: 1250,
    });
    expect(settleBet(combo, [VOID, CANCEL, VOID])).toMatchObject({ result: 'refund_entire', payout: 1000 });
    expect(settleBet(combo, [CANCEL, CANCEL, CANCEL])).toMatchObject({ result: 'canceled', payout: 1000 });
    expect(settleBet(combo, [null, LOSE, null])).toMatchObject({ result: 'lose_entire', payout: 0 });
    expect(settleBet(combo, [null, WIN, WIN])).toMatchObject({ result: 'no_results', payout: null });
    const dh = settleBet(combo, [{ result: 1, deadHeatFactor: '0.333333' }, WIN, WIN]);
    // 1000 × 2 × 0.333333 × 1.5 × 3 = 2999.997 -> 2999
    expect(dh).toMatchObject({ result: 'win_entire', payout: 2999 });
  });

  it('[SE5] system with partial results: each line pays the product of its legs', () => {
    expect(settleBet(system23, [WIN, WIN, WIN])).toMatchObject({ result: 'win_entire', payout: 271_000 });
    // Only the line 1.9 × 2.0 survives: 200.00 × 3.8 = 760.00.
    expect(settleBet(system23, [WIN, WIN, LOSE])).toMatchObject({ result: 'win_entire', payout: 76_000 });
    // Leg 2 void: 1.9×1 + 1.9×2.5 + 1×2.5 = 9.15 per line-stake -> 1,830.00
    expect(settleBet(system23, [WIN, VOID, WIN])).toMatchObject({ result: 'win_entire', payout: 183_000 });
    // Leg 3 half-lost (0.5): 1.9×2 + 1.9×0.5 + 2×0.5 = 5.75 -> 1,150.00
    expect(settleBet(system23, [WIN, WIN, HALF_LOSE])).toMatchObject({
      result: 'refund_half_lose_other',
      payout: 115_000,
    });
    expect(settleBet(system23, [LOSE, WIN, LOSE])).toMatchObject({ result: 'lose_entire', payout: 0 });
    expect(settleBet(system23, [LOSE, null, LOSE])).toMatchObject({ result: 'lose_entire', payout: 0 });
    expect(settleBet(system23, [LOSE, null, WIN])).toMatchObject({ result: 'no_results', payout: null });
    expect(settleBet(system23, [VOID, VOID, VOID])).toMatchObject({
      result: 'refund_entire',
      payout: 60_000,
    });
  });

  it('[SE5] system settlement equals line-by-line enumeration for random mixed results (n ≤ 7)', () => {
    const arbResult = fc.constantFrom<SelectionResult>(
      WIN,
      LOSE,
      VOID,
      HALF_WIN,
      HALF_LOSE,
      CANCEL,
      { result: 1, deadHeatFactor: '0.5' },
      { result: 1, deadHeatFactor: '0.333333' },
    );
    const arbLeg = fc.tuple(fc.integer({ min: 1001, max: 20_000 }).map(oddsFromMilli), arbResult);
    const arbBet = fc
      .array(arbLeg, { minLength: 1, maxLength: 7 })
      .chain((legs) => fc.tuple(fc.constant(legs), fc.integer({ min: 1, max: legs.length }), fc.nat(50_000)));
    fc.assert(
      fc.property(arbBet, ([legs, k, stake]) => {
        const bet: PayoutBet = {
          type: 'system',
          stake,
          odds: legs.map(([odds]) => odds),
          system: { winCount: k, totalCount: legs.length },
        };
        const s = settleBet(
          bet,
          legs.map(([, r]) => r),
        );
        // Oracle: enumerate lines over the multipliers on a common denominator of 10^6 × 10^3.
        const multipliers: Rational[] = legs.map(([odds, r]) => legOutcome(odds, r).multiplier);
        const scale = 1_000_000_000n;
        const scaled = multipliers.map((m) => (m.num * scale) / m.den);
        const sum = bruteForceSystemPrice(scaled, k);
        const exact = Number(floor(mul(rational(BigInt(stake)), rational(sum, scale ** BigInt(k)))));
        expect(s.payout).toBe(Math.min(exact, potentialWin(bet).potentialWin));
      }),
      { numRuns: 300 },
    );
  });

  it('[SE6] custom bet: all won pays customOdds, a loss loses, any other mix refunds the stake', () => {
    const custom: PayoutBet = {
      type: 'custom_bet',
      stake: 1000,
      odds: [o('2'), o('3')],
      customOdds: o('4.5'),
    };
    expect(settleBet(custom, [WIN, WIN])).toMatchObject({ result: 'win_entire', payout: 4500 });
    expect(settleBet(custom, [WIN, LOSE])).toMatchObject({ result: 'lose_entire', payout: 0 });
    expect(settleBet(custom, [HALF_LOSE, WIN])).toMatchObject({ result: 'lose_entire', payout: 0 });
    expect(settleBet(custom, [WIN, VOID])).toMatchObject({ result: 'refund_entire', payout: 1000 });
    expect(settleBet(custom, [HALF_WIN, WIN])).toMatchObject({ result: 'refund_entire', payout: 1000 });
    expect(settleBet(custom, [CANCEL, CANCEL])).toMatchObject({ result: 'canceled', payout: 1000 });
    expect(settleBet(custom, [null, LOSE])).toMatchObject({ result: 'lose_entire', payout: 0 });
  });

  it('[SE7] a settlement never pays more than the potential win, and all-won pays exactly it', () => {
    const arbResult = fc.constantFrom<SelectionResult>(WIN, LOSE, VOID, HALF_WIN, HALF_LOSE, CANCEL, {
      result: 1,
      deadHeatFactor: '0.25',
    });
    const arb = fc
      .array(fc.integer({ min: 1001, max: 50_000 }).map(oddsFromMilli), { minLength: 1, maxLength: 6 })
      .chain((odds) =>
        fc.tuple(
          fc.constant(odds),
          fc.constantFrom('combo', 'system') as fc.Arbitrary<'combo' | 'system'>,
          fc.integer({ min: 1, max: odds.length }),
          fc.nat(1_000_000),
          fc.array(arbResult, { minLength: odds.length, maxLength: odds.length }),
        ),
      );
    fc.assert(
      fc.property(arb, ([odds, type, k, stake, results]) => {
        const bet: PayoutBet =
          type === 'system'
            ? { type, stake, odds, system: { winCount: k, totalCount: odds.length } }
            : { type, stake, odds };
        const max = potentialWin(bet).potentialWin;
        expect(settleBet(bet, results).payout ?? 0).toBeLessThanOrEqual(max);
        expect(
          settleBet(
            bet,
            odds.map(() => WIN),
          ).payout,
        ).toBe(max);
      }),
    );
  });

  it('[SE7] results must match the selections', () => {
    expect(() => settleBet(single('2'), [WIN, WIN])).toThrow();
  });
});
