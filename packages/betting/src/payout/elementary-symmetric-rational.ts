import { rational, type Rational } from '../money/rational';
import { elementarySymmetric } from './elementary-symmetric';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * e_k over exact fractions: bring every value to one common denominator L, run the integer recurrence,
 * and divide by L^k. Settlement and cashout use it for system bets whose legs carry factors like 1/2.
 */
export function elementarySymmetricRational(values: readonly Rational[], k: number): Rational {
  const common = values.reduce((l, v) => (l / gcd(l, v.den)) * v.den, 1n);
  const scaled = values.map((v) => v.num * (common / v.den));
  return rational(elementarySymmetric(scaled, k), common ** BigInt(k));
}
