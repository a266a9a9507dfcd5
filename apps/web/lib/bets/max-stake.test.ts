import { describe, expect, it } from 'vitest';
import { ApiError } from '../auth/http';
import { maxStakeErrorKey } from './max-stake';

describe('max stake messages (HW9)', () => {
  it('[HW9] names why the max stake cannot be had: unsupported, refused by placement, or a failure', () => {
    expect(maxStakeErrorKey(new ApiError(422, 'max_stake_unsupported', 'x', null))).toBe(
      'slip.maxStakeUnsupported',
    );
    expect(maxStakeErrorKey(new ApiError(422, 'bet_rejected', 'x', null))).toBe('slip.maxStakeRefused');
    expect(maxStakeErrorKey(new ApiError(400, 'selection_unavailable', 'x', null))).toBe(
      'slip.maxStakeRefused',
    );
    expect(maxStakeErrorKey(new ApiError(503, null, 'x', null))).toBe('slip.maxStakeFailed');
    expect(maxStakeErrorKey(new TypeError('network'))).toBe('slip.maxStakeFailed');
  });
});
