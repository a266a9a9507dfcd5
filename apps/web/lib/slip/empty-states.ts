import type { QuickBetState, SlipState } from '@slipstream/betting';

/**
 * The slip and quick bet before the betting engine has loaded (and on the server): plain values, so the
 * first-load JavaScript holds no engine code. They equal createSlipState() and createQuickBetState()
 * (empty-states.test.ts keeps them so).
 */
export const EMPTY_SLIP_STATE: SlipState = {
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
  settings: {
    oddsAcceptMode: 'none',
    multiSingleAvailableByProvider: {},
    providerStatuses: {},
    currency: { code: 'EUR', subunits: 100 },
  },
  effects: [],
};

export const EMPTY_QUICK_BET_STATE: QuickBetState = {
  isEnabled: false,
  state: 'INITIAL',
  bet: null,
  selectedOutcomeIds: [],
  stake: 0,
  currency: { code: 'EUR', subunits: 100 },
  isApproved: false,
  error: null,
  placedBet: null,
  effects: [],
};
