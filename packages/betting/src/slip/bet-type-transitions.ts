import { isOfferedSystemType, matchingSystemType } from './system-types';
import type { SlipBet, SlipSettings, SlipSelection } from './types';

/**
 * Brings one bet's type in line with its selection count after selections changed (BT2, BT3, BT4).
 * Returns null when the bet has no selection left (it leaves the slip).
 * - custom bets keep their type (BT2 "not for custom");
 * - one selection makes a single (BT2);
 * - a single with more than one selection becomes a combo (BT4);
 * - a system bet keeps its type if offered for the new count, else falls back to a matching type, else combo (BT3).
 */
export function normalizeBetType(bet: SlipBet): SlipBet | null {
  const n = bet.selections.length;
  if (n === 0) return null;
  if (bet.betType === 'custom_bet') return bet;
  if (n === 1) {
    return bet.betType === 'single' ? bet : { ...bet, betType: 'single', systemType: null };
  }
  if (bet.betType === 'single') return { ...bet, betType: 'combo', systemType: null };
  if (bet.betType === 'system') {
    if (bet.systemType && isOfferedSystemType(bet.systemType, n)) return bet;
    const fallback = bet.systemType ? matchingSystemType(bet.systemType, n) : null;
    return fallback ? { ...bet, systemType: fallback } : { ...bet, betType: 'combo', systemType: null };
  }
  return bet;
}

/** BT5/BT6: several single bets are allowed only when every provider involved allows multi-single. */
export function isMultiSingleAllowed(selections: readonly SlipSelection[], settings: SlipSettings): boolean {
  return selections.every((s) => settings.multiSingleAvailableByProvider[s.provider] === true);
}
