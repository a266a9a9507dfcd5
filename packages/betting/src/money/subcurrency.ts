import type { Currency, Money } from './money';
import { fractionDigits } from './subunits';

/** What a money value is shown in: the currency itself or its cents subcurrency. */
export interface DisplayUnit {
  readonly code: string;
  /** The amount in that unit as an exact decimal string ("50", "0.012345"). */
  readonly amount: string;
  readonly isSubcurrency: boolean;
}

/**
 * §9 / account spec §3: "Subcurrency (cents) is chosen when the value is below 100 times the subunits":
 * a value (minor units) under 100 × subunits, i.e. under 100 whole units, is shown in the currency's first
 * subcurrency when it has one. A subcurrency's `subunits` is how many of it make one whole unit
 * (cents: 100), so USDT 0.50 shows as 50 cents.
 */
export function displayUnit(money: Money, currency: Currency): DisplayUnit {
  const sub = currency.subcurrencies?.[0];
  if (!sub || money.value >= 100 * money.subunits) {
    return {
      code: money.currency,
      amount: decimalString(BigInt(money.value), money.subunits),
      isSubcurrency: false,
    };
  }
  // value / subunits whole units × sub.subunits: exact as a decimal because both are powers of ten.
  const scaled = BigInt(money.value) * BigInt(sub.subunits);
  return { code: sub.code, amount: decimalString(scaled, money.subunits), isSubcurrency: true };
}

function decimalString(numerator: bigint, subunits: number): string {
  const digits = fractionDigits(subunits);
  const negative = numerator < 0n;
  const s = (negative ? -numerator : numerator).toString().padStart(digits + 1, '0');
  const frac = s.slice(s.length - digits).replace(/0+$/, '');
  return `${negative ? '-' : ''}${s.slice(0, s.length - digits)}${frac ? `.${frac}` : ''}`;
}
