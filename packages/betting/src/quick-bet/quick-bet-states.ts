import type { TicketState } from '../slip/types';

/**
 * QB1: the quick bet's legal state transitions (staying is always legal).
 * INITIAL → PROCESSING, ERROR · PROCESSING → SUCCESS, ERROR, INITIAL · SUCCESS → INITIAL, ERROR ·
 * ERROR → INITIAL, PROCESSING. (A new quick bet can start from SUCCESS and fail a pre-check at once.)
 */
export const QUICK_BET_TRANSITIONS: Readonly<Record<TicketState, readonly TicketState[]>> = {
  INITIAL: ['PROCESSING', 'ERROR'],
  ODDS_CHANGED: [],
  PROCESSING: ['SUCCESS', 'ERROR', 'INITIAL'],
  SUCCESS: ['INITIAL', 'ERROR', 'PROCESSING'],
  ERROR: ['INITIAL', 'PROCESSING'],
};

export function canQuickBetTransition(from: TicketState, to: TicketState): boolean {
  return from === to || QUICK_BET_TRANSITIONS[from].includes(to);
}
