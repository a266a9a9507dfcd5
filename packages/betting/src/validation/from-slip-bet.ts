import type { SlipBet } from '../slip/types';
import type { ValidationBet } from './types';

/** The validation view of a slip bet (the slip validates with the same function as the server). */
export function validationBetFromSlip(bet: SlipBet): ValidationBet {
  return {
    type: bet.betType,
    stake: bet.stake,
    currency: bet.currency,
    selections: bet.selections,
    system: bet.systemType,
    customOdds: bet.customOdds,
  };
}
