import type { SlipAction } from './actions';
import {
  acceptChanges,
  bonusesUpdated,
  currencyChanged,
  freeBetChosen,
  freeBetRemoved,
  restoreFinished,
  updateBet,
  updateEveryBet,
} from './bet-handlers';
import { withDerivedFields } from './derived-fields';
import {
  marketsUpdated,
  matchStatusChanged,
  oddsAcceptModeChanged,
  providerStatusesChanged,
} from './live-update-handlers';
import { dismissResult, placeError, placeStart, placeSuccess } from './placement';
import {
  addCustomBet,
  clearSlip,
  removeSelectionById,
  toggleSelection,
  withBets,
} from './selection-handlers';
import { withStake, withStakeFromPotentialWin } from './stakes';
import { setSystemType, switchBetType } from './switch-bet-type';
import type { SlipState } from './types';

/**
 * The bet slip as a pure state machine (SPEC.md ST, BT, TS, SF). Every action the rules refuse returns the
 * same state object, so a host can skip re-rendering on `next === prev`.
 */
export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'toggleSelection':
      return toggleSelection(state, action.selection);
    case 'removeSelection':
      return removeSelectionById(state, action.selectionId);
    case 'addCustomBet':
      return addCustomBet(state, action.selections, action.customOdds);
    case 'setCustomOdds':
      return updateBet(state, action.betIndex, (b) =>
        b.betType === 'custom_bet' ? { ...b, customOdds: action.customOdds } : null,
      );
    case 'clear':
      return clearSlip(state);
    case 'setBetType': {
      if (state.inProgress) return state;
      const bets = switchBetType(state.bets, action.betType, state.settings, action.systemType);
      return bets ? withBets(state, bets, []) : state;
    }
    case 'setSystemType': {
      const bets = state.inProgress ? null : setSystemType(state.bets, action.systemType);
      return bets ? withDerivedFields({ ...state, bets }) : state;
    }
    case 'setStake':
      return updateBet(state, action.betIndex, (b) => withStake(b, action.stake));
    case 'setCommonStake':
      return updateEveryBet(state, (b) => withStake(b, action.stake));
    case 'setStakeFromPotentialWin':
      return updateBet(state, action.betIndex, (b) => withStakeFromPotentialWin(b, action.potentialWin));
    case 'marketsUpdated':
      return marketsUpdated(state, action.markets);
    case 'matchStatusChanged':
      return matchStatusChanged(state, action.matchId, action.status);
    case 'providerStatusesChanged':
      return providerStatusesChanged(state, action.providerStatuses);
    case 'oddsAcceptModeChanged':
      return oddsAcceptModeChanged(state, action.mode);
    case 'multiSingleSettingsChanged':
      return {
        ...state,
        settings: {
          ...state.settings,
          multiSingleAvailableByProvider: action.multiSingleAvailableByProvider,
        },
      };
    case 'acceptChanges':
      return acceptChanges(state);
    case 'currencyChanged':
      return currencyChanged(state, action.currency);
    case 'bonusesUpdated':
      return bonusesUpdated(state, action.betIndex, action.availableBonuses);
    case 'chooseFreeBet':
      return freeBetChosen(state, action.betIndex, action.bonusId);
    case 'removeFreeBet':
      return freeBetRemoved(state, action.betIndex);
    case 'upcomingBonusesUpdated':
      return { ...state, upcomingBonuses: action.upcomingBonuses };
    case 'placeStart':
      return placeStart(state, action.isLoggedIn);
    case 'placeSuccess':
      return placeSuccess(state, action.placed);
    case 'placeError':
      return placeError(state, action.error);
    case 'dismissResult':
      return dismissResult(state);
    case 'restoreStart':
      return state.isRestoring ? state : { ...state, isRestoring: true };
    case 'restoreSuccess':
      return restoreFinished(state, action.bets);
    case 'restoreFailed':
      return restoreFinished(state, null);
    case 'effectsDrained':
      return action.count > 0 ? { ...state, effects: state.effects.slice(action.count) } : state;
  }
}
