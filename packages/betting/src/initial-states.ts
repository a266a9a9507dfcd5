// @slipstream/betting/initial-states: the slip's and the quick bet's initial states on their own, so that a
// first load (the web before the engine has loaded, and its server render) holds these plain values and no engine code.
export { createSlipState, DEFAULT_SLIP_SETTINGS, initialSlipState } from './slip/initial-state';
export { createQuickBetState, initialQuickBetState } from './quick-bet/initial-state';
