import { describe, expect, it } from 'vitest';
import { normalizeRecommendedStakes } from './recommended-stakes';

describe('recommended stakes', () => {
  it('[ST12] exactly four, padded with 0', () => {
    expect(normalizeRecommendedStakes([100, 500])).toEqual([100, 500, 0, 0]);
    expect(normalizeRecommendedStakes([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(normalizeRecommendedStakes(undefined)).toEqual([0, 0, 0, 0]);
    expect(normalizeRecommendedStakes([-5, 2.5, 7, Number.NaN])).toEqual([0, 0, 7, 0]);
  });
});
