import type { CurrencyRates } from '@slipstream/betting';

/**
 * Value of one whole unit in EUR, exact decimal strings, for converting restored stakes (betting-core §4,
 * RS4). The same table as the server's bets module (apps/server/src/bets/limits.ts REFERENCE_RATES): the
 * spec has no rates call yet, and apps may not import each other. OPERATOR_CONFIG will supply both.
 */
export const REFERENCE_RATES: CurrencyRates = {
  EUR: '1',
  USD: '0.92',
  GBP: '1.17',
  BRL: '0.17',
  USDT: '0.92',
  BTC: '60000',
  ETH: '3000',
};
