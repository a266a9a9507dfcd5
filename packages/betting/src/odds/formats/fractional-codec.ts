import {
  ONE,
  add,
  compare,
  parseRational,
  rational,
  roundScaled,
  sub,
  type Rational,
} from '../../money/rational';
import { bestApproximation } from './best-approximation';
import type { OddsCodec } from './codec';
import { FRACTIONAL_LADDER } from './fractional-ladder';

const MAX_DENOMINATOR = 100n;
const FRACTION_RE = /^(\d+)\s*\/\s*(\d+)$/;

/** The ladder entry whose value rounds to the same thousandth as `net`, if any. */
function ladderName(net: Rational): string | null {
  const milli = roundScaled(net, 3);
  const hit = FRACTIONAL_LADDER.find(([a, b]) => roundScaled(rational(BigInt(a), BigInt(b)), 3) === milli);
  return hit ? `${hit[0]}/${hit[1]}` : null;
}

/**
 * British fractional odds (net win / stake): the ladder name when the price is a ladder price, else the
 * exact fraction when its denominator is at most 100 (2.35 -> 27/20), else the nearest such fraction
 * (never 0/1: 1.001 shows as 1/100).
 */
export const fractionalCodec: OddsCodec = {
  display(price) {
    const net = sub(price, ONE);
    const named = ladderName(net);
    if (named) return named;
    const f = bestApproximation(net, MAX_DENOMINATOR);
    // A price this close to 1 still shows as a win, at the smallest fraction there is.
    if (f.num === 0n) return `1/${MAX_DENOMINATOR}`;
    // One name per value: 3/2 is written as the ladder's 6/4, so equal values always read the same.
    const same = FRACTIONAL_LADDER.find(([a, b]) => compare(rational(BigInt(a), BigInt(b)), f) === 0);
    return same ? `${same[0]}/${same[1]}` : `${f.num}/${f.den}`;
  },
  price(text) {
    const t = text.trim().toLowerCase();
    if (t === 'evens' || t === 'evs') return rational(2n);
    const m = FRACTION_RE.exec(t);
    if (!m || !m[1] || !m[2] || BigInt(m[1]) === 0n || BigInt(m[2]) === 0n) return null;
    return add(ONE, parseRational(`${m[1]}/${m[2]}`));
  },
};
