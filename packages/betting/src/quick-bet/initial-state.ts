import type { QuickBetState } from './types';

export function createQuickBetState(currency = { code: 'EUR', subunits: 100 }): QuickBetState {
  return {
    isEnabled: false,
    state: 'INITIAL',
    bet: null,
    selectedOutcomeIds: [],
    stake: 0,
    currency,
    isApproved: false,
    error: null,
    placedBet: null,
    effects: [],
  };
}

export const initialQuickBetState: QuickBetState = createQuickBetState();
