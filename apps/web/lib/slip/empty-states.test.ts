import { createQuickBetState, createSlipState } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUICK_BET_STATE, EMPTY_SLIP_STATE } from './empty-states';

describe('empty states before the engine loads', () => {
  it('equal the engine’s own initial states', () => {
    expect(EMPTY_SLIP_STATE).toEqual(createSlipState());
    expect(EMPTY_QUICK_BET_STATE).toEqual(createQuickBetState());
  });
});
