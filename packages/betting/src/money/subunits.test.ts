import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './invalid-amount-error';
import { fractionDigits } from './subunits';

describe('fractionDigits', () => {
  it('[MO5] subunits are powers of ten from 1 to 1e10', () => {
    expect(fractionDigits(1)).toBe(0);
    expect(fractionDigits(100)).toBe(2);
    expect(fractionDigits(100_000_000)).toBe(8);
    expect(fractionDigits(10_000_000_000)).toBe(10);
    for (const bad of [0, -100, 50, 1.5, 100_000_000_000, NaN]) {
      expect(() => fractionDigits(bad), String(bad)).toThrow(InvalidAmountError);
    }
  });
});
