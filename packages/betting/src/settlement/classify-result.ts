import type { BetResult } from './bet-result';
import type { LegKind } from './leg-outcome';

/**
 * The §3 result label of a fully settled bet, from its legs and payout. Precedence (first match wins):
 * every leg cancelled -> canceled; nothing paid -> lose_entire; every leg void or cancelled -> refund_entire;
 * a half-lost leg -> refund_half_lose_other; a half-won leg -> refund_half_win_other; else win_entire
 * (also for combos with a void leg and systems with some lost lines: the payout is the exact figure).
 */
export function classifyResult(kinds: readonly LegKind[], payout: number): BetResult {
  if (kinds.every((k) => k === 'cancelled')) return 'canceled';
  if (payout === 0) return 'lose_entire';
  if (kinds.every((k) => k === 'void' || k === 'cancelled')) return 'refund_entire';
  if (kinds.includes('half_lost')) return 'refund_half_lose_other';
  if (kinds.includes('half_won')) return 'refund_half_win_other';
  return 'win_entire';
}
