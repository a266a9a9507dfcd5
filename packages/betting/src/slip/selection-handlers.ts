import type { Odds } from '../odds/odds';
import { addSelection } from './add-selection';
import { newBet } from './bet-factory';
import { buildSelection } from './build-selection';
import { withDerivedFields } from './derived-fields';
import { enterTicketState, idleTicketState } from './enter-ticket-state';
import { removeSelection } from './remove-selection';
import { selectionKey } from './selection-key';
import type { SelectionInput, SlipBet, SlipEffect, SlipState } from './types';

/** ST2: the selections changed: back to INITIAL, or ODDS_CHANGED when a bet holds a flagged selection (TS2). */
export function withBets(
  prev: SlipState,
  bets: readonly SlipBet[],
  effects: readonly SlipEffect[],
): SlipState {
  const draft = withDerivedFields({
    ...prev,
    bets,
    error: null,
    placedBets: [],
    signInRequired: false,
    effects: [...prev.effects, ...effects],
  });
  return enterTicketState(prev, draft, idleTicketState(bets));
}

/** ST1: selecting a selected outcome removes it, otherwise adds it; ignored while a placement is in progress. */
export function toggleSelection(state: SlipState, input: SelectionInput): SlipState {
  if (state.inProgress) return state;
  const id = selectionKey(input);
  if (state.selectedOutcomeIds.includes(id)) return removeSelectionById(state, id);
  const result = addSelection(
    state.bets,
    buildSelection(input, state.settings),
    state.settings,
    state.settings.currency,
  );
  if (result.kind === 'customBetFirst') {
    return { ...state, effects: [...state.effects, { type: 'openCustomBetModal' }] };
  }
  return withBets(state, result.bets, [{ type: 'track', event: 'add', selectionId: id }]);
}

export function removeSelectionById(state: SlipState, selectionId: string): SlipState {
  if (state.inProgress || !state.selectedOutcomeIds.includes(selectionId)) return state;
  const { bets, customOddsStale } = removeSelection(state.bets, selectionId);
  return withBets(state, bets, [
    { type: 'track', event: 'delete', selectionId },
    ...customOddsStale.map((betIndex) => ({ type: 'calculateCustomOdds' as const, betIndex })),
  ]);
}

/**
 * ST4: a bet-builder pick adds a custom bet at its calculated price. Ignored while in progress or when one of
 * its outcomes is already in the slip (an outcome is never held twice).
 */
export function addCustomBet(
  state: SlipState,
  inputs: readonly SelectionInput[],
  customOdds: Odds,
): SlipState {
  if (state.inProgress || inputs.length === 0) return state;
  const selections = inputs.map((i) => buildSelection(i, state.settings));
  const ids = new Set(selections.map((s) => s.id));
  if (ids.size !== selections.length || state.selectedOutcomeIds.some((id) => ids.has(id))) return state;
  const bet = newBet('custom_bet', selections, state.settings.currency, { customOdds });
  return withBets(
    state,
    [...state.bets, bet],
    selections.map((s) => ({ type: 'track', event: 'add', selectionId: s.id })),
  );
}

/** ST3: removes every selection (ignored while in progress). */
export function clearSlip(state: SlipState): SlipState {
  if (state.inProgress) return state;
  return withBets(
    state,
    [],
    state.selectedOutcomeIds.map((selectionId) => ({ type: 'track', event: 'delete', selectionId })),
  );
}
