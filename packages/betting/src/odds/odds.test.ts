import { describe, expect, it } from 'vitest';
import {
  InvalidOddsError,
  oddsFromDecimal,
  oddsFromMilli,
  oddsToDecimalString,
  tryOddsFromDecimal,
} from './odds';

describe('Odds', () => {
  it('[OD7] wire prices parse exactly to thousandths, never through binary floats', () => {
    expect(oddsFromDecimal(2.35)).toBe(2350);
    expect(oddsFromDecimal('1.001')).toBe(1001);
    // A float sum's noise (2.3000000000000003) is refused rather than silently rounded.
    expect(() => oddsFromDecimal(2.1 + 0.2)).toThrow(InvalidOddsError);
  });

  it('[OD7] rejects prices of 1 or below, more than 3 decimals, and junk', () => {
    for (const bad of ['1', '1.000', '0.5', '2.3456', '-2', 'abc', '', '1e3']) {
      expect(() => oddsFromDecimal(bad), bad).toThrow(InvalidOddsError);
    }
    expect(tryOddsFromDecimal('x')).toBeNull();
    expect(() => oddsFromMilli(1000)).toThrow(InvalidOddsError);
    expect(() => oddsFromMilli(1500.5)).toThrow(InvalidOddsError);
  });

  it('[OD7] shows 2 or 3 decimals', () => {
    expect(oddsToDecimalString(oddsFromMilli(2000))).toBe('2.00');
    expect(oddsToDecimalString(oddsFromMilli(1125))).toBe('1.125');
    expect(oddsToDecimalString(oddsFromMilli(2350))).toBe('2.35');
  });
});
