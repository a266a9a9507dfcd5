import { DEFAULT_ENGINE_CONFIG } from '../config';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import type { CashoutLeg, CashoutUnavailableReason } from './cashout-leg';
import { cashoutQuote, type CashoutOptions } from './cashout-quote';

/** CO9: an edit priced as cashing the old bet out into a new one; minor units. */
export interface EditBetPrice {
  readonly available: true;
  /** The old bet's cashout offer, credited. */
  readonly credit: number;
  /** The new bet's total stake (every line for systems), debited. */
  readonly newTotalStake: number;
  /** What the player pays (positive) or receives (negative): newTotalStake − credit. */
  readonly due: number;
  /** The new bet's potential win at its (current) odds. */
  readonly newPotentialWin: number;
}

export type EditBetQuote =
  EditBetPrice | { readonly available: false; readonly reason: CashoutUnavailableReason };

/**
 * CO9 edit bet: the old bet is cashed out at its offer (CO1–CO6) and the new bet (other selections or
 * stake, at current prices) is placed; the player's balance moves by credit − new total stake, nothing else.
 * Unavailable whenever the old bet has no cashout offer.
 */
export function editBetPrice(
  old: PayoutBet,
  oldLegs: readonly CashoutLeg[],
  next: PayoutBet,
  options: CashoutOptions = {},
): EditBetQuote {
  const quote = cashoutQuote(old, oldLegs, options);
  if (!quote.available) return { available: false, reason: quote.reason };
  const payout = potentialWin(next, options.config ?? DEFAULT_ENGINE_CONFIG);
  return {
    available: true,
    credit: quote.value,
    newTotalStake: payout.totalStake,
    due: payout.totalStake - quote.value,
    newPotentialWin: payout.potentialWin,
  };
}
