import { formatAmount } from '@slipstream/betting';
import { InvalidAmountError } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { decimalMark, readStake } from './read-stake';

describe('stake text', () => {
  it('is read exactly in minor units, also while still being typed', () => {
    expect(readStake('10.50', 100, '.')).toBe(1050);
    expect(readStake('10.', 100, '.')).toBe(1000);
    expect(readStake('.5', 100, '.')).toBe(50);
    expect(readStake('1 234,5', 100, ',')).toBe(123450);
    expect(readStake('0.00000001', 100_000_000, '.')).toBe(1);
  });

  it('refuses what is no amount (never a float guess)', () => {
    expect(() => readStake('1e3', 100, '.')).toThrow(InvalidAmountError);
    expect(() => readStake('10.505', 100, '.')).toThrow(InvalidAmountError);
    expect(() => readStake('-5', 100, '.')).toThrow(InvalidAmountError);
  });
});

describe('decimal mark', () => {
  it('follows the locale', () => {
    expect(decimalMark('en')).toBe('.');
    expect(decimalMark('de')).toBe(',');
  });
});

describe('a shown stake reads back to the same minor units', () => {
  it.each(['en', 'de', 'pt-BR', 'es'])('in %s', (locale) => {
    for (const minor of [1, 150, 123450, 100000000]) {
      expect(readStake(formatAmount(minor, 100, { locale }), 100, decimalMark(locale))).toBe(minor);
    }
  });
});
