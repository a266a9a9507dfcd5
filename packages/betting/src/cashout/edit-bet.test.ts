import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_CONFIG } from '../config';
import { oddsFromDecimal, oddsFromMilli, type Odds } from '../odds/odds';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import type { CashoutLeg } from './cashout-leg';
import { cashoutQuote } from './cashout-quote';
import { editBetPrice } from './edit-bet';

const o = (d: string): Odds => oddsFromDecimal(d);
const open = (d: string): CashoutLeg => ({ status: 'open', currentOdds: o(d) });
const arbOdds = fc.integer({ min: 1001, max: 15_000 }).map(oddsFromMilli);

describe('editBetPrice', () => {
  it('[CO9] removing a leg of a combo: the old offer is credited, the new stake debited, the difference is due', () => {
    const old: PayoutBet = { type: 'combo', stake: 1000, odds: [o('2.0'), o('1.5')] };
    // Offer at unchanged prices: 1000 less 5 % = 950. New single of 10.00 at 2.0.
    const price = editBetPrice(old, [open('2.0'), open('1.5')], {
      type: 'single',
      stake: 1000,
      odds: [o('2.0')],
    });
    expect(price).toEqual({
      available: true,
      credit: 950,
      newTotalStake: 1000,
      due: 50,
      newPotentialWin: 2000,
    });
    // Rolling the whole offer into the new bet costs nothing now.
    expect(
      editBetPrice(old, [open('2.0'), open('1.5')], { type: 'single', stake: 950, odds: [o('2.0')] }),
    ).toMatchObject({
      due: 0,
    });
    expect(editBetPrice(old, [open('2.0'), { status: 'suspended' }], old)).toEqual({
      available: false,
      reason: 'suspended',
    });
  });

  it('[CO9] property: credit + due = the new total stake; an edit that changes nothing costs exactly the margin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbOdds, arbOdds), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.nat(5),
        (legs, stake, newStake, bp, drop) => {
          const config = { ...DEFAULT_ENGINE_CONFIG, cashoutMarginBasisPoints: bp };
          const old: PayoutBet = {
            type: legs.length === 1 ? 'single' : 'combo',
            stake,
            odds: legs.map(([a]) => a),
          };
          const current = legs.map(([, c]): CashoutLeg => ({ status: 'open', currentOdds: c }));
          // The new bet: the old selections at current prices less one, with another stake.
          const kept = legs.filter((_, i) => legs.length === 1 || i !== drop % legs.length);
          const next: PayoutBet = {
            type: kept.length === 1 ? 'single' : 'combo',
            stake: newStake,
            odds: kept.map(([, c]) => c),
          };
          const price = editBetPrice(old, current, next, { config });
          const offer = cashoutQuote(old, current, { config });
          if (!offer.available) {
            expect(price.available).toBe(false);
            return;
          }
          if (!price.available) throw new Error('an offer but no edit price');
          expect(price.credit).toBe(offer.value);
          expect(price.credit + price.due).toBe(price.newTotalStake);
          expect(price.newTotalStake).toBe(newStake);
          expect(price.newPotentialWin).toBe(potentialWin(next, config).potentialWin);
          // The same bet again at unchanged prices: the player pays the cashout margin and nothing more.
          const unchanged = legs.map(([a]): CashoutLeg => ({ status: 'open', currentOdds: a }));
          const same = editBetPrice(old, unchanged, old, { config });
          if (same.available) expect(same.due).toBe(stake - Math.floor((stake * (10_000 - bp)) / 10_000));
        },
      ),
      { numRuns: 300 },
    );
  });
});
