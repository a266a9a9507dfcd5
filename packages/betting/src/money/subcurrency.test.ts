import { describe, expect, it } from 'vitest';
import { displayUnit } from './subcurrency';
import type { Currency } from './money';

const usdt: Currency = {
  code: 'USDT',
  subunits: 1_000_000,
  fiat: false,
  subcurrencies: [{ code: 'cUSDT', subunits: 100 }],
};
const eur: Currency = { code: 'EUR', subunits: 100, fiat: true };

describe('displayUnit', () => {
  it('[MO3] below 100 × subunits (under 100 whole units) the cents subcurrency is chosen', () => {
    expect(displayUnit({ value: 500_000, currency: 'USDT', subunits: 1_000_000 }, usdt)).toEqual({
      code: 'cUSDT',
      amount: '50',
      isSubcurrency: true,
    });
    expect(displayUnit({ value: 99_999_999, currency: 'USDT', subunits: 1_000_000 }, usdt)).toEqual({
      code: 'cUSDT',
      amount: '9999.9999',
      isSubcurrency: true,
    });
  });

  it('[MO3] at or above 100 × subunits, or without a subcurrency, the currency itself is used', () => {
    expect(displayUnit({ value: 100_000_000, currency: 'USDT', subunits: 1_000_000 }, usdt)).toEqual({
      code: 'USDT',
      amount: '100',
      isSubcurrency: false,
    });
    expect(displayUnit({ value: 50, currency: 'EUR', subunits: 100 }, eur)).toEqual({
      code: 'EUR',
      amount: '0.5',
      isSubcurrency: false,
    });
  });
});
