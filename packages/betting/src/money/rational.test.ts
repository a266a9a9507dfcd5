import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InvalidRationalError,
  add,
  compare,
  div,
  floor,
  mul,
  parseRational,
  rational,
  rationalFromNumber,
  roundScaled,
  sub,
  toDecimalString,
} from './rational';

describe('Rational', () => {
  it('[MO6] reads decimals and fractions exactly and refuses exponents and junk', () => {
    expect(parseRational('0.1')).toEqual(rational(1n, 10n));
    expect(parseRational('-1.25')).toEqual(rational(-5n, 4n));
    expect(parseRational('13/8')).toEqual({ num: 13n, den: 8n });
    expect(parseRational('6/4')).toEqual({ num: 3n, den: 2n });
    for (const bad of ['1e3', '', 'abc', '1/0', '1.', '.5', '1..2']) {
      expect(() => parseRational(bad), bad).toThrow(InvalidRationalError);
    }
    expect(rationalFromNumber(0.1)).toEqual(rational(1n, 10n));
    expect(rationalFromNumber(1e-7)).toEqual(rational(1n, 10_000_000n));
  });

  it('[MO6] arithmetic is exact: (a + b) - b = a, (a × b) / b = a', () => {
    const arb = fc
      .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 9n }))
      .map(([n, d]) => rational(n, d));
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        expect(sub(add(a, b), b)).toEqual(a);
        if (b.num !== 0n) expect(div(mul(a, b), b)).toEqual(a);
        expect(compare(a, add(a, rational(1n, 10n ** 12n)))).toBe(-1);
      }),
    );
  });

  it('[MO6] floor and rounding behave for negatives', () => {
    expect(floor(rational(-3n, 2n))).toBe(-2n);
    expect(floor(rational(3n, 2n))).toBe(1n);
    expect(roundScaled(rational(-5n, 2n), 0)).toBe(-3n);
    expect(roundScaled(rational(1n, 3n), 2)).toBe(33n);
    expect(toDecimalString(rational(1n, 3n), 4)).toBe('0.3333');
    expect(toDecimalString(rational(5n, 2n), 4)).toBe('2.5');
  });
});
