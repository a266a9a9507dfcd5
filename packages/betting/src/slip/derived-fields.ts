import { systemTypes } from './system-types';
import type { SlipState } from './types';

/** Recomputes the Ticket fields that follow from the bets: selectedOutcomeIds and systemTypes (§3). */
export function withDerivedFields(state: SlipState): SlipState {
  const selectedOutcomeIds = state.bets.flatMap((b) => b.selections.map((s) => s.id));
  const regularCount = state.bets
    .filter((b) => b.betType !== 'custom_bet')
    .reduce((n, b) => n + b.selections.length, 0);
  return { ...state, selectedOutcomeIds, systemTypes: systemTypes(regularCount) };
}
