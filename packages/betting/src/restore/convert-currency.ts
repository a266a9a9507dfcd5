import { div, floor, mul, parseRational, rational, type Rational } from '../money/rational';

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
 * RS4: converts an amount in minor units between currencies, exactly, rounding down to the target's minor
 * unit (a converted stake never exceeds what the original was worth). Null when a rate is missing or invalid.
 * The money module has no converter yet; this is the engine's one conversion (Rational maths, no floats).
 */
export function convertMinorUnits(
  amount: number,
  from: { readonly code: string; readonly subunits: number },
  to: { readonly code: string; readonly subunits: number },
  rates: CurrencyRates,
): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return null;
  if (from.code === to.code && from.subunits === to.subunits) return amount;
  const fromRate = from.code === to.code ? rational(1n) : rateOf(rates, from.code);
  const toRate = from.code === to.code ? rational(1n) : rateOf(rates, to.code);
  if (!fromRate || !toRate) return null;
  const major = div(rational(BigInt(amount)), rational(BigInt(from.subunits)));
  const value = mul(div(mul(major, fromRate), toRate), rational(BigInt(to.subunits)));
  const out = floor(value);
  return out <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(out) : null;
}
