import { ONE, add, compare, sub, type Rational } from '../../money/rational';
import type { OddsCodec } from './codec';
import { avoidRoundingOnto, fixedDecimal, readSignedDecimal } from './fixed-decimal';

const aboveOne = (r: Rational | null): Rational | null => (r && compare(r, ONE) > 0 ? r : null);
const unsigned = (text: string): Rational | null =>
  /^\s*[+\-\u2212]/.test(text) ? null : readSignedDecimal(text);

/** The price itself, exact (Odds have 3 decimals): 2.35, 1.125, 2.00. */
export const decimalCodec: OddsCodec = {
  display: (price) => fixedDecimal(price, 2, 3),
  price: (text) => aboveOne(unsigned(text)),
};

/** The price at two decimals, rounded to nearest: 1.125 shows as 1.13 (and 1.001 as 1.01, never 1.00). */
export const europeanCodec: OddsCodec = {
  display: (price) => fixedDecimal(avoidRoundingOnto(price, 2, 1n), 2, 2),
  price: (text) => aboveOne(unsigned(text)),
};

/** The net win per unit staked (price − 1), exact: 2.35 shows as 1.35. */
export const hongKongCodec: OddsCodec = {
  display: (price) => fixedDecimal(sub(price, ONE), 2, 3),
  price: (text) => aboveOne(mapNullable(unsigned(text), (h) => add(h, ONE))),
};

function mapNullable<T, U>(value: T | null, f: (v: T) => U): U | null {
  return value === null ? null : f(value);
}
