import { intlLocale } from '../i18n/locales';

/** A locale's digits (0–9 in order), decimal mark and percent sign, as Intl writes them. */
export interface Numerals {
  readonly digits: readonly string[];
  readonly decimal: string;
  readonly percent: string;
}

/** By Intl locale tag (intlLocale): what Intl answered here, or what the server's Intl answered (seedNumerals). */
const cache = new Map<string, Numerals | null>();

/** The locale's numerals, or null where they are the ASCII ones (0–9, ".", "%"): the text stays as it is. */
export function numeralsOf(locale: string): Numerals | null {
  const tag = intlLocale(locale);
  const known = cache.get(tag);
  if (known !== undefined) return known;
  const plain = new Intl.NumberFormat(tag, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => plain.format(d));
  const decimal = plain.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const percent =
    new Intl.NumberFormat(tag, { style: 'percent' }).formatToParts(0.5).find((p) => p.type === 'percentSign')
      ?.value ?? '%';
  const ascii = digits.join('') === '0123456789' && decimal === '.' && percent === '%';
  const numerals = ascii ? null : { digits, decimal, percent };
  cache.set(tag, numerals);
  return numerals;
}

/**
 * The page's numerals as the server's Intl worked them out (SiteProvider): the browser's first Intl number
 * format loads ICU's locale data, tens of milliseconds on a phone in the middle of hydration, for the same
 * answer; with these, prices and counts render without it (and with the server's very characters).
 */
export function seedNumerals(locale: string, numerals: Numerals | null): void {
  cache.set(intlLocale(locale), numerals);
}

/** An Intl tag's numerals if already known (null: ASCII), undefined if only Intl can tell. */
export function knownNumerals(tag: string): Numerals | null | undefined {
  return cache.get(tag);
}

/**
 * An exactly formatted number (the engine's text of odds: 2.35, 7/4, +150, 40.00%) in the locale's numerals
 * (SPEC.md LC11): its digits, decimal mark and percent sign. Only characters are swapped, never the value
 * re-read as a float, so what shows is exactly the engine's figure; signs and the fraction bar stay, and
 * there is no grouping (odds have none in the engine's text either).
 */
export function localeNumerals(text: string, locale: string): string {
  const n = numeralsOf(locale);
  if (!n) return text;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += n.digits[ch.charCodeAt(0) - 48];
    else if (ch === '.') out += n.decimal;
    else if (ch === '%') out += n.percent;
    else out += ch;
  }
  return out;
}

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits, the Arabic decimal (٫) and group (٬) marks. */
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
/** Direction marks Intl puts around Arabic numbers (LRM, RLM, ALM): copied with a shown amount, never typed. */
const BIDI_MARKS = new Set(['\u200e', '\u200f', '\u061c']);

/**
 * Typed text with the digits of Arabic and Persian keyboards read as ASCII digits and the Arabic decimal and
 * group marks as the locale's `mark` and the other mark (SPEC.md LC11), so `١٠٫٥` reads as `10.5`. Other text
 * is left for the amount parser to judge.
 */
export function asciiNumerals(text: string, mark: '.' | ','): string {
  const group = mark === '.' ? ',' : '.';
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (ch === '\u066b') out += mark;
    else if (ch === '\u066c') out += group;
    else if (!BIDI_MARKS.has(ch)) out += ch;
  }
  return out;
}
