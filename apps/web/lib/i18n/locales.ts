import { SUPPORTED_LOCALES } from '@slipstream/contract/locales';

/**
 * The locales with message catalogues (account-and-surroundings §7 "Localisation", API.md "Locales") and the
 * rules that pick one: aliases, the fallback order and the right-to-left scripts. Pure: shared by the proxy,
 * the server catalogue and the browser.
 */
/**
 * The 38 locales a player may pick: the contract's list, which `PATCH /player/update_locale` accepts (its
 * zod-free subpath, so the browser bundles carry no schema).
 */
export const CATALOGUE_LOCALES = SUPPORTED_LOCALES;

export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

/** Aliases of §7: no → nb, tl → fil, br → pt-BR. */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = { no: 'nb', tl: 'fil', br: 'pt-BR' };

/** Scripts written right to left (§2: ar, he, fa, ur; applied only with the rtl_view feature). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(baseLanguage(locale));
}

export function baseLanguage(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}

function findCatalogue(code: string): CatalogueLocale | undefined {
  const lower = code.toLowerCase();
  return CATALOGUE_LOCALES.find((l) => l.toLowerCase() === lower);
}

/**
 * The catalogues a locale's messages come from, most specific first (§7: a missing locale falls back to an
 * alias, then the first locale): the locale itself, its alias (and the alias's own catalogue owner: tl ↔ fil),
 * its base language (de-AT → de), then the site's default locale and English last.
 */
export function catalogueChain(locale: string, defaultLocale: string): CatalogueLocale[] {
  const chain: CatalogueLocale[] = [];
  const add = (code: string | undefined) => {
    const found = code ? findCatalogue(code) : undefined;
    if (found && !chain.includes(found)) chain.push(found);
  };
  add(locale);
  const alias = LOCALE_ALIASES[locale.toLowerCase()];
  add(alias);
  // fil is the CLDR name of Tagalog (tl): each one's catalogue serves the other.
  if (locale.toLowerCase() === 'fil') add('tl');
  add(baseLanguage(locale));
  if (alias) add(baseLanguage(alias));
  add(defaultLocale);
  add(baseLanguage(defaultLocale));
  add('en');
  return chain;
}

/**
 * The locale Intl formats numbers and dates with: the alias target for aliases (tl → fil, the CLDR name), the
 * locale itself otherwise. Arabic keeps Arabic-Indic digits (§7 "Arabic numbering"), Serbian numeric dates.
 */
export function intlLocale(locale: string): string {
  const lower = locale.toLowerCase();
  if (lower === 'tl') return 'fil';
  if (lower === 'ar') return 'ar-EG';
  // Browsers' ICU often has no Nynorsk data and would fall back to English numbers ("10.00"): Bokmål writes
  // numbers and dates the same way, on the server and in every browser alike (no hydration mismatch).
  if (lower === 'nn') return 'nb';
  return LOCALE_ALIASES[lower] ?? locale;
}

/**
 * The best configured locale for an Accept-Language header (a first visit, §7): by quality, exact tag first,
 * then an alias, then a configured locale of the same base language; undefined when nothing fits.
 */
export function localeFromAcceptLanguage(
  header: string | null | undefined,
  configured: readonly string[],
): string | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((w) => w.tag && w.tag !== '*' && w.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const byLower = (code: string) => configured.find((c) => c.toLowerCase() === code.toLowerCase());
  for (const { tag } of wanted) {
    const exact = byLower(tag) ?? byLower(LOCALE_ALIASES[tag.toLowerCase()] ?? '');
    if (exact) return exact;
    const base = baseLanguage(tag);
    const sameBase =
      byLower(base) ??
      byLower(LOCALE_ALIASES[base] ?? '') ??
      configured.find((c) => baseLanguage(c) === base);
    if (sameBase) return sameBase;
  }
  return undefined;
}
