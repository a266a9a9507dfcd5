import { normalizeBetType } from './bet-type-transitions';
import type { SlipBet } from './types';

export interface RemoveSelectionResult {
  readonly bets: SlipBet[];
  /** Indexes (in the new bets) of custom bets whose price must be recalculated by the host. */
  readonly customOddsStale: number[];
}

/**
 * Removes one selection from whichever bet holds it (ST2). Bets left empty leave the slip; the others follow
 * their new count (BT2–BT4). A custom bet that lost a leg keeps its type but its price is unknown until the
 * host recalculates it (customOdds null and a calculateCustomOdds effect).
 */
export function removeSelection(bets: readonly SlipBet[], selectionId: string): RemoveSelectionResult {
  const out: SlipBet[] = [];
  const customOddsStale: number[] = [];
  for (const bet of bets) {
    const selections = bet.selections.filter((s) => s.id !== selectionId);
    if (selections.length === bet.selections.length) {
      out.push(bet);
      continue;
    }
    const next = normalizeBetType({
      ...bet,
      selections,
      customOdds: bet.betType === 'custom_bet' ? null : bet.customOdds,
    });
    if (!next) continue;
    if (next.betType === 'custom_bet') customOddsStale.push(out.length);
    out.push(next);
  }
  return { bets: out, customOddsStale };
}
