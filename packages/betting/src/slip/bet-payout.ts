import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { PayoutInputError } from '../payout/payout-input-error';
import { potentialWin, type PayoutBet, type PayoutResult } from '../payout/potential-win';
import type { SlipBet } from './types';

/** The payout-maths view of a slip bet, at its own stake or another one. */
export function toPayoutBet(bet: SlipBet, stake: number = bet.stake): PayoutBet {
  return {
    type: bet.betType,
    stake,
    odds: bet.selections.map((s) => s.odds),
    ...(bet.systemType ? { system: bet.systemType } : {}),
    ...(bet.customOdds !== null ? { customOdds: bet.customOdds } : {}),
  };
}

/** The bet's potential win, or null while it cannot be priced (a custom bet awaiting its price). */
export function betPayout(
  bet: SlipBet,
  stake: number = bet.stake,
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): PayoutResult | null {
  try {
    return potentialWin(toPayoutBet(bet, stake), config);
  } catch (e) {
    if (e instanceof PayoutInputError) return null;
    throw e;
  }
}
