import { tryOddsFromDecimal, type OddsFormat } from '@slipstream/betting';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { oddsText } from '../../lib/format/odds-text';

/** A wire price (decimal) in the player's odds format; a price that is not exact thousandths stays as sent. */
export function betOddsText(odds: number, format: OddsFormat, locale: string): string {
  const exact = tryOddsFromDecimal(odds);
  return exact === null ? localeNumerals(String(odds), locale) : oddsText(exact, format, locale);
}
