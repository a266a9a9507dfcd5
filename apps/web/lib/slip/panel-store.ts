import type { PanelState, SlipTab } from './slip-storage';

/** §4 "Bet slip panel": open, close (back to the bet slip tab), toggle, set tab. */
export type PanelAction =
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'toggle' }
  | { readonly type: 'setTab'; readonly tab: SlipTab }
  /**
   * Selections went from `from` to `to` (§4: opens on 0 → more, closes on → 0 whichever tab is active, HW11).
   * On a phone (`compact`) the first pick does not open the sheet over the board: the slip bar shows the slip
   * and the bettor opens it (issue 33 item 5).
   */
  | {
      readonly type: 'selectionCount';
      readonly from: number;
      readonly to: number;
      readonly compact?: boolean;
    }
  /** My bets hidden by configuration: an active my-bets tab falls back to the bet slip (§2). */
  | { readonly type: 'myBetsHidden' }
  /** HW3: the panel as session storage kept it (after the stored bets are back). */
  | { readonly type: 'restore'; readonly state: PanelState };

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true };
    case 'close':
      return !state.isOpen && state.activeTab === 'BET_SLIP'
        ? state
        : { isOpen: false, activeTab: 'BET_SLIP' };
    case 'toggle':
      return state.isOpen ? panelReducer(state, { type: 'close' }) : { ...state, isOpen: true };
    case 'setTab':
      return state.activeTab === action.tab ? state : { ...state, activeTab: action.tab };
    case 'selectionCount':
      if (action.from === 0 && action.to > 0)
        return !action.compact
          ? { isOpen: true, activeTab: 'BET_SLIP' }
          : state.activeTab === 'BET_SLIP'
            ? state
            : { ...state, activeTab: 'BET_SLIP' };
      if (action.from > 0 && action.to === 0) return panelReducer(state, { type: 'close' });
      return state;
    case 'myBetsHidden':
      return state.activeTab === 'MY_BETS' ? { ...state, activeTab: 'BET_SLIP' } : state;
    case 'restore':
      return state.isOpen === action.state.isOpen && state.activeTab === action.state.activeTab
        ? state
        : { isOpen: action.state.isOpen, activeTab: action.state.activeTab };
  }
}
