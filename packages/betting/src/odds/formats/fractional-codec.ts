import { ONE, add, parseRational, rational, roundScaled, sub } from '../../money/rational';
import { bestApproximation } from './best-approximation';
import type { OddsCodec } from './codec';
import { FRACTIONAL_LADDER } from './fractional-ladder';

const MAX_DENOMINATOR = 100n;
const FRACTION_RE = /^(\d+)\s*\/\s*(\d+)$/;

// Built once: ladder names by the thousandth their value rounds to, and by their exact (reduced) value.
const ladderByMilli = new Map<bigint, string>();
const ladderByValue = new Map<string, string>();
for (const [a, b] of FRACTIONAL_LADDER) {
  const value = rational(BigInt(a), BigInt(b));
  const name = `${a}/${b}`;
  if (!ladderByMilli.has(roundScaled(value, 3))) ladderByMilli.set(roundScaled(value, 3), name);
  ladderByValue.set(`${value.num}/${value.den}`, name);
}

/**
 * British fractional odds (net win / stake): the ladder name when the price is a ladder price, else the
 * exact fraction when its denominator is at most 100 (2.35 -> 27/20), else the nearest such fraction
 * (never 0/1: 1.001 shows as 1/100).
 */
export const fractionalCodec: OddsCodec = {
  display(price) {
    const net = sub(price, ONE);
    const named = ladderByMilli.get(roundScaled(net, 3));
    if (named) return named;
    const f = bestApproximation(net, MAX_DENOMINATOR);
    // A price this close to 1 still shows as a win, at the smallest fraction there is.
    if (f.num === 0n) return `1/${MAX_DENOMINATOR}`;
    // One name per value: 3/2 is written as the ladder's 6/4, so equal values always read the same.
    return ladderByValue.get(`${f.num}/${f.den}`) ?? `${f.num}/${f.den}`;
  },
  price(text) {
    const t = text.trim().toLowerCase();
    if (t === 'evens' || t === 'evs') return rational(2n);
    const m = FRACTION_RE.exec(t);
    if (!m || !m[1] || !m[2] || BigInt(m[1]) === 0n || BigInt(m[2]) === 0n) return null;
    return add(ONE, parseRational(`${m[1]}/${m[2]}`));
  },
};
