/**
 * Exact odds. A price is held as an integer count of thousandths (2.35 -> 2350), branded so it
 * cannot be mixed with plain numbers or money. Wire odds have at most 3 fraction digits (API.md).
 */
export type Odds = number & { readonly __brand: 'Odds' };

/** The scale of an Odds value: 1.000 = 1000. */
export const ODDS_SCALE = 1000;

export class InvalidOddsError extends Error {
  constructor(readonly input: unknown) {
    super(`Invalid odds: ${String(input)}`);
    this.name = 'InvalidOddsError';
  }
}

const DECIMAL_RE = /^(\d{1,9})(?:\.(\d{1,3}))?$/;

/**
 * Parses a decimal price (number or string, at most 3 fraction digits, at least 1.001) exactly.
 * Numbers are read through their shortest round-trip string, so 2.35 parses as 2350, never 2349.
 */
export function oddsFromDecimal(input: number | string): Odds {
  const text = typeof input === 'number' ? numberToPlainString(input) : input.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match) throw new InvalidOddsError(input);
  const whole = Number(match[1]);
  const frac = Number((match[2] ?? '').padEnd(3, '0'));
  const milli = whole * ODDS_SCALE + frac;
  if (milli <= ODDS_SCALE) throw new InvalidOddsError(input);
  return milli as Odds;
}

/** Like oddsFromDecimal but returns null instead of throwing. */
export function tryOddsFromDecimal(input: number | string): Odds | null {
  try {
    return oddsFromDecimal(input);
  } catch {
    return null;
  }
}

/** Wraps an integer count of thousandths. */
export function oddsFromMilli(milli: number): Odds {
  if (!Number.isSafeInteger(milli) || milli <= ODDS_SCALE) throw new InvalidOddsError(milli);
  return milli as Odds;
}

/** The wire/display decimal (2350 -> 2.35). Exact for 3 fraction digits. */
export function oddsToDecimal(odds: Odds): number {
  return odds / ODDS_SCALE;
}

/** A fixed 3-digit-or-fewer decimal string, trailing zeros trimmed to 2 digits minimum ("2.35", "2.00", "1.125"). */
export function oddsToDecimalString(odds: Odds): string {
  const whole = Math.floor(odds / ODDS_SCALE);
  const frac = String(odds % ODDS_SCALE).padStart(3, '0');
  return `${whole}.${frac.endsWith('0') ? frac.slice(0, 2) : frac}`;
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const s = String(n);
  if (!/e/i.test(s)) return s;
  // Exponent notation only happens for very small or very large values; both are invalid odds here.
  return 'invalid';
}
