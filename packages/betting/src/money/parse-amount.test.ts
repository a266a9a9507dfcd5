import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';
import { InvalidAmountError, type InvalidAmountReason } from './invalid-amount-error';
import { parseAmount } from './parse-amount';

const reason = (f: () => unknown): InvalidAmountReason | undefined => {
  try {
    f();
  } catch (e) {
    if (e instanceof InvalidAmountError) return e.reason;
    throw e;
  }
  return undefined;
};

describe('parseAmount', () => {
  it('[MO1] reads typed amounts into exact minor units for the currency subunits', () => {
    expect(parseAmount('10', 100)).toBe(1000);
    expect(parseAmount('10.5', 100)).toBe(1050);
    expect(parseAmount(' 0.07 ', 100)).toBe(7);
    expect(parseAmount('1,234.56', 100)).toBe(123_456);
    expect(parseAmount('1 234,56', 100, { decimalSeparator: ',' })).toBe(123_456);
    expect(parseAmount('1.234,5', 100, { decimalSeparator: ',' })).toBe(123_450);
    expect(parseAmount('0.00000001', 100_000_000)).toBe(1);
    expect(parseAmount('0.0000000001', 10_000_000_000)).toBe(1);
    expect(parseAmount('500', 1)).toBe(500);
    expect(parseAmount('0', 100)).toBe(0);
    // 0.29 × 100 is 28.999999999999996 in floats; the string path is exact.
    expect(parseAmount('0.29', 100)).toBe(29);
  });

  it('[MO1] rejects junk, negatives, extra fraction digits and overflow with a reason', () => {
    expect(reason(() => parseAmount('', 100))).toBe('empty');
    expect(reason(() => parseAmount('  ', 100))).toBe('empty');
    expect(reason(() => parseAmount('-1', 100))).toBe('negative');
    expect(reason(() => parseAmount('\u22121', 100))).toBe('negative');
    expect(reason(() => parseAmount('1.234', 100))).toBe('too_many_decimals');
    expect(reason(() => parseAmount('1.5', 1))).toBe('too_many_decimals');
    for (const junk of [
      'abc',
      '1e3',
      '1.2.3',
      '12,34',
      '1,2345',
      '.5',
      '5.',
      '+5',
      '0x10',
      'Infinity',
      'NaN',
    ]) {
      expect(
        reason(() => parseAmount(junk, 100)),
        junk,
      ).toBe('not_a_number');
    }
    expect(reason(() => parseAmount('90071992547409.92', 100))).toBe('too_large');
    expect(reason(() => parseAmount('1', 50))).toBe('invalid_subunits');
  });

  it('[MO1] parse(format(x)) = x for every amount and subunits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 50 }), fc.integer({ min: 0, max: 10 }), (minor, digits) => {
        const subunits = 10 ** digits;
        expect(parseAmount(formatAmount(minor, subunits), subunits)).toBe(minor);
        expect(parseAmount(formatAmount(minor, subunits, { locale: 'en-US' }), subunits)).toBe(minor);
        expect(
          parseAmount(formatAmount(minor, subunits, { locale: 'de-DE' }), subunits, {
            decimalSeparator: ',',
          }),
        ).toBe(minor);
      }),
    );
  });
});
