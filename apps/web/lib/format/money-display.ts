import { displayUnit, formatAmount } from '@slipstream/betting';
import { intlLocale } from '../i18n/locales';

/** What the display needs of a currency: the account answer's fields (API.md accounts). */
export interface DisplayCurrency {
  readonly currency: string;
  readonly subunits: number;
  readonly fiat: boolean;
  /** `subunits`: how many of the currency's minor units make one of the subcurrency (wire, API.md). */
  readonly subcurrencies?: readonly { readonly code: string; readonly subunits: number }[];
}

/**
 * HW14 (SPEC.md MO3, betting-core §9 "subcurrency (cents) is chosen when the value is below 100 times the
 * subunits"): an amount of a crypto currency under 100 whole units reads in its first subcurrency
 * (0.5 USDT → 50.00 cent, 0.0005 BTC → 0.5 mBTC). Fiat amounts already read to the cent in their own unit
 * (EUR 42.50, not 4,250 cent), so the rule is applied to non-fiat currencies only (reading chosen).
 * The decision is the engine's `displayUnit`; the amount is formatted exactly, in the locale's marks.
 */
export function moneyText(minor: number, c: DisplayCurrency, pageLocale: string): string {
  const locale = intlLocale(pageLocale);
  const sub = c.subcurrencies?.[0];
  if (!c.fiat && sub && c.subunits % sub.subunits === 0) {
    // The engine counts a subcurrency's units per whole unit of the currency (USDT: 100 cents).
    const unit = displayUnit(
      { value: minor, currency: c.currency, subunits: c.subunits },
      {
        code: c.currency,
        subunits: c.subunits,
        fiat: c.fiat,
        subcurrencies: [{ code: sub.code, subunits: c.subunits / sub.subunits }],
      },
    );
    if (unit.isSubcurrency) return `${formatAmount(minor, sub.subunits, { locale })} ${unit.code}`;
  }
  return `${formatAmount(minor, c.subunits, { style: c.fiat ? 'short' : 'full', locale })} ${c.currency}`;
}

/**
 * HW20: a large amount where room is short (the header's balance, the phone's slip bar) reads in the locale's
 * compact notation from 100,000 whole units on: whole units below a million ("101.021", "١٠١ ألف"), one decimal
 * above ("2,5 Mio."), rounded toward zero so it never reads more than it is. Below that, null: the exact text
 * stays. Where it is used, the exact amount is the element's title and in its accessible name.
 */
export function compactAmount(minor: number, subunits: number, pageLocale: string): string | null {
  const value = minor / subunits;
  if (Math.abs(value) < 100_000) return null;
  return new Intl.NumberFormat(intlLocale(pageLocale), {
    notation: 'compact',
    maximumFractionDigits: Math.abs(value) < 1_000_000 ? 0 : 1,
    roundingMode: 'trunc',
  }).format(value);
}
