import type { TicketState } from './types';

/**
 * The legal ticket-state transitions (TS1). Staying in the same state is always legal.
 *
 * | from         | to                                                                          |
 * |--------------|-----------------------------------------------------------------------------|
 * | INITIAL      | ODDS_CHANGED (flagged selection), PROCESSING (place)                        |
 * | ODDS_CHANGED | INITIAL (accept, or add/remove leaving nothing flagged)                     |
 * | PROCESSING   | SUCCESS, ERROR (error with a code), INITIAL (unauthorised or other error)  |
 * | SUCCESS      | INITIAL (dismiss, add/remove), ODDS_CHANGED (add/remove with a flagged bet) |
 * | ERROR        | INITIAL, ODDS_CHANGED, PROCESSING (place again)                             |
 *
 * Placing from ODDS_CHANGED is not allowed: a slip with a changed, suspended or unavailable selection is
 * invalid (§5), the player must accept first.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketState, readonly TicketState[]>> = {
  INITIAL: ['ODDS_CHANGED', 'PROCESSING'],
  ODDS_CHANGED: ['INITIAL'],
  PROCESSING: ['SUCCESS', 'ERROR', 'INITIAL'],
  SUCCESS: ['INITIAL', 'ODDS_CHANGED'],
  ERROR: ['INITIAL', 'ODDS_CHANGED', 'PROCESSING'],
};

export function canTransition(from: TicketState, to: TicketState): boolean {
  return from === to || TICKET_TRANSITIONS[from].includes(to);
}
