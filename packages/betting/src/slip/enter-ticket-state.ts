import { acceptPricesOnly } from './accept-changes';
import { isFlagged } from './selection-flags';
import { canTransition } from './ticket-states';
import type { SlipBet, SlipState, TicketState } from './types';

export function hasFlaggedSelection(bets: readonly SlipBet[]): boolean {
  return bets.some((b) => b.selections.some(isFlagged));
}

/** TS2: the state an idle ticket rests in: ODDS_CHANGED while any selection is flagged, else INITIAL. */
export function idleTicketState(bets: readonly SlipBet[]): TicketState {
  return hasFlaggedSelection(bets) ? 'ODDS_CHANGED' : 'INITIAL';
}

/**
 * Moves `draft` (prev after an action) into `next`. An illegal transition (TS1) ignores the whole action and
 * returns `prev`. Entering ERROR or INITIAL empties the processing bets (TS3); any state but ERROR has no error. Under accept mode `any`,
 * entering ODDS_CHANGED or a wrong-odds ERROR accepts the current prices at once (TS5); an ODDS_CHANGED ticket
 * with nothing left flagged then rests in INITIAL.
 */
export function enterTicketState(prev: SlipState, draft: SlipState, next: TicketState): SlipState {
  if (!canTransition(prev.ticketState, next)) return prev;
  // The error belongs to the ERROR state only: leaving it (to ODDS_CHANGED on a price push, say) clears it.
  let state: SlipState = { ...draft, ticketState: next, error: next === 'ERROR' ? draft.error : null };
  if (next === 'ERROR' || next === 'INITIAL') state = { ...state, processingBets: [] };
  const autoAccept =
    state.settings.oddsAcceptMode === 'any' &&
    (next === 'ODDS_CHANGED' || (next === 'ERROR' && state.error?.isWrongOddsError === true));
  if (!autoAccept) return state;
  state = { ...state, bets: acceptPricesOnly(state.bets) };
  if (next === 'ODDS_CHANGED' && !hasFlaggedSelection(state.bets)) {
    return enterTicketState(prev, state, 'INITIAL');
  }
  return state;
}
