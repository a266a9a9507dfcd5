import { describe, expect, it } from 'vitest';
import { parseQuickStakes } from './quick-stakes';

describe('quick stakes (AC13)', () => {
  it('[AC13] four whole-unit stakes; an empty one is 0', () => {
    expect(parseQuickStakes(['3', ' 7 ', '15', ''])).toEqual({ stakes: [3, 7, 15, 0] });
  });
  it('[AC13] fractions, signs, words and huge values are refused with the first bad input', () => {
    expect(parseQuickStakes(['3', '2.5', 'x', '1'])).toEqual({ bad: 1 });
    expect(parseQuickStakes(['-1', '1', '1', '1'])).toEqual({ bad: 0 });
    expect(parseQuickStakes(['1', '1', '1', '2000000000'])).toEqual({ bad: 3 });
  });
});
