import { formatAmount, formatOddsValue, InvalidAmountError, parseOdds, type Odds } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, intlLocale } from '../i18n/locales';
import { decimalMark, readStake } from '../slip/read-stake';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatAst } from '../i18n/format-ast';
import { asciiNumerals, knownNumerals, numeralsOf, seedNumerals } from './locale-numerals';
import { oddsText } from './odds-text';

const SAMPLE: Odds[] = [1001, 1050, 1105, 1333, 2000, 2350, 3100, 10500, 101000, 1000000].map(
  (n) => n as Odds,
);

describe('odds in the locale numerals', () => {
  it('[LC11] decimal odds read as Intl writes the same exact figure in every locale', () => {
    for (const locale of CATALOGUE_LOCALES)
      for (const odds of SAMPLE) {
        const engine = formatOddsValue(odds, 'decimal');
        const fraction = engine.split('.')[1]?.length ?? 0;
        const intl = new Intl.NumberFormat(intlLocale(locale), {
          minimumFractionDigits: fraction,
          maximumFractionDigits: fraction,
          useGrouping: false,
        });
        // Intl reads a decimal string exactly (no float): the same digits the engine chose, in the locale's marks.
        expect(oddsText(odds, 'decimal', locale), `${locale} ${engine}`).toBe(
          intl.format(engine as Intl.StringNumericLiteral),
        );
      }
  });

  it('[LC11] [LC8] Arabic numbering for ar, the comma for de, English unchanged', () => {
    expect(oddsText(2350 as Odds, 'decimal', 'en')).toBe('2.35');
    expect(oddsText(2350 as Odds, 'decimal', 'de')).toBe('2,35');
    expect(oddsText(2350 as Odds, 'decimal', 'ar')).toBe('٢٫٣٥');
    expect(oddsText(2350 as Odds, 'decimal', 'fa')).toBe('۲٫۳۵');
    expect(oddsText(2350 as Odds, 'hong_kong', 'de')).toBe('1,35');
  });

  it('[LC11] fractional and American keep their form, in the locale digits', () => {
    expect(formatOddsValue(2750 as Odds, 'british')).toBe('7/4');
    expect(oddsText(2750 as Odds, 'british', 'ar')).toBe('٧/٤');
    expect(oddsText(2750 as Odds, 'british', 'de')).toBe('7/4');
    expect(oddsText(2500 as Odds, 'american', 'ar')).toBe('+١٥٠');
    expect(oddsText(1500 as Odds, 'american', 'de')).toBe('-200');
  });

  it('[LC11] percent odds take the locale decimal mark and percent sign', () => {
    expect(oddsText(2500 as Odds, 'percent', 'en')).toBe('40.00%');
    expect(oddsText(2500 as Odds, 'percent', 'de')).toBe('40,00%');
    expect(oddsText(2500 as Odds, 'percent', 'ar')).toMatch(/^٤٠٫٠٠٪/);
  });

  it('[LC11] only characters are swapped: the shown text reads back to the exact price', () => {
    for (const locale of ['ar', 'fa', 'de', 'hi'])
      for (const odds of SAMPLE)
        for (const format of [
          'decimal',
          'hong_kong',
          'malaysian',
          'indonesian',
          'american',
          'british',
        ] as const) {
          const shown = oddsText(odds, format, locale);
          // Back to the engine's characters: ASCII digits, "." for the decimal mark (de's comma, ar's ٫).
          const back = asciiNumerals(shown, '.').replace(',', '.');
          expect(back, `${locale} ${format}`).toBe(formatOddsValue(odds, format));
          if (format === 'decimal') expect(parseOdds(back, format)).toBe(odds);
        }
  });
});

describe('typed amounts in the locale numerals', () => {
  it('[LC11] Arabic-Indic and Persian digits and the Arabic marks are read exactly', () => {
    expect(readStake('١٠٫٥', 100, '.')).toBe(1050);
    expect(readStake('۱۰٫۵', 100, '.')).toBe(1050);
    expect(readStake('١٬٢٣٤٫٥٠', 100, '.')).toBe(123450);
    expect(readStake('٧', 100, decimalMark('ar'))).toBe(700);
  });

  it('[LC11] an amount the ar and fa pages show reads back to its minor units', () => {
    for (const locale of ['ar', 'fa'])
      for (const minor of [1, 150, 123450, 100000000])
        expect(
          readStake(formatAmount(minor, 100, { locale: intlLocale(locale) }), 100, decimalMark(locale)),
        ).toBe(minor);
  });

  it("[HW1] [LC11] the locale's decimal mark still decides: 7,5 is no amount in English", () => {
    expect(() => readStake('7,5', 100, '.')).toThrow(InvalidAmountError);
    expect(() => readStake('٧,٥', 100, '.')).toThrow(InvalidAmountError);
    expect(readStake('7,5', 100, ',')).toBe(750);
  });
});

/** `{count, plural, other {# x}}` as the server's parser gives it. */
const COUNT = [
  {
    type: 6,
    value: 'count',
    offset: 0,
    pluralType: 'cardinal',
    options: { other: { value: [{ type: 7 }, { type: 0, value: ' x' }] } },
  },
] as unknown as MessageFormatElement[];

describe('numerals the server worked out', () => {
  it('[LC11] a plural count in the seeded numerals reads as Intl.NumberFormat writes it, in every locale', () => {
    for (const locale of CATALOGUE_LOCALES) {
      const tag = intlLocale(locale);
      // What the server hands the page (SiteProvider), then the browser's formatting with it.
      seedNumerals(locale, numeralsOf(locale));
      expect(knownNumerals(tag)).toBe(numeralsOf(locale));
      for (const n of [0, 1, 2, 5, 11, 21, 100, 999, 1000, 12345, 1.5])
        expect(formatAst(COUNT, tag, { count: n }), `${locale} ${n}`).toBe(
          `${new Intl.NumberFormat(tag).format(n)} x`,
        );
    }
  });
});
