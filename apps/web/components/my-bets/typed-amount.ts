import { formatAmount, InvalidAmountError } from '@slipstream/betting';
import { decimalMark, readStake } from '../../lib/slip/read-stake';
import { intlLocale } from '../../lib/i18n/locales';

/** An amount as typed, in minor units, or null when it is not a number (read exactly, never a float). */
export function readTypedAmount(text: string, subunits: number, locale: string): number | null {
  if (text.trim() === '') return null;
  try {
    return readStake(text, subunits, decimalMark(locale));
  } catch (err) {
    if (err instanceof InvalidAmountError) return null;
    throw err;
  }
}

/** Minor units as the field shows them (the locale's decimal mark, no currency). */
export function typedAmountText(minor: number, subunits: number, locale: string): string {
  return formatAmount(minor, subunits, { locale: intlLocale(locale) });
}
