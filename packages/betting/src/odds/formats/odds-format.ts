/**
 * betting-core.md §9: the eight odds display formats, by the ids the settings call `odds_types`.
 * `decimal` shows the exact price (2–3 decimals); `european` is the same price at 2 decimals.
 */
export type OddsFormat =
  'decimal' | 'european' | 'hong_kong' | 'malaysian' | 'american' | 'indonesian' | 'british' | 'percent';

export interface OddsFormatInfo {
  readonly id: OddsFormat;
  /** English fallback label; the web app shows a translated one. */
  readonly label: string;
  /** An example of 2.50 in this format, for the switcher. */
  readonly example: string;
}

export const ODDS_FORMATS: readonly OddsFormatInfo[] = [
  { id: 'decimal', label: 'Decimal', example: '2.50' },
  { id: 'european', label: 'European', example: '2.50' },
  { id: 'hong_kong', label: 'Hong Kong', example: '1.50' },
  { id: 'malaysian', label: 'Malaysian', example: '-0.667' },
  { id: 'american', label: 'American', example: '+150' },
  { id: 'indonesian', label: 'Indonesian', example: '1.50' },
  { id: 'british', label: 'British (fractional)', example: '6/4' },
  { id: 'percent', label: 'Percent', example: '40.00%' },
];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return ODDS_FORMATS.some((f) => f.id === value);
}
