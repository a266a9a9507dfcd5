import { abs, compare, rational, sub, type Rational } from '../../money/rational';

/**
 * The fraction with denominator ≤ maxDen nearest to a non-negative x (ties to the smaller denominator),
 * from the continued-fraction convergents and the semiconvergents between them.
 */
export function bestApproximation(x: Rational, maxDen: bigint): Rational {
  if (x.den <= maxDen) return x;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let [n, d] = [x.num, x.den];
  for (;;) {
    const a = n / d;
    const q2 = q0 + a * q1;
    if (q2 > maxDen) {
      // The last convergent p1/q1, or the largest semiconvergent that still fits: whichever is nearer.
      const t = (maxDen - q0) / q1;
      const semi = rational(p0 + t * p1, q0 + t * q1);
      const conv = rational(p1, q1);
      return compare(abs(sub(semi, x)), abs(sub(conv, x))) < 0 ? semi : conv;
    }
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
    if (d === 0n) return rational(p1, q1);
  }
}
