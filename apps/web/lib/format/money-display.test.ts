import { describe, expect, it } from 'vitest';
import { compactAmount, moneyText } from './money-display';

// As the accounts answer sends them (migrations/0300_players.sql).
const usdt = {
  currency: 'USDT',
  subunits: 1_000_000,
  fiat: false,
  subcurrencies: [{ code: 'cent', subunits: 10_000 }],
};
const btc = {
  currency: 'BTC',
  subunits: 100_000_000,
  fiat: false,
  subcurrencies: [
    { code: 'mBTC', subunits: 100_000 },
    { code: 'sat', subunits: 1 },
  ],
};
const eur = { currency: 'EUR', subunits: 100, fiat: true, subcurrencies: [{ code: 'cent', subunits: 1 }] };

describe('amounts in a subcurrency (HW14, MO3)', () => {
  it('[HW14] a crypto amount under 100 whole units reads in the first subcurrency', () => {
    expect(moneyText(500_000, usdt, 'en')).toBe('50.00 cent');
    expect(moneyText(99_999_999, usdt, 'en')).toBe('9,999.9999 cent');
    expect(moneyText(50_000, btc, 'en')).toBe('0.50 mBTC');
    expect(moneyText(12_345, btc, 'de')).toBe('0,12345 mBTC');
  });

  it('[HW14] at or above 100 whole units, without a subcurrency, or in fiat, the currency itself', () => {
    expect(moneyText(100_000_000, usdt, 'en')).toBe('100.00 USDT');
    expect(moneyText(1_500_000, { ...usdt, subcurrencies: [] }, 'en')).toBe('1.50 USDT');
    expect(moneyText(4_250, eur, 'en')).toBe('42.50 EUR');
    expect(moneyText(50, eur, 'en')).toBe('0.50 EUR');
  });
});

describe('large amounts where room is short (HW20)', () => {
  it('[HW20] from 100,000 whole units an amount reads compact, never more than it is', () => {
    expect(compactAmount(9_999_999, 100, 'de')).toBeNull();
    expect(compactAmount(10_102_190, 100, 'de')).toBe('101.021');
    expect(compactAmount(10_102_190, 100, 'en')).toBe('101K');
    expect(compactAmount(19_999_999_900, 100, 'de')).toMatch(/^199,9\sMio\.$/);
    expect(compactAmount(250_000_000, 100, 'en')).toBe('2.5M');
    expect(compactAmount(10_102_190, 100, 'ar')).toMatch(/^[١٠]+\sألف$/);
  });
});
