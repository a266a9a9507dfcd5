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

/** Templated outcomes by UOF outcome id: the English pattern, the catalogue's template and its fields. */
const TEMPLATED: Readonly<
  Record<string, { english: RegExp; template: (c: NameCatalogue) => string; fields: string[] }>
> = {
  '12': { english: /^over (.+)$/, template: (c) => c.over, fields: ['line'] },
  '13': { english: /^under (.+)$/, template: (c) => c.under, fields: ['line'] },
  '9': { english: /^(.+) or draw$/, template: (c) => c.teamOrDraw, fields: ['team'] },
  '11': { english: /^draw or (.+)$/, template: (c) => c.drawOrTeam, fields: ['team'] },
  '10': { english: /^(.+) or (.+)$/, template: (c) => c.homeOrAway, fields: ['home', 'away'] },
  '1712': { english: /^draw \((.+)\)$/, template: (c) => c.drawWithLine, fields: ['line'] },
};

/** An outcome's name by its UOF outcome id; team names stay as they are. */
export function outcomeName(lang: NameLocale, outcomeId: string, english: string): string {
  if (lang === 'en') return english;
  const c = CATALOGUES[lang];
  const fixed = c.outcomes[english];
  if (fixed !== undefined) return fixed;
  const rule = TEMPLATED[outcomeId];
  const m = rule?.english.exec(english);
  if (!rule || !m) return english;
  return fill(rule.template(c), Object.fromEntries(rule.fields.map((f, i) => [f, m[i + 1]!])));
}
