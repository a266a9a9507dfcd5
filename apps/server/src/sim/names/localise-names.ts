import { ar } from './ar';
import { bg } from './bg';
import { cs } from './cs';
import { de } from './de';
import { el } from './el';
import { es } from './es';
import { et } from './et';
import { fa } from './fa';
import { fi } from './fi';
import { fr } from './fr';
import { hi } from './hi';
import { hr } from './hr';
import { hu } from './hu';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { localNumbers } from './local-numbers';
import type { NameCatalogue } from './name-catalogue';
import { nb } from './nb';
import { nn } from './nn';
import { pl } from './pl';
import { pt } from './pt';
import { ptBR } from './pt-br';
import { ro } from './ro';
import { ru } from './ru';
import { sk } from './sk';
import { sl } from './sl';
import { tl } from './tl';
import { tr } from './tr';
import { vi } from './vi';
import { zhCN } from './zh-cn';

/**
 * Languages the catalogue names its sports, markets and outcomes in: one per language of the web's 38 locales
 * (regional ones read their base language's), by lower-case tag. de-CH reads German with its own numbers.
 */
const CATALOGUES = {
  ar,
  bg,
  cs,
  de,
  'de-ch': de,
  el,
  es,
  et,
  fa,
  fi,
  fr,
  hi,
  hr,
  hu,
  it,
  ja,
  ko,
  nb,
  nn,
  pl,
  pt,
  'pt-br': ptBR,
  ro,
  ru,
  sk,
  sl,
  tl,
  tr,
  vi,
  'zh-cn': zhCN,
} as const satisfies Readonly<Record<string, NameCatalogue>>;

export type NameLocale = 'en' | keyof typeof CATALOGUES;
export const NAME_LOCALES: readonly NameLocale[] = ['en', ...(Object.keys(CATALOGUES) as NameLocale[])];

/** Locale aliases (account-and-surroundings §9): no → nb, br → pt-BR, fil → tl. */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', fil: 'tl', br: 'pt-br' };

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

/**
 * A market's name: a fixed name, or a word followed by its line ("Total 2.5", "Handicap +1.5"), the line
 * written in the language's digits and decimal mark (LC8: "Gesamt 2,5", "المجموع ٢٫٥").
 */
export function marketName(lang: NameLocale, english: string): string {
  if (lang === 'en') return english;
  return remembered(marketMemos, lang, '', english, () => translateMarket(lang, english));
}

/**
 * Names repeat: each price change of a market sends its names again, in every language with a channel (issue 34:
 * the regular expressions of these names took a third of the feed's CPU). Each answer is kept by language, then
 * by its inputs (nested maps: the strings are the keys, no key is built per call), up to NAME_MEMO_SIZE names per
 * language; past that the language's memo starts afresh (a catalogue of new events brings new names).
 */
const NAME_MEMO_SIZE = 20_000;
type Memos = Map<string, Map<string, Map<string, string>>>;
const marketMemos: Memos = new Map();
const outcomeMemos: Memos = new Map();
function remembered(
  memos: Memos,
  lang: string,
  scope: string,
  english: string,
  compute: () => string,
): string {
  let byScope = memos.get(lang);
  if (!byScope) memos.set(lang, (byScope = new Map()));
  let memo = byScope.get(scope);
  if (!memo) byScope.set(scope, (memo = new Map()));
  let name = memo.get(english);
  if (name === undefined) {
    if (memo.size >= NAME_MEMO_SIZE) memo.clear();
    memo.set(english, (name = compute()));
  }
  return name;
}

function translateMarket(lang: Exclude<NameLocale, 'en'>, english: string): string {
  const names = CATALOGUES[lang].markets;
  const fixed = names[english];
  if (fixed !== undefined) return fixed;
  // An outright's or a race's one market: "<event> - winner" (sim/price-match.ts).
  if (WINNER.test(english)) return translateEvent(lang, english);
  const lined = /^(.+) (\S+)$/.exec(english);
  const word = lined ? names[lined[1]!] : undefined;
  return word !== undefined ? `${word} ${localNumbers(lang, lined![2]!)}` : english;
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
  // A team with its handicap: only the line's digits change.
  '1711': { english: /^(.+) \((.+)\)$/, template: () => '{team} ({line})', fields: ['team', 'line'] },
  '1713': { english: /^(.+) \((.+)\)$/, template: () => '{team} ({line})', fields: ['team', 'line'] },
  '1714': { english: /^(.+) \((.+)\)$/, template: () => '{team} ({line})', fields: ['team', 'line'] },
  '1715': { english: /^(.+) \((.+)\)$/, template: () => '{team} ({line})', fields: ['team', 'line'] },
};

/** An outcome's name by its UOF outcome id; team names stay as they are, lines take the language's digits. */
export function outcomeName(lang: NameLocale, outcomeId: string, english: string): string {
  if (lang === 'en') return english;
  return remembered(outcomeMemos, lang, outcomeId, english, () => translateOutcome(lang, outcomeId, english));
}

function translateOutcome(lang: Exclude<NameLocale, 'en'>, outcomeId: string, english: string): string {
  const c = CATALOGUES[lang];
  const fixed = c.outcomes[english];
  if (fixed !== undefined) return fixed;
  // A score (a correct-score outcome, "2:1"): the language's digits (LC8: "٢:١").
  if (/^\d+:\d+$/.test(english)) return localNumbers(lang, english);
  const rule = TEMPLATED[outcomeId];
  const m = rule?.english.exec(english);
  if (!rule || !m) return english;
  const values = Object.fromEntries(
    rule.fields.map((f, i) => [f, f === 'line' ? localNumbers(lang, m[i + 1]!) : m[i + 1]!]),
  );
  return fill(rule.template(c), values);
}

/** The simulator's outright and race names (sim/simulator.ts): "<tournament> 2026/27 - winner", "<meeting> 14:15 race". */
const WINNER = /^(.+) - winner$/;
const RACE = /^(.+) (\d{1,2}:\d{2}) race$/;
const SEASON = /^(.+) (\d{4}(?:\/\d{2})?)$/;
const eventMemos: Memos = new Map();

/**
 * LC16: an outright's or a race's name, built from its parts in the language (the phone tester's M1: "Galway
 * Races 14:15 race" and "Premier Division 2026/27 - winner" on /de and /ar): the race's word from the catalogue's
 * `race` template, the winner's from its market name "Winner", the start time and the season in the language's
 * digits; the meeting's and tournament's names stay as they are (LC9). A name of another form (a feed's own) is
 * left as it is.
 */
export function eventName(lang: NameLocale, english: string): string {
  if (lang === 'en') return english;
  return remembered(eventMemos, lang, '', english, () => translateEvent(lang, english));
}

function translateEvent(lang: Exclude<NameLocale, 'en'>, english: string): string {
  const c = CATALOGUES[lang];
  const winner = WINNER.exec(english);
  if (winner) {
    const word = c.markets.Winner;
    return word === undefined ? english : `${translateEvent(lang, winner[1]!)} - ${word}`;
  }
  const race = RACE.exec(english);
  if (race) return fill(c.race, { meeting: race[1]!, time: localNumbers(lang, race[2]!) });
  const season = SEASON.exec(english);
  if (season) return `${season[1]} ${localNumbers(lang, season[2]!)}`;
  return english;
}
