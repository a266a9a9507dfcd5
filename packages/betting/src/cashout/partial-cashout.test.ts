import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { oddsFromDecimal, oddsFromMilli, type Odds } from '../odds/odds';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import type { CashoutLeg } from './cashout-leg';
import { cashoutQuote } from './cashout-quote';
import { partialCashout, partialCashoutRange } from './partial-cashout';

const o = (d: string): Odds => oddsFromDecimal(d);
const open = (d: string): CashoutLeg => ({ status: 'open', currentOdds: o(d) });
const won: CashoutLeg = { status: 'settled', result: { result: 1 } };
const noMargin: EngineConfig = { ...DEFAULT_ENGINE_CONFIG, cashoutMarginBasisPoints: 0 };

const arbOdds = fc.integer({ min: 1001, max: 15_000 }).map(oddsFromMilli);
const arbLeg = fc.oneof(
  { weight: 5, arbitrary: arbOdds.map((m): CashoutLeg => ({ status: 'open', currentOdds: m })) },
  { weight: 1, arbitrary: fc.constant(won) },
);
/** A bet with an offer: single, combo or system, its legs (at least one open) and a margin. */
const arbCase = fc
  .array(fc.tuple(arbOdds, arbLeg), { minLength: 1, maxLength: 5 })
  .filter((legs) => legs.some(([, l]) => l.status === 'open'))
  .chain((legs) =>
    fc.record({
      legs: fc.constant(legs),
      type: legs.length === 1 ? fc.constant('single' as const) : fc.constantFrom('combo', 'system'),
      k: fc.integer({ min: 1, max: legs.length }),
      stake: fc.integer({ min: 2, max: 2_000_000 }),
      bp: fc.integer({ min: 0, max: 2000 }),
      pick: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  )
  .map(({ legs, type, k, stake, bp, pick }) => {
    const bet: PayoutBet = {
      type,
      stake,
      odds: legs.map(([a]) => a),
      ...(type === 'system' ? { system: { winCount: k, totalCount: legs.length } } : {}),
    };
    return {
      bet,
      legs: legs.map(([, l]) => l),
      options: { config: { ...DEFAULT_ENGINE_CONFIG, cashoutMarginBasisPoints: bp } },
      pick,
    };
  });

describe('partialCashout', () => {
  it('[CO7] half of a single: half the stake stays at the original odds, the two sides add up to the offer', () => {
    const bet: PayoutBet = { type: 'single', stake: 10_000, odds: [o('2.0')] };
    // Offer at 1.5: fair 13333, offer 12666 (CO1). Selling 49.99 would pay 6332, selling 50.00 pays 6334.
    const split = partialCashout(bet, [open('1.5')], 6334);
    expect(split).toEqual({
      ok: true,
      offer: 12_666,
      cashedStake: 5000,
      remainingStake: 5000,
      // remaining 50.00 at 2.0 / 1.5: fair 6666, offer 6332; paid 12666 − 6332
      remainingValue: 6332,
      cashed: 6334,
      remainingPotentialWin: 10_000,
    });
  });

  it('[CO7] refused outside the range: nothing, the whole offer, or a stake of one unit', () => {
    const bet: PayoutBet = { type: 'single', stake: 1000, odds: [o('2.0')] };
    const range = partialCashoutRange(bet, [open('2.0')], 950);
    expect(range).toMatchObject({ min: 1, max: 949 });
    expect(partialCashout(bet, [open('2.0')], 0)).toEqual({
      ok: false,
      reason: 'out_of_range',
      min: 1,
      max: 949,
    });
    expect(partialCashout(bet, [open('2.0')], 950)).toMatchObject({ ok: false, reason: 'out_of_range' });
    expect(partialCashout(bet, [open('2.0')], 1.5)).toMatchObject({ ok: false, reason: 'out_of_range' });
    const unit: PayoutBet = { type: 'single', stake: 1, odds: [o('20')] };
    expect(partialCashout(unit, [open('2')], 1)).toEqual({
      ok: false,
      reason: 'out_of_range',
      min: null,
      max: null,
    });
    expect(partialCashout(bet, [{ status: 'suspended' }], 100)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('[CO7] property: paid + the remaining bet’s own offer = the offer; margin-free, the fair values add up within one unit', () => {
    fc.assert(
      fc.property(arbCase, ({ bet, legs, options, pick }) => {
        const full = cashoutQuote(bet, legs, options);
        if (!full.available) return;
        const range = partialCashoutRange(bet, legs, full.value, options);
        if (range === null) {
          expect(partialCashout(bet, legs, 1, options)).toMatchObject({ ok: false });
          return;
        }
        expect(range.min).toBeGreaterThanOrEqual(1);
        expect(range.max).toBeLessThan(full.value);
        const amount = range.min + Math.floor(pick * (range.max - range.min));
        const split = partialCashout(bet, legs, amount, options);
        if (!split.ok) throw new Error(`refused ${amount} in [${range.min}, ${range.max}]`);
        const rest: PayoutBet = { ...bet, stake: split.remainingStake };
        // The remaining bet, quoted afresh at the same prices, is worth exactly what was not paid.
        const restQuote = cashoutQuote(rest, legs, options);
        expect(restQuote.available && restQuote.value).toBe(split.remainingValue);
        expect(split.cashed + split.remainingValue).toBe(full.value);
        expect(split.cashed).toBeGreaterThanOrEqual(1);
        expect(split.remainingStake + split.cashedStake).toBe(bet.stake);
        expect(split.remainingStake).toBeGreaterThanOrEqual(1);
        // Original odds: the remaining potential win is the PO rules' on the remaining stake.
        expect(split.remainingPotentialWin).toBe(potentialWin(rest, options.config).potentialWin);
        // Margin-free, the two sides' fair values add up to the whole fair value within one minor unit.
        const fairAll = cashoutQuote(bet, legs, { config: noMargin });
        const fairRest = cashoutQuote(rest, legs, { config: noMargin });
        const fairSold = cashoutQuote({ ...bet, stake: split.cashedStake }, legs, { config: noMargin });
        if (fairAll.available && fairRest.available && fairSold.available) {
          const sum = fairRest.fairValue + fairSold.fairValue;
          expect(Math.abs(sum - fairAll.fairValue)).toBeLessThanOrEqual(1);
        }
        // The paid amount is the asked one up to one stake unit's worth (whole-unit stakes).
        const unitWorth = Math.ceil(full.value / bet.stake) + 1;
        expect(Math.abs(split.cashed - amount)).toBeLessThanOrEqual(unitWorth);
      }),
      { numRuns: 400 },
    );
  });

  it('[CO7] property: the range ends are paid exactly and every amount inside is accepted', () => {
    fc.assert(
      fc.property(arbCase, ({ bet, legs, options }) => {
        const full = cashoutQuote(bet, legs, options);
        if (!full.available) return;
        const range = partialCashoutRange(bet, legs, full.value, options);
        if (range === null) return;
        const min = partialCashout(bet, legs, range.min, options);
        const max = partialCashout(bet, legs, range.max, options);
        expect(min.ok && min.cashed).toBe(range.min);
        expect(max.ok && max.cashed).toBe(range.max);
        expect(partialCashout(bet, legs, range.max + 1, options)).toMatchObject({ reason: 'out_of_range' });
        if (range.min > 1)
          expect(partialCashout(bet, legs, range.min - 1, options)).toMatchObject({ reason: 'out_of_range' });
      }),
      { numRuns: 200 },
    );
  });
});
