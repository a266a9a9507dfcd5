import type { Odds } from '@slipstream/betting';
import type { PriceSource, SelectionRef } from '../catalogue/price-source';
import { customPrice, independentLegs, legPredicate, legsConflict } from './custom-bet-model';
import { quoteState, refKey } from './selection-quotes';

export type CustomPriceFailure =
  | 'unsupported' // a market the bet builder does not offer
  | 'different_matches'
  | 'duplicate'
  | 'conflict'
  | 'too_few' // fewer than 2 selections (1 only with custom_bet_allow_single)
  | 'unavailable'; // a selection is suspended or not bettable now

export type CustomPriceResult = { ok: true; odds: Odds } | { ok: false; reason: CustomPriceFailure };

/** The bet-builder price of selections at current prices (see custom-bet-model.ts for the rules). */
export function priceCustomSelections(
  prices: PriceSource,
  refs: readonly SelectionRef[],
  allowSingle: boolean,
): CustomPriceResult {
  if (refs.length < (allowSingle ? 1 : 2)) return { ok: false, reason: 'too_few' };
  if (new Set(refs.map((r) => r.matchId)).size > 1) return { ok: false, reason: 'different_matches' };
  if (new Set(refs.map(refKey)).size !== refs.length) return { ok: false, reason: 'duplicate' };
  // BB1: one pick per market line (§3 conflicts), as calculate flags it: its outcomes exclude each other.
  if (new Set(refs.map((r) => `${r.marketId}|${r.specifier}`)).size !== refs.length)
    return { ok: false, reason: 'conflict' };
  const predicates = refs.map(legPredicate);
  if (predicates.some((p) => p === null)) return { ok: false, reason: 'unsupported' };
  const preds = predicates.filter((p) => p !== null);
  if (legsConflict(preds)) return { ok: false, reason: 'conflict' };
  const odds: Odds[] = [];
  for (const ref of refs) {
    const state = quoteState(prices, ref);
    if (state.kind !== 'open') return { ok: false, reason: 'unavailable' };
    odds.push(state.quote.odds);
  }
  return { ok: true, odds: customPrice(independentLegs(preds).map((i) => odds[i]!)) };
}

/** English, for developers: the error's `message` (SPEC.md LC10: the page shows the key below). */
export const CUSTOM_FAILURE_MESSAGES: Record<CustomPriceFailure, string> = {
  unsupported: 'This market is not available in the bet builder',
  different_matches: 'Bet builder selections must come from one match',
  duplicate: 'The same selection appears twice',
  conflict: 'These selections cannot win together',
  too_few: 'Pick at least two selections',
  unavailable: 'A selection is suspended or no longer available',
};

/**
 * The message key of each failure (`localized_message`, as every other per-bet refusal carries a key, e.g.
 * `error.potential_win.equal_or_less`): the web shows it in the page's language (SPEC.md LC10).
 */
export const CUSTOM_FAILURE_KEYS: Record<CustomPriceFailure, string> = {
  unsupported: 'error.custom_bet.unsupported',
  different_matches: 'error.custom_bet.different_matches',
  duplicate: 'error.custom_bet.duplicate',
  conflict: 'error.custom_bet.conflict',
  too_few: 'error.custom_bet.too_few',
  unavailable: 'error.custom_bet.unavailable',
};
