import { bonusPotentialWin } from '../bonus/bonus-payout';
import type { EngineConfig } from '../config';
import { PayoutInputError } from '../payout/payout-input-error';
import { potentialWin, type PayoutResult } from '../payout/potential-win';
import type { ValidationBet } from './types';

/**
 * The payout of a bet under validation, or null when the payout maths cannot price it. A combo boost on the bet
 * raises its win and profit to the boosted ones (BO2), so the payout limit weighs what the bet can really pay
 * (BO10); free bets keep the cash bet's profit (their stake is fixed, BO3–BO5).
 */
export function payoutOfValidationBet(bet: ValidationBet, config: EngineConfig): PayoutResult | null {
  try {
    const payoutBet = {
      type: bet.type,
      stake: bet.stake,
      odds: bet.selections.map((s) => s.odds),
      ...(bet.system ? { system: bet.system } : {}),
      ...(bet.customOdds ? { customOdds: bet.customOdds } : {}),
    };
    const plain = potentialWin(payoutBet, config);
    if (bet.bonus?.kind !== 'comboboost') return plain;
    const boosted = bonusPotentialWin(payoutBet, bet.bonus, config);
    return { ...plain, potentialWin: boosted, profit: boosted - plain.totalStake };
  } catch (e) {
    if (e instanceof PayoutInputError) return null;
    throw e;
  }
}
