import { acceptChanges as acceptBetChanges } from './accept-changes';
import { chooseFreeBet, refreshBonuses, removeFreeBet } from './bonuses';
import { changeCurrency } from './currency-change';
import { enterTicketState } from './enter-ticket-state';
import { sanitizeBets } from './sanitize-bets';
import { withBets } from './selection-handlers';
import type { SlipBet, SlipState } from './types';

/** Applies f to one bet; ignored while in progress, for a missing index, or when f refuses (null). */
export function updateBet(
  state: SlipState,
  betIndex: number,
  f: (bet: SlipBet) => SlipBet | null,
): SlipState {
  const bet = state.bets[betIndex];
  if (state.inProgress || !bet) return state;
  const next = f(bet);
  if (!next) return state;
  return { ...state, bets: state.bets.map((b, i) => (i === betIndex ? next : b)) };
}

/** ST5: the common stake goes to every bet that accepts a typed stake. */
export function updateEveryBet(state: SlipState, f: (bet: SlipBet) => SlipBet | null): SlipState {
  if (state.inProgress) return state;
  return { ...state, bets: state.bets.map((b) => f(b) ?? b) };
}

/** SF4/TS2: accepting changes returns to INITIAL (ignored while in progress). */
export function acceptChanges(state: SlipState): SlipState {
  if (state.inProgress) return state;
  const bets = acceptBetChanges(state.bets);
  const removed = state.selectedOutcomeIds.filter(
    (id) => !bets.some((b) => b.selections.some((s) => s.id === id)),
  );
  const draft = withBets(state, bets, [
    ...removed.map((selectionId) => ({ type: 'track' as const, event: 'delete' as const, selectionId })),
    ...bets.flatMap((b, betIndex) =>
      b.betType === 'custom_bet' && b.customOdds === null
        ? [{ type: 'calculateCustomOdds' as const, betIndex }]
        : [],
    ),
  ]);
  return enterTicketState(state, draft, 'INITIAL');
}

/** BT9: currency change. Applies to the slip even during a placement (the bets in flight are a separate copy). */
export function currencyChanged(state: SlipState, currency: { code: string; subunits: number }): SlipState {
  return { ...state, bets: changeCurrency(state.bets, currency), settings: { ...state.settings, currency } };
}

export const bonusesUpdated = (state: SlipState, betIndex: number, available: SlipBet['availableBonuses']) =>
  updateBet(state, betIndex, (b) => refreshBonuses(b, available));

export const freeBetChosen = (state: SlipState, betIndex: number, bonusId: string) =>
  updateBet(state, betIndex, (b) => chooseFreeBet(b, bonusId));

export const freeBetRemoved = (state: SlipState, betIndex: number) =>
  updateBet(state, betIndex, removeFreeBet);

/** RS1: restoring sets isRestoring; success replaces the slip's bets, failure only clears the flag. */
export function restoreFinished(state: SlipState, bets: readonly SlipBet[] | null): SlipState {
  const done = { ...state, isRestoring: false };
  // RS7: a pick the player made before the restore finished wins: the stored or shared slip is older.
  if (bets === null || state.inProgress || state.bets.length > 0) return done;
  const restored = sanitizeBets(bets);
  return withBets(
    done,
    restored,
    restored.flatMap((b, betIndex) =>
      b.betType === 'custom_bet' && b.customOdds === null
        ? [{ type: 'calculateCustomOdds' as const, betIndex }]
        : [],
    ),
  );
}
