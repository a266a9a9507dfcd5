import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import type { PayoutResult } from '../payout/potential-win';
import { betPayout } from './bet-payout';
import { hasFlaggedSelection } from './enter-ticket-state';
import type { SlipBet, SlipSelection, SlipState } from './types';

export const selectBets = (state: SlipState): readonly SlipBet[] => state.bets;

export const selectSelectionCount = (state: SlipState): number => state.selectedOutcomeIds.length;

export const isOutcomeSelected = (state: SlipState, selectionId: string): boolean =>
  state.selectedOutcomeIds.includes(selectionId);

/** §5: a slip is invalid while any selection is suspended, changed or unavailable. */
export const hasInvalidSelection = (state: SlipState): boolean => hasFlaggedSelection(state.bets);

/** The bets a placement would send: those with a stake above 0 (TS4). */
export const selectPlaceableBets = (state: SlipState): readonly SlipBet[] =>
  state.bets.filter((b) => b.stake > 0);

/** Whether placeStart would be accepted (limits are checked separately by validateBets). */
export function canPlace(state: SlipState): boolean {
  return (
    !state.inProgress &&
    (state.ticketState === 'INITIAL' || state.ticketState === 'ERROR') &&
    selectPlaceableBets(state).length > 0 &&
    !hasInvalidSelection(state)
  );
}

/** The payout of one bet at its stake; null while it cannot be priced (custom bet awaiting its price). */
export function selectBetPayout(
  state: SlipState,
  betIndex: number,
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): PayoutResult | null {
  const bet = state.bets[betIndex];
  return bet ? betPayout(bet, bet.stake, config) : null;
}

/** §8 selection labels: the key shown under a flagged selection, if any. */
export function selectionLabelKey(s: SlipSelection): string | null {
  if (s.isNotAvailable) return 'sb.ticket.not-available.label';
  if (s.isSuspended) return 'sb.ticket.suspended.label';
  return null;
}
