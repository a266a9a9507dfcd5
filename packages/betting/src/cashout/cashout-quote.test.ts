import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceSystemPrice } from '../../bench/brute-force-system';
import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { oddsFromDecimal, oddsFromMilli, type Odds } from '../odds/odds';
import { lineCount, potentialWin, type PayoutBet } from '../payout/potential-win';
import type { CashoutLeg } from './cashout-leg';
import { cashoutQuote } from './cashout-quote';

const o = (d: string): Odds => oddsFromDecimal(d);
const open = (d: string): CashoutLeg => ({ status: 'open', currentOdds: o(d) });
const won: CashoutLeg = { status: 'settled', result: { result: 1 } };
const lost: CashoutLeg = { status: 'settled', result: { result: 0 } };
const voided: CashoutLeg = { status: 'settled', result: { result: 0, voidFactor: 1 } };
const suspended: CashoutLeg = { status: 'suspended' };
const noMargin: EngineConfig = { ...DEFAULT_ENGINE_CONFIG, cashoutMarginBasisPoints: 0 };

describe('cashoutQuote', () => {
  it('[CO1] single: stake × accepted / current, less the 5 % default margin, floored', () => {
    const bet: PayoutBet = { type: 'single', stake: 10_000, odds: [o('2.0')] };
    // 100.00 × 2.0 / 1.5 = 133.333… -> 13333; × 0.95 = 12666.35 -> 12666
    expect(cashoutQuote(bet, [open('1.5')])).toEqual({ available: true, fairValue: 13_333, value: 12_666 });
    // The price drifted out: the offer falls below the stake.
    expect(cashoutQuote(bet, [open('3.0')], { config: noMargin })).toMatchObject({ value: 6666 });
  });

  it('[CO2] combo: settled legs count at their settlement multiplier, open legs at accepted / current', () => {
    const bet: PayoutBet = { type: 'combo', stake: 1000, odds: [o('2.0'), o('1.5'), o('3.0')] };
    // 2.0 (won) × 1 (void) × 3.0 / 2.0 = 3.0
    expect(cashoutQuote(bet, [won, voided, open('2.0')], { config: noMargin })).toMatchObject({
      value: 3000,
    });
    const half: CashoutLeg = { status: 'settled', result: { result: 0, voidFactor: 0.5 } };
    // 0.5 × 1.5 / 1.2 × 3.0 / 3.0 = 0.625
    expect(cashoutQuote(bet, [half, open('1.2'), open('3.0')], { config: noMargin })).toMatchObject({
      value: 625,
    });
  });

  it('[CO3] no offer when a leg lost, a leg is suspended, or every leg is settled', () => {
    const bet: PayoutBet = { type: 'combo', stake: 1000, odds: [o('2.0'), o('1.5')] };
    expect(cashoutQuote(bet, [lost, open('1.5')])).toEqual({ available: false, reason: 'lost', value: null });
    expect(cashoutQuote(bet, [won, suspended])).toEqual({
      available: false,
      reason: 'suspended',
      value: null,
    });
    expect(cashoutQuote(bet, [lost, suspended])).toMatchObject({ reason: 'lost' });
    expect(cashoutQuote(bet, [won, won])).toMatchObject({ reason: 'settled' });
    const tiny: PayoutBet = { type: 'single', stake: 1, odds: [o('1.1')] };
    expect(cashoutQuote(tiny, [open('1.5')])).toMatchObject({ reason: 'no_value' });
  });

  it('[CO4] system: line by line through e_k of the ratios; lost legs kill only their lines', () => {
    const bet: PayoutBet = {
      type: 'system',
      stake: 20_000,
      odds: [o('1.9'), o('2.0'), o('2.5')],
      system: { winCount: 2, totalCount: 3 },
    };
    // Only line (1,2) lives: 1.9 × 2.0 / 1.6 = 2.375 -> 200.00 × 2.375 = 475.00
    expect(cashoutQuote(bet, [won, open('1.6'), lost], { config: noMargin })).toMatchObject({
      value: 47_500,
    });
    expect(cashoutQuote(bet, [lost, open('1.6'), lost])).toMatchObject({ reason: 'lost' });
    expect(cashoutQuote(bet, [won, suspended, lost])).toMatchObject({ reason: 'suspended' });
  });

  it('[CO4] system value equals enumerating every line (n ≤ 7)', () => {
    const arbLeg = fc.tuple(
      fc.integer({ min: 1001, max: 9000 }).map(oddsFromMilli),
      fc.oneof(
        fc
          .integer({ min: 1001, max: 9000 })
          .map((m): CashoutLeg => ({ status: 'open', currentOdds: oddsFromMilli(m) })),
        fc.constantFrom(won, voided),
      ),
    );
    const arb = fc
      .array(arbLeg, { minLength: 1, maxLength: 7 })
      .chain((legs) =>
        fc.tuple(fc.constant(legs), fc.integer({ min: 1, max: legs.length }), fc.nat(100_000)),
      );
    fc.assert(
      fc.property(arb, ([legs, k, stake]) => {
        if (legs.every(([, l]) => l.status === 'settled')) return;
        const bet: PayoutBet = {
          type: 'system',
          stake,
          odds: legs.map(([a]) => a),
          system: { winCount: k, totalCount: legs.length },
        };
        const quote = cashoutQuote(
          bet,
          legs.map(([, l]) => l),
          { config: noMargin },
        );
        // Oracle: every ratio on the common scale Π current × 1000 (open legs) so lines are integers.
        const scale = legs.reduce((p, [, l]) => (l.status === 'open' ? p * BigInt(l.currentOdds) : p), 1000n);
        const ratios = legs.map(([a, l]) =>
          l.status === 'open'
            ? (BigInt(a) * scale) / BigInt(l.currentOdds)
            : l.status === 'settled' && 'result' in l.result && l.result.voidFactor === 1
              ? scale
              : (BigInt(a) * scale) / 1000n,
        );
        const exact = (BigInt(stake) * bruteForceSystemPrice(ratios, k)) / scale ** BigInt(k);
        const cap = BigInt(potentialWin(bet).potentialWin);
        const expected = exact < cap ? exact : cap;
        if (quote.available) expect(BigInt(quote.fairValue)).toBe(expected);
        else expect(expected).toBe(0n);
      }),
      { numRuns: 300 },
    );
  });

  it('[CO5] at unchanged prices the fair value is the total stake; the margin is configurable', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 20_000 }).map(oddsFromMilli), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 9_999 }),
        (odds, stake, bp) => {
          const legs = odds.map((a): CashoutLeg => ({ status: 'open', currentOdds: a }));
          const config = { ...DEFAULT_ENGINE_CONFIG, cashoutMarginBasisPoints: bp };
          const combo = cashoutQuote({ type: 'combo', stake, odds }, legs, { config });
          const k = Math.ceil(odds.length / 2);
          const system = cashoutQuote(
            { type: 'system', stake, odds, system: { winCount: k, totalCount: odds.length } },
            legs,
            { config },
          );
          const expectedCombo = Math.floor((stake * (10_000 - bp)) / 10_000);
          if (combo.available) {
            expect(combo.fairValue).toBe(stake);
            expect(combo.value).toBe(expectedCombo);
          } else expect(expectedCombo).toBe(0);
          const lines = lineCount({ winCount: k, totalCount: odds.length });
          if (system.available) expect(system.fairValue).toBe(stake * lines);
        },
      ),
    );
    expect(() =>
      cashoutQuote({ type: 'single', stake: 1, odds: [o('2')] }, [open('2')], {
        config: { ...DEFAULT_ENGINE_CONFIG, cashoutMarginBasisPoints: 10_000 },
      }),
    ).toThrow(RangeError);
  });

  it('[CO6] custom bet uses the current bet-builder price, never the leg prices', () => {
    const bet: PayoutBet = { type: 'custom_bet', stake: 1000, odds: [o('2'), o('3')], customOdds: o('5') };
    expect(
      cashoutQuote(bet, [open('1.5'), open('2')], { config: noMargin, currentCustomOdds: o('2.5') }),
    ).toMatchObject({
      value: 2000,
    });
    expect(cashoutQuote(bet, [open('1.5'), open('2')])).toMatchObject({ reason: 'suspended' });
    expect(cashoutQuote(bet, [lost, open('2')], { currentCustomOdds: o('2.5') })).toMatchObject({
      reason: 'lost',
    });
  });
});
