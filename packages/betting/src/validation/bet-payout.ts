import type { EngineConfig } from '../config';
import { PayoutInputError } from '../payout/payout-input-error';
import { potentialWin, type PayoutResult } from '../payout/potential-win';
import type { ValidationBet } from './types';

/** The payout of a bet under validation, or null when the payout maths cannot price it. */
export function payoutOfValidationBet(bet: ValidationBet, config: EngineConfig): PayoutResult | null {
  try {
    return potentialWin(
      {
        type: bet.type,
        stake: bet.stake,
        odds: bet.selections.map((s) => s.odds),
        ...(bet.system ? { system: bet.system } : {}),
        ...(bet.customOdds ? { customOdds: bet.customOdds } : {}),
      },
      config,
    );
  } catch (e) {
    if (e instanceof PayoutInputError) return null;
    throw e;
  }
}
