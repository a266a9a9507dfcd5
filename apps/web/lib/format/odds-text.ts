import { formatOddsValue, type Odds, type OddsFormat } from '@slipstream/betting';
import { localeNumerals } from './locale-numerals';

/**
 * A price in the player's odds format and the page locale's numerals (SPEC.md LC11): the engine formats the
 * exact thousandths (decimal, HK, MY, ID and percent to their digits, fractional and American in their own
 * form), then only the digits and marks are swapped for the locale's, so no float ever touches the value.
 */
export function oddsText(odds: Odds, format: OddsFormat, locale: string): string {
  return localeNumerals(formatOddsValue(odds, format), locale);
}
