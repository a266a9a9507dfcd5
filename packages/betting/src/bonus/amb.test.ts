import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ambCounts, ambProgress } from './amb';

const ranges = [
  { numberOfBets: 5, numberOfFreebets: 2, amount: 500 },
  { numberOfBets: 3, numberOfFreebets: 1, amount: 500 },
];

describe('amb free bets', () => {
  it('[AM1] a cash bet counts in the currency, at the min stake and min odds or more', () => {
    const terms = { currency: 'EUR', minStake: 500, minOdds: 1500 };
    expect(ambCounts({ currency: 'EUR', totalStake: 500, odds: 1500 }, terms)).toBe(true);
    expect(ambCounts({ currency: 'EUR', totalStake: 499, odds: 2000 }, terms)).toBe(false);
    expect(ambCounts({ currency: 'EUR', totalStake: 900, odds: 1499 }, terms)).toBe(false);
    expect(ambCounts({ currency: 'USD', totalStake: 900, odds: 2000 }, terms)).toBe(false);
  });

  it('[AM2] ranges reached pay once, in order, however the progress arrives', () => {
    expect(ambProgress(ranges, 2, 0)).toMatchObject({ possible: 5, progress: 2, reached: 0, toPay: [] });
    expect(ambProgress(ranges, 3, 0).toPay).toEqual([ranges[1]]);
    expect(ambProgress(ranges, 4, 1).toPay).toEqual([]);
    expect(ambProgress(ranges, 9, 1)).toMatchObject({ progress: 5, reached: 2, toPay: [ranges[0]] });
    // Oracle: paying after every bet or once at the end pays the same ranges.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (bets) => {
        let paid = 0;
        const stepwise: number[] = [];
        for (let n = 1; n <= bets; n++) {
          const due = ambProgress(ranges, n, paid).toPay;
          stepwise.push(...due.map((r) => r.numberOfBets));
          paid += due.length;
        }
        expect(stepwise).toEqual(ambProgress(ranges, bets, 0).toPay.map((r) => r.numberOfBets));
      }),
    );
  });
});
