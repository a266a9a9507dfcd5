import { newBet, type BetCurrency } from './bet-factory';
import { isMultiSingleAllowed, normalizeBetType } from './bet-type-transitions';
import type { SlipBet, SlipSelection, SlipSettings } from './types';

export type AddSelectionResult =
  | { readonly kind: 'added'; readonly bets: SlipBet[] }
  /** The first bet is a custom bet: regular selections cannot join it, the host asks the player (ST4). */
  | { readonly kind: 'customBetFirst' };

/**
 * BT6: a new single bet when the slip is empty, or when the first bet is single and multi-single is allowed
 * for the providers involved (all regular selections plus the new one, so a later switch back to singles is
 * never refused for a slip the engine itself built); otherwise the selection joins the first bet, whose type
 * then follows its new count (single → combo, system fallback).
 */
export function addSelection(
  bets: readonly SlipBet[],
  selection: SlipSelection,
  settings: SlipSettings,
  currency: BetCurrency,
): AddSelectionResult {
  const first = bets[0];
  if (!first) return { kind: 'added', bets: [newBet('single', [selection], currency)] };
  if (first.betType === 'custom_bet') return { kind: 'customBetFirst' };
  const regularSelections = bets.filter((b) => b.betType !== 'custom_bet').flatMap((b) => b.selections);
  if (first.betType === 'single' && isMultiSingleAllowed([...regularSelections, selection], settings)) {
    return { kind: 'added', bets: [...bets, newBet('single', [selection], currency)] };
  }
  const joined = normalizeBetType({ ...first, selections: [...first.selections, selection] });
  return { kind: 'added', bets: joined ? [joined, ...bets.slice(1)] : bets.slice(1) };
}
