import type { Money } from './money';
import { fractionDigits } from './subunits';

/**
 * §9 "money formats allow up to 10 fraction digits, one format up to 2":
 * `full` shows every digit the currency has (up to 10; trailing zeros trimmed, at least 2 kept);
 * `short` shows at most 2, cut off rather than rounded, so a balance never looks larger than it is.
 */
export type AmountStyle = 'full' | 'short';

export interface FormatAmountOptions {
  readonly style?: AmountStyle;
  /** A BCP 47 locale for grouping and the decimal mark; without one: plain "1234.50". */
  readonly locale?: string;
}

/** Integer minor units as a decimal string, exactly (BigInt digits, never a float). */
export function formatAmount(minor: number, subunits: number, options: FormatAmountOptions = {}): string {
  const digits = fractionDigits(subunits);
  const maxDigits = options.style === 'short' ? Math.min(2, digits) : digits;
  const minDigits = Math.min(2, digits);
  const negative = minor < 0;
  const abs = (negative ? -BigInt(minor) : BigInt(minor)).toString().padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  let frac = abs.slice(abs.length - digits, abs.length - digits + maxDigits);
  while (frac.length > minDigits && frac.endsWith('0')) frac = frac.slice(0, -1);
  const plain = `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
  if (!options.locale) return plain;
  // Intl formats a decimal string exactly (no float) when given a string; the digits are already cut.
  const intl = new Intl.NumberFormat(options.locale, {
    minimumFractionDigits: frac.length,
    maximumFractionDigits: frac.length,
  });
  return intl.format(plain as Intl.StringNumericLiteral);
}

/** formatAmount for a Money value: its minor units in its own subunits. */
export function formatMoney(money: Money, options: FormatAmountOptions = {}): string {
  return formatAmount(money.value, money.subunits, options);
}
