import { normalizeBetType } from './bet-type-transitions';
import { isValidStake } from './stakes';
import type { SlipBet } from './types';

/**
 * Bets that come from outside the reducer (restore, storage) obey the slip's invariants: no outcome twice
 * (the first occurrence wins), types consistent with counts, stakes that are non-negative integers.
 */
export function sanitizeBets(bets: readonly SlipBet[]): SlipBet[] {
  const seen = new Set<string>();
  const out: SlipBet[] = [];
  for (const bet of bets) {
    const selections = bet.selections.filter((s) => !seen.has(s.id) && (seen.add(s.id), true));
    const next = normalizeBetType({ ...bet, selections, stake: isValidStake(bet.stake) ? bet.stake : 0 });
    if (next) out.push(next);
  }
  return out;
}
