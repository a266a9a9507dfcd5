import { describe, expect, it } from 'vitest';
import { convertMoney } from './convert';
import { InvalidAmountError } from './invalid-amount-error';
import type { Currency } from './money';
import { rational } from './rational';

const usd: Currency = { code: 'USD', subunits: 100, fiat: true };
const btc: Currency = { code: 'BTC', subunits: 100_000_000, fiat: false };
const jpy: Currency = { code: 'JPY', subunits: 1, fiat: true };

describe('convertMoney', () => {
  it('[MO4] converts at an exact rate and floors to the target minor unit', () => {
    expect(convertMoney({ value: 1000, currency: 'EUR', subunits: 100 }, usd, '1.0825')).toEqual({
      value: 1082,
      currency: 'USD',
      subunits: 100,
    });
    expect(convertMoney({ value: 100, currency: 'EUR', subunits: 100 }, usd, '1/3').value).toBe(33);
    expect(convertMoney({ value: 1_000_000, currency: 'USD', subunits: 100 }, btc, '0.0000105').value).toBe(
      10_500_000,
    );
    expect(
      convertMoney({ value: 12_345, currency: 'USD', subunits: 100 }, jpy, rational(15_012n, 100n)).value,
    ).toBe(18_532);
  });

  it('[MO4] never creates value: converting there and back returns at most the original', () => {
    const there = convertMoney({ value: 999, currency: 'EUR', subunits: 100 }, usd, '1.1');
    const back = convertMoney(there, { code: 'EUR', subunits: 100, fiat: true }, '10/11');
    expect(back.value).toBeLessThanOrEqual(999);
  });

  it('[MO4] refuses zero, negative and float-noise rates', () => {
    for (const bad of ['0', '-1', '1e-3', 'abc', '']) {
      expect(() => convertMoney({ value: 1, currency: 'EUR', subunits: 100 }, usd, bad), bad).toThrow(
        InvalidAmountError,
      );
    }
  });
});
