import { convertMoney } from '../money/convert';
import { InvalidAmountError } from '../money/invalid-amount-error';
import { div, parseRational, rational, type Rational } from '../money/rational';

/**
 * Exchange rates as exact decimal strings: the value of one major unit of each currency in one common base
 * ("EUR": "1", "USD": "0.92", "BTC": "61234.5"). Strings, never floats, so a rate is read exactly.
 */
export type CurrencyRates = Readonly<Record<string, string>>;

function rateOf(rates: CurrencyRates, code: string): Rational | null {
  const text = rates[code];
  if (text === undefined) return null;
  try {
    const r = parseRational(text);
    return r.num > 0n ? r : null;
  } catch {
    return null;
  }
}

/**
 * RS4: converts an amount in minor units between currencies through the money module's exact conversion
 * (convertMoney: rounded down to the target's minor unit, so a converted stake never exceeds what the original
 * was worth). The pair rate is the ratio of the two base rates. Null when a rate is missing or invalid.
 */
export function convertMinorUnits(
  amount: number,
  from: { readonly code: string; readonly subunits: number },
  to: { readonly code: string; readonly subunits: number },
  rates: CurrencyRates,
): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  const same = from.code === to.code;
  const fromRate = same ? rational(1n) : rateOf(rates, from.code);
  const toRate = same ? rational(1n) : rateOf(rates, to.code);
  if (!fromRate || !toRate) return null;
  try {
    // convertMoney does not read the fiat flag; it is only part of the Currency shape.
    const money = { value: amount, currency: from.code, subunits: from.subunits };
    return convertMoney(money, { ...to, fiat: true }, div(fromRate, toRate)).value;
  } catch (e) {
    if (e instanceof InvalidAmountError) return null;
    throw e;
  }
}
