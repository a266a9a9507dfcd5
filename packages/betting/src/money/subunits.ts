import { InvalidAmountError } from './invalid-amount-error';

/** §9 "money formats allow up to 10 fraction digits": subunits are 10^0 … 10^10. */
export const MAX_FRACTION_DIGITS = 10;

/** The number of fraction digits of a currency: 100 -> 2, 1e8 -> 8. Throws unless a power of ten ≤ 1e10. */
export function fractionDigits(subunits: number): number {
  let digits = 0;
  for (let s = 1; s <= subunits && digits <= MAX_FRACTION_DIGITS; s *= 10, digits++) {
    if (s === subunits) return digits;
  }
  throw new InvalidAmountError('invalid_subunits', String(subunits));
}
