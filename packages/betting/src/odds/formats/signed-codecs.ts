import { ONE, abs, add, compare, div, mul, neg, rational, sub, type Rational } from '../../money/rational';
import type { OddsCodec } from './codec';
import { avoidRoundingOnto, fixedDecimal, readSignedDecimal } from './fixed-decimal';

const TWO = rational(2n);
const HUNDRED = rational(100n);

/**
 * The three signed formats share one shape: at or on the "short" side of evens they show the net win per
 * `unit` staked as a positive number; on the other side they show the (negative) stake needed to win `unit`.
 * Malaysian uses unit 1 with positive values up to evens; Indonesian unit 1 and American unit 100 with
 * positive values from evens up.
 */
function signedCodec(unit: Rational, positiveUpToEvens: boolean, show: (v: Rational) => string): OddsCodec {
  return {
    display(price) {
      const net = sub(price, ONE);
      const positive = positiveUpToEvens ? compare(price, TWO) <= 0 : compare(price, TWO) >= 0;
      return show(positive ? mul(net, unit) : neg(div(unit, net)));
    },
    price(text) {
      const v = readSignedDecimal(text);
      if (!v || v.num === 0n) return null;
      const magnitudeVsUnit = compare(abs(v), unit);
      // Positive values live on one side of evens, negative on the other; both meet at ±unit (evens).
      if (v.num > 0n && (positiveUpToEvens ? magnitudeVsUnit > 0 : magnitudeVsUnit < 0)) return null;
      if (v.num < 0n && (positiveUpToEvens ? magnitudeVsUnit > 0 : magnitudeVsUnit < 0)) return null;
      return v.num > 0n ? add(ONE, div(v, unit)) : add(ONE, div(unit, abs(v)));
    },
  };
}

/** Malaysian: 1.80 -> 0.80; 2.50 -> -0.667 (stake 0.667 to win 1); very long prices stop at -0.001. */
export const malaysianCodec = signedCodec(ONE, true, (v) => fixedDecimal(avoidRoundingOnto(v, 3, 0n), 2, 3));
/** Indonesian: 2.50 -> 1.50; 1.80 -> -1.25 (stake 1.25 to win 1). */
export const indonesianCodec = signedCodec(ONE, false, (v) => fixedDecimal(v, 2, 3));
/** American (moneyline): 2.50 -> +150; 1.80 -> -125; whole numbers. */
// 1.996–1.999 round to -100, which is evens: written +100 like 2.00, so one value has one spelling.
export const americanCodec = signedCodec(HUNDRED, false, (v) =>
  fixedDecimal(v, 0, 0, true).replace(/^-100$/, '+100'),
);
