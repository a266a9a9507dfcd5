import { parseRational, rational, roundScaled, type Rational } from '../../money/rational';

/**
 * A rational shown with between minDigits and maxDigits fraction digits, rounded to nearest (ties away
 * from zero) at maxDigits, trailing zeros trimmed down to minDigits. Positive values get `plus` if asked.
 */
export function fixedDecimal(value: Rational, minDigits: number, maxDigits: number, plus = false): string {
  const scaled = roundScaled(value, maxDigits);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(maxDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxDigits);
  let frac = digits.slice(digits.length - maxDigits);
  while (frac.length > minDigits && frac.endsWith('0')) frac = frac.slice(0, -1);
  const sign = negative ? '-' : plus && scaled > 0n ? '+' : '';
  return `${sign}${whole}${frac ? `.${frac}` : ''}`;
}

/**
 * Keeps a rounded value from landing on `forbidden` (0 for net values, 1 for prices), which no price shows
 * as: such values move one step of 10^-digits away from it, toward the exact value's side.
 */
export function avoidRoundingOnto(value: Rational, digits: number, forbidden: bigint): Rational {
  const scale = 10n ** BigInt(digits);
  if (roundScaled(value, digits) !== forbidden * scale) return value;
  const step = value.num * scale > forbidden * scale * value.den ? 1n : -1n;
  return rational(forbidden * scale + step, scale);
}

const SIGNED_DECIMAL_RE = /^[+\-\u2212]?\d+(?:\.\d+)?$/;

/** Reads a plain signed decimal ("+150", "-0.80", "−2", "1.5") exactly; null for anything else. */
export function readSignedDecimal(text: string): Rational | null {
  const t = text.trim();
  if (!SIGNED_DECIMAL_RE.test(t)) return null;
  return parseRational(t.replace('\u2212', '-'));
}
