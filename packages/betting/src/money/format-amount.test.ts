import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './format-amount';

describe('formatAmount', () => {
  it('[MO2] full style shows every digit the currency has, up to 10, at least 2', () => {
    expect(formatAmount(1050, 100)).toBe('10.50');
    expect(formatAmount(5, 100)).toBe('0.05');
    expect(formatAmount(12_345, 100_000_000)).toBe('0.00012345');
    expect(formatAmount(100_000_000, 100_000_000)).toBe('1.00');
    expect(formatAmount(1, 10_000_000_000)).toBe('0.0000000001');
    expect(formatAmount(500, 1)).toBe('500');
    expect(formatAmount(-1050, 100)).toBe('-10.50');
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 100)).toBe('90071992547409.91');
    expect(formatMoney({ value: 123_456_789, currency: 'BTC', subunits: 100_000_000 })).toBe('1.23456789');
  });

  it('[MO2] short style shows at most 2 digits, cut off (never rounded up)', () => {
    expect(formatAmount(12_345, 100_000_000, { style: 'short' })).toBe('0.00');
    expect(formatAmount(199_999_999, 100_000_000, { style: 'short' })).toBe('1.99');
    expect(formatAmount(1050, 100, { style: 'short' })).toBe('10.50');
  });

  it('[MO2] a locale adds grouping and its decimal mark without losing digits', () => {
    expect(formatAmount(123_456_789, 100, { locale: 'en-US' })).toBe('1,234,567.89');
    expect(formatAmount(123_456_789, 100, { locale: 'de-DE' })).toBe('1.234.567,89');
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 10_000_000_000, { locale: 'en-US' })).toBe(
      '900,719.9254740991',
    );
  });
});
