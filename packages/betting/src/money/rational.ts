/**
 * An exact fraction of two BigInts, always reduced with a positive denominator. Settlement factors,
 * exchange rates and odds-format conversions go through this so no binary float ever touches money.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

export class InvalidRationalError extends Error {
  constructor(readonly input: unknown) {
    super(`Not an exact decimal or fraction: ${String(input)}`);
    this.name = 'InvalidRationalError';
  }
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new InvalidRationalError(`${num}/0`);
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO: Rational = rational(0n);
export const ONE: Rational = rational(1n);

export const add = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const div = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);

/** -1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** Largest integer not above the value (floor, also for negatives). */
export function floor(a: Rational): bigint {
  const q = a.num / a.den;
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}

const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const FRACTION_RE = /^([+-]?\d+)\s*\/\s*(\d+)$/;

/**
 * Reads "0.5", "-1.25", "3" or "13/8" exactly. Exponents, blanks and junk are rejected, so a value
 * that came from a float's noisy string form is caught rather than silently rounded.
 */
export function parseRational(text: string): Rational {
  const trimmed = text.trim();
  const dec = DECIMAL_RE.exec(trimmed);
  if (dec) {
    const frac = dec[3] ?? '';
    const num = BigInt(`${dec[2]}${frac}`) * (dec[1] === '-' ? -1n : 1n);
    return rational(num, 10n ** BigInt(frac.length));
  }
  const fr = FRACTION_RE.exec(trimmed);
  if (fr && fr[2] !== undefined && BigInt(fr[2]) !== 0n) return rational(BigInt(fr[1] ?? ''), BigInt(fr[2]));
  throw new InvalidRationalError(text);
}

/** A number literal read through its shortest round-trip decimal string (0.1 -> 1/10, never the binary value). */
export function rationalFromNumber(value: number): Rational {
  if (!Number.isFinite(value)) throw new InvalidRationalError(value);
  if (Number.isInteger(value)) return rational(BigInt(value));
  const text = String(value);
  if (/e/i.test(text)) {
    const [mantissa = '', exp = '0'] = text.toLowerCase().split('e');
    const base = parseRational(mantissa);
    const e = Number(exp);
    return e >= 0 ? mul(base, rational(10n ** BigInt(e))) : div(base, rational(10n ** BigInt(-e)));
  }
  return parseRational(text);
}

/** Exact decimal string when the denominator divides a power of ten within maxDigits, else rounded down. */
export function toDecimalString(a: Rational, maxDigits: number): string {
  const scale = 10n ** BigInt(maxDigits);
  const scaled = floor(mul(a, rational(scale)));
  const neg = scaled < 0n;
  const abs = neg ? -scaled : scaled;
  const whole = abs / scale;
  const frac = (abs % scale).toString().padStart(maxDigits, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

export const neg = (a: Rational): Rational => rational(-a.num, a.den);
export const abs = (a: Rational): Rational => (a.num < 0n ? neg(a) : a);

/** The value × 10^digits rounded to the nearest integer, ties away from zero (display rounding). */
export function roundScaled(a: Rational, digits: number): bigint {
  const scaled = mul(abs(a), rational(10n ** BigInt(digits)));
  const rounded = floor(add(scaled, rational(1n, 2n)));
  return a.num < 0n ? -rounded : rounded;
}
