import { convertMinorUnits, type SlipBet } from '@slipstream/betting';
import { REFERENCE_RATES } from '../share/reference-rates';

/** §4: a stored bet in another currency than the player's comes back converted (RS4, rounded down). */
export function inCurrency(bet: SlipBet, to: { code: string; subunits: number }): SlipBet {
  if (bet.currency === to.code) return bet;
  const stake = convertMinorUnits(
    bet.stake,
    { code: bet.currency, subunits: bet.subunits },
    to,
    REFERENCE_RATES,
  );
  return { ...bet, currency: to.code, subunits: to.subunits, stake: stake ?? 0, stakeSource: 'sharing' };
}
