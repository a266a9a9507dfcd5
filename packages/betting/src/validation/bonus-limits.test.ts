import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctx, noLimits, o, sel } from './test-context';
import type { ValidationBet } from './types';
import { validateBets } from './validate-bets';

const combo = (stake: number, odds: number[], bonusOdds: number | null): ValidationBet => ({
  type: 'combo',
  stake,
  currency: 'EUR',
  selections: odds.map((x, i) => sel(`m${i}`, x)),
  bonus: bonusOdds === null ? null : { kind: 'comboboost', bonusOdds: o(bonusOdds) },
});

const payoutLimit = (amount: number) =>
  ctx({ limits: { ...noLimits, payoutLimit: { currencyCode: 'EUR', amount, action: 'reject' } } });

/** Independent oracle: the boosted win from the exact product of the thousandths, floored once (below the odds cap: 9⁴ × 1.5 < 10,000). */
function boostedProfit(stake: number, odds: number[], bonusOdds: number): number {
  const product = odds.reduce((p, x) => p * BigInt(x), 1n) * BigInt(bonusOdds);
  return Number((BigInt(stake) * product) / 1000n ** BigInt(odds.length + 1)) - stake;
}

describe('payout limit with a combo boost', () => {
  it('[BO10] the payout limit weighs the boosted profit of a combo', () => {
    // 2.000 × 2.000 × 2.000 = 8: profit 7 × 1000 = 7000 plain; boosted ×1.10: 8800 − 1000 = 7800.
    const limits = payoutLimit(7500);
    expect(validateBets([combo(1000, [2000, 2000, 2000], null)], limits).ok).toBe(true);
    const boosted = validateBets([combo(1000, [2000, 2000, 2000], 1100)], limits);
    expect(boosted.errors.map((e) => e.kind)).toEqual(['max_payout']);
    // A free bet keeps the cash bet's profit.
    expect(
      validateBets([{ ...combo(1000, [2000, 2000, 2000], null), bonus: { kind: 'only_win' } }], limits).ok,
    ).toBe(true);
  });

  it('[BO10] accepted exactly when the oracle profit is within the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1001, max: 9000 }), { minLength: 3, maxLength: 4 }),
        fc.integer({ min: 1001, max: 1500 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (stake, odds, bonusOdds, limit) => {
          const ok = validateBets([combo(stake, odds, bonusOdds)], payoutLimit(limit)).ok;
          expect(ok).toBe(boostedProfit(stake, odds, bonusOdds) <= limit);
        },
      ),
      { numRuns: 300 },
    );
  });
});
