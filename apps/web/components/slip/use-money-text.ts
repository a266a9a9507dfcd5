'use client';
import { formatAmount } from '@slipstream/betting';
import { intlLocale } from '../../lib/i18n/locales';
import { useSite } from '../../lib/site/site-context';

/** Minor units as the player reads them ("12.50 EUR"): exact digits, the locale's marks and digits (LC8). */
export function useMoneyText(): (minor: number, currency: string, subunits: number) => string {
  const { locale } = useSite();
  return (minor, currency, subunits) =>
    `${formatAmount(minor, subunits, { locale: intlLocale(locale) })} ${currency}`;
}
