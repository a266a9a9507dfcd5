import { ODDS_SCALE } from '../odds/odds';
import type { ValidationBet } from './types';

/**
 * The price the odds limit is compared with (VA4), exactly, as a fraction num / ODDS_SCALE^den-power:
 * single → its selection's odds; combo → the product of all odds; custom → the bet-builder price;
 * system → its best line, the product of the winCount highest odds ("total odds" of a system is not defined
 * by the spec; the best line is the largest price any line pays). Null when the bet has no price yet.
 */
export function betOddsForLimit(
  bet: ValidationBet,
): { readonly product: bigint; readonly legs: number } | null {
  const odds = bet.selections.map((s) => BigInt(s.odds));
  if (bet.type === 'custom_bet') return bet.customOdds ? { product: BigInt(bet.customOdds), legs: 1 } : null;
  if (odds.length === 0) return null;
  const legs =
    bet.type === 'system' && bet.system
      ? odds.sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)).slice(0, bet.system.winCount)
      : odds;
  return { product: legs.reduce((p, o) => p * o, 1n), legs: legs.length };
}

/** True when the bet's price is above `limit` (an Odds value), compared exactly. */
export function oddsAbove(bet: ValidationBet, limit: number): boolean {
  const price = betOddsForLimit(bet);
  if (!price) return false;
  return price.product > BigInt(limit) * BigInt(ODDS_SCALE) ** BigInt(price.legs - 1);
}
