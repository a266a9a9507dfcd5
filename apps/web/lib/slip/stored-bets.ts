import { convertMinorUnits, type CurrencyRates, type SlipBet } from '@slipstream/betting';

/**
 * §4: a stored bet in another currency than the player's comes back converted (RS4, rounded down) at the
 * operator's rates (OPERATOR_CONFIG currencies.exchange_rates, site config `rates`).
 */
export function inCurrency(
  bet: SlipBet,
  to: { code: string; subunits: number },
  rates: CurrencyRates,
): SlipBet {
  if (bet.currency === to.code) return bet;
  const stake = convertMinorUnits(bet.stake, { code: bet.currency, subunits: bet.subunits }, to, rates);
  return { ...bet, currency: to.code, subunits: to.subunits, stake: stake ?? 0, stakeSource: 'sharing' };
}
