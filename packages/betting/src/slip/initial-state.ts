import type { SlipSettings, SlipState } from './types';

export const DEFAULT_SLIP_SETTINGS: SlipSettings = {
  oddsAcceptMode: 'none',
  multiSingleAvailableByProvider: {},
  providerStatuses: {},
  currency: { code: 'EUR', subunits: 100 },
};

export function createSlipState(settings: Partial<SlipSettings> = {}): SlipState {
  return {
    ticketState: 'INITIAL',
    error: null,
    bets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    placedBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: [],
    signInRequired: false,
    settings: { ...DEFAULT_SLIP_SETTINGS, ...settings },
    effects: [],
  };
}

export const initialSlipState: SlipState = createSlipState();
