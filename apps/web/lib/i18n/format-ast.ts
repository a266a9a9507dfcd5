import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { knownNumerals } from '../format/locale-numerals';

/**
 * Formats a pre-parsed ICU message (the syntax tree @formatjs/icu-messageformat-parser makes on the server) in
 * the browser with the platform's Intl: arguments, plural (Intl.PluralRules, exact `=n` first, offsets, `#`),
 * select, number and date/time arguments. It is what intl-messageformat's formatter does over a tree; doing it
 * here keeps that runtime (≈ 4 KB gzipped, its class pulls in more) out of first-load JavaScript. The server
 * formats with intl-messageformat itself, and catalogues.test.ts holds the two to the same text for every
 * message of every catalogue.
 */
type Values = Readonly<Record<string, string | number | Date>>;

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const NAMED_NUMBER: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};
const NAMED_DATE: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const NAMED_TIME: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
};

/**
 * A plural's `#` as Intl.NumberFormat writes it. A whole number under 1,000 has no grouping and no sign, so it
 * is its digits in the locale's numerals, when these are known without asking Intl (seedNumerals): the slip's
 * count renders in hydration without loading ICU's number data.
 */
function countText(n: number, locale: string): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) {
    const numerals = knownNumerals(locale);
    if (numerals === null) return String(n);
    if (numerals) return [...String(n)].map((d) => numerals.digits[Number(d)]).join('');
  }
  return new Intl.NumberFormat(locale).format(n);
}

function styleOf<T>(style: unknown, named: Readonly<Record<string, T>>, fallback?: T): T | undefined {
  if (typeof style === 'string') return named[style] ?? fallback;
  if (style && typeof style === 'object' && 'parsedOptions' in style)
    return (style as { parsedOptions: T }).parsedOptions;
  return fallback;
}

export function formatAst(
  els: readonly MessageFormatElement[],
  locale: string,
  values: Values,
  pound?: number,
): string {
  let out = '';
  for (const el of els) {
    if (el.type === LITERAL) {
      out += el.value;
      continue;
    }
    if (el.type === POUND) {
      if (pound !== undefined) out += countText(pound, locale);
      continue;
    }
    const value = values[el.value];
    if (value === undefined) throw new Error(`missing value ${el.value}`);
    if (el.type === ARGUMENT) out += String(value);
    else if (el.type === NUMBER)
      out += new Intl.NumberFormat(locale, styleOf(el.style, NAMED_NUMBER)).format(Number(value));
    else if (el.type === DATE || el.type === TIME)
      out += new Intl.DateTimeFormat(
        locale,
        styleOf(
          el.style,
          el.type === DATE ? NAMED_DATE : NAMED_TIME,
          el.type === TIME ? NAMED_TIME.medium : undefined,
        ),
      ).format(value instanceof Date ? value : new Date(value));
    else if (el.type === SELECT) {
      const option = el.options[String(value)] ?? el.options.other;
      if (option) out += formatAst(option.value, locale, values);
    } else if (el.type === PLURAL) {
      const n = Number(value);
      const rule = new Intl.PluralRules(locale, { type: el.pluralType }).select(n - el.offset);
      const option = el.options[`=${n}`] ?? el.options[rule] ?? el.options.other;
      if (option) out += formatAst(option.value, locale, values, n - el.offset);
    }
  }
  return out;
}
