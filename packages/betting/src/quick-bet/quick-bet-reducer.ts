import { newBet } from '../slip/bet-factory';
import { buildSelection } from '../slip/build-selection';
import { initialSlipState } from '../slip/initial-state';
import { MATCH_STATUS } from '../slip/match-status';
import { isValidStake } from '../slip/stakes';
import type { TicketError } from '../slip/types';
import { isWrongOddsError, placeErrorMessageKey } from '../validation/wrong-odds';
import { enterQuickBetState, placeQuickBet } from './place-quick-bet';
import type { QuickBetAction, QuickBetState } from './types';

/** The quick bet (§4 "Quick bet") as a pure state machine; refused actions return the same object. */
export function quickBetReducer(state: QuickBetState, action: QuickBetAction): QuickBetState {
  switch (action.type) {
    case 'toggle':
      // QB2: toggling flips enabled and clears approval.
      return { ...state, isEnabled: !state.isEnabled, isApproved: false };
    case 'selectOutcome': {
      if (state.state === 'PROCESSING') return state;
      const s = action.selection;
      // QB3: a live, single, non-custom selection starts the quick-bet flow; anything else switches it off.
      if (!state.isEnabled) return state;
      if (s.matchStatus !== MATCH_STATUS.live || action.isCustom) {
        return { ...state, isEnabled: false, isApproved: false, bet: null, selectedOutcomeIds: [] };
      }
      // Provider statuses are the slip's business; the quick bet only prices one live selection.
      const selection = buildSelection(s, initialSlipState.settings);
      const bet = { ...newBet('single', [selection], state.currency), stake: state.stake };
      return enterQuickBetState(
        state,
        { ...state, bet, selectedOutcomeIds: [selection.id], error: null, placedBet: null },
        'INITIAL',
      );
    }
    case 'setStake':
      // QB2: a stake change clears approval.
      if (!isValidStake(action.stake) || state.state === 'PROCESSING') return state;
      return {
        ...state,
        stake: action.stake,
        isApproved: false,
        bet: state.bet ? { ...state.bet, stake: action.stake } : null,
      };
    case 'currencyChanged': {
      // QB2: a currency change clears approval; the stake (in the old currency's units) goes to 0 as on the slip.
      const c = action.currency;
      const bet = state.bet ? { ...state.bet, currency: c.code, subunits: c.subunits, stake: 0 } : null;
      return { ...state, currency: c, stake: 0, isApproved: false, bet };
    }
    case 'approve':
      // QB2: approval needs a stake above 0.
      return state.stake > 0 && !state.isApproved ? { ...state, isApproved: true } : state;
    case 'place':
      return placeQuickBet(state, action.player, action.issues);
    case 'placeSuccess': {
      if (state.state !== 'PROCESSING' || !state.bet) return state;
      const r = action.placed;
      const placedBet = { ...state.bet, betId: r.betId, status: r.status, isVip: r.isVip };
      return enterQuickBetState(
        state,
        {
          ...state,
          placedBet,
          effects: [
            ...state.effects,
            { type: 'track', event: 'place', bet: placedBet },
            { type: 'track', event: 'success', bet: placedBet },
          ],
        },
        'SUCCESS',
      );
    }
    case 'placeError': {
      // QB8: as for the slip (TS6, TS9).
      if (state.state !== 'PROCESSING') return state;
      const e = action.error;
      if (e.unauthorised) {
        return enterQuickBetState(
          state,
          { ...state, effects: [...state.effects, { type: 'signInPrompt' }] },
          'INITIAL',
        );
      }
      if (e.code === undefined || e.code === null) {
        const effects = [...state.effects, { type: 'generalError' as const, message: e.message ?? null }];
        return enterQuickBetState(state, { ...state, effects }, 'INITIAL');
      }
      const error: TicketError = {
        message: e.message ?? placeErrorMessageKey(e.code),
        details: e.details ?? null,
        messagesByBet: {},
        code: e.code,
        isWrongOddsError: isWrongOddsError(e.code, e.riskCodes),
      };
      return enterQuickBetState(state, { ...state, error }, 'ERROR');
    }
    case 'balanceChanged':
      // QB9: a balance below the quick-bet stake, or zero, resets approval.
      return state.isApproved && (action.balance < state.stake || action.balance <= 0)
        ? { ...state, isApproved: false }
        : state;
    case 'dismissResult':
      if (state.state !== 'SUCCESS' && state.state !== 'ERROR') return state;
      return enterQuickBetState(state, { ...state, error: null, placedBet: null }, 'INITIAL');
    case 'effectsDrained':
      return action.count > 0 ? { ...state, effects: state.effects.slice(action.count) } : state;
  }
}
