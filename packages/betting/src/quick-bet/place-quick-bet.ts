import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { betPayout } from '../slip/bet-payout';
import type { TicketError, TicketState } from '../slip/types';
import type { ValidationIssue } from '../validation/types';
import { QUICK_BET_ERROR_KEYS } from './error-keys';
import { canQuickBetTransition } from './quick-bet-states';
import type { QuickBetPlayer, QuickBetState } from './types';

function plainError(message: string): TicketError {
  return { message, details: null, messagesByBet: {}, code: null, isWrongOddsError: false };
}

export function enterQuickBetState(
  prev: QuickBetState,
  draft: QuickBetState,
  next: TicketState,
): QuickBetState {
  return canQuickBetTransition(prev.state, next) ? { ...draft, state: next } : prev;
}

const fail = (state: QuickBetState, message: string): QuickBetState =>
  enterQuickBetState(state, { ...state, error: plainError(message) }, 'ERROR');

/**
 * QB4–QB8: placing a quick bet, checks in the spec's order. No bet: INITIAL. Visitor: sign-in prompt. Account
 * forbids betting: ERROR spamf. pve player: ERROR pve. Then the limits: a rejecting limit (error) gives ERROR
 * with its message; a limit that only warns switches quick bet off and moves the bet to the normal slip
 * (quick bet places only "without warning", §4; which restriction kind does which is not shown, so the split is
 * by the limit's action). Only approved and not processing: potential win not above stake is ERROR
 * equal_or_less, else PROCESSING with a placeBets effect.
 */
export function placeQuickBet(
  state: QuickBetState,
  player: QuickBetPlayer,
  issues: readonly ValidationIssue[],
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): QuickBetState {
  if (state.state === 'PROCESSING') return state;
  const bet = state.bet;
  if (!bet) return enterQuickBetState(state, { ...state, error: null }, 'INITIAL');
  if (!player.isLoggedIn) return { ...state, effects: [...state.effects, { type: 'signInPrompt' }] };
  if (player.bettingForbidden) return fail(state, QUICK_BET_ERROR_KEYS.spamfForbidden);
  if (player.isPve) return fail(state, QUICK_BET_ERROR_KEYS.pveForbidden);
  const rejecting = issues.find((i) => i.severity === 'error');
  if (rejecting) return fail(state, rejecting.messageKey);
  if (issues.some((i) => i.severity === 'warning')) {
    return {
      ...state,
      isEnabled: false,
      isApproved: false,
      bet: null,
      selectedOutcomeIds: [],
      effects: [...state.effects, { type: 'moveToSlip', selections: bet.selections }],
    };
  }
  if (!state.isApproved) return state;
  const payout = betPayout(bet, bet.stake, config);
  if (!payout || payout.potentialWin <= bet.stake)
    return fail(state, QUICK_BET_ERROR_KEYS.potentialWinEqualOrLess);
  return enterQuickBetState(
    state,
    { ...state, error: null, effects: [...state.effects, { type: 'placeBets', bets: [bet] }] },
    'PROCESSING',
  );
}
