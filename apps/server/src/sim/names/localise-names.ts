import { ar } from './ar';
import { de } from './de';
import type { NameCatalogue } from './name-catalogue';

/** Languages the simulator names its catalogue in; every other locale falls back to one of these. */
export const NAME_LOCALES = ['en', 'de', 'ar'] as const;
export type NameLocale = (typeof NAME_LOCALES)[number];

const CATALOGUES: Readonly<Record<Exclude<NameLocale, 'en'>, NameCatalogue>> = { de, ar };
/** Locale aliases (account-and-surroundings §9): no → nb, tl → fil, br → pt-BR. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', tl: 'fil', br: 'pt-br' };

const isNameLocale = (tag: string): tag is NameLocale => (NAME_LOCALES as readonly string[]).includes(tag);

/**
 * The names language for a locale or an Accept-Language header (its first tag): the locale itself,
 * then its alias, then its base language, then English (§9's fallback order).
 */
export function nameLocale(header: string | undefined | null): NameLocale {
  const first = (header ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  if (!first) return 'en';
  const tag = ALIASES[first] ?? first;
  for (const candidate of [first, tag, tag.split('-')[0]!]) if (isNameLocale(candidate)) return candidate;
  return 'en';
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A sport's name in a language (the English name when the language has none for that sport). */
export function sportName(lang: NameLocale, key: string, english: string): string {
  return lang === 'en' ? english : (CATALOGUES[lang].sports[key] ?? english);
}

/** A market's name: a fixed name, or a word followed by its line ("Total 2.5", "Handicap +1.5"). */
export function marketName(lang: NameLocale, english: string): string {
  if (lang === 'en') return english;
  const names = CATALOGUES[lang].markets;
  const fixed = names[english];
  if (fixed !== undefined) return fixed;
  const lined = /^(.+) (\S+)$/.exec(english);
  const word = lined ? names[lined[1]!] : undefined;
  return word !== undefined ? `${word} ${lined![2]}` : english;
}

/** An outcome's name by its UOF outcome id; team names stay as they are. */
export function outcomeName(lang: NameLocale, outcomeId: string, english: string): string {
  if (lang === 'en') return english;
  const c = CATALOGUES[lang];
  const fixed = c.outcomes[english];
  if (fixed !== undefined) return fixed;
  let m: RegExpExecArray | null;
  switch (outcomeId) {
    case '12':
      return (m = /^over (.+)$/.exec(english)) ? fill(c.over, { line: m[1]! }) : english;
    case '13':
      return (m = /^under (.+)$/.exec(english)) ? fill(c.under, { line: m[1]! }) : english;
    case '9':
      return (m = /^(.+) or draw$/.exec(english)) ? fill(c.teamOrDraw, { team: m[1]! }) : english;
    case '11':
      return (m = /^draw or (.+)$/.exec(english)) ? fill(c.drawOrTeam, { team: m[1]! }) : english;
    case '10':
      return (m = /^(.+) or (.+)$/.exec(english))
        ? fill(c.homeOrAway, { home: m[1]!, away: m[2]! })
        : english;
    case '1712':
      return (m = /^draw \((.+)\)$/.exec(english)) ? fill(c.drawWithLine, { line: m[1]! }) : english;
    default:
      return english;
  }
}
