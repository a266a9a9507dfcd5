import type { SiteConfig } from '../site/site-config';

export type RoutingConfig = Pick<SiteConfig, 'locales' | 'localeInUrl' | 'customPaths'>;

/** Links starting with http, sms: or mailto: are external and are never prefixed (betting-core §2). */
export function isExternalHref(href: string): boolean {
  return /^(https?:|sms:|mailto:)/i.test(href);
}

/**
 * Locale aliases in URLs (account-and-surroundings §7): no → nb, tl → fil, br → pt-BR, and fil → tl for sites
 * that configure the catalogue's code tl. The catalogue side of the aliases is lib/i18n/locales.ts.
 */
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', tl: 'fil', fil: 'tl', br: 'pt-BR' };

/** The configured locale a URL segment names (case-insensitive, aliases applied), or undefined. */
export function matchLocale(segment: string, locales: readonly string[]): string | undefined {
  const lower = segment.toLowerCase();
  const direct = locales.find((l) => l.toLowerCase() === lower);
  if (direct) return direct;
  const alias = ALIASES[lower];
  return alias ? locales.find((l) => l.toLowerCase() === alias.toLowerCase()) : undefined;
}

/**
 * The href of an internal path for a locale: prefixed only when the locale is not the first configured
 * one or when locale-in-URL is on; custom paths replace the first segment of routes that have one. A path that
 * already names a configured locale (an operator's notification link "/de/promotions") keeps the page's locale
 * only, never two ("/de/de/promotions").
 */
export function localizeHref(path: string, locale: string, config: RoutingConfig): string {
  if (isExternalHref(path)) return path;
  const [pathname = '', rest = ''] = splitSuffix(path);
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== undefined && matchLocale(segments[0], config.locales)) segments.shift();
  const first = segments[0];
  if (first !== undefined) {
    const custom = config.customPaths[first];
    if (custom) segments[0] = custom;
  }
  const prefixed = needsPrefix(locale, config) ? [locale, ...segments] : segments;
  return `/${prefixed.join('/')}${rest}`;
}

export function needsPrefix(locale: string, config: Pick<SiteConfig, 'locales' | 'localeInUrl'>): boolean {
  return config.localeInUrl || locale !== config.locales[0];
}

export type LocaleRouting =
  /** Serve the internal path `/{locale}/{rest}` (the app's [locale] segment) under the same URL. */
  | { kind: 'rewrite'; locale: string; internalPath: string }
  /** Send the browser to the canonical URL of this page. */
  | { kind: 'redirect'; location: string };

/**
 * How an incoming pathname maps to the app: the leading locale segment is read (or the default locale
 * assumed), custom paths are mapped back to their route, and non-canonical forms redirect: a default-locale
 * prefix when locale-in-URL is off, a missing prefix when it is on, an alias or miscased locale.
 */
export function routeLocale(pathname: string, config: RoutingConfig): LocaleRouting {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const named = first === undefined ? undefined : matchLocale(first, config.locales);
  const locale = named ?? config.locales[0] ?? 'en';
  const rest = named ? segments.slice(1) : segments;
  const canonicalRest = rest.map(decodeURIComponentSafe);
  const reverse = Object.entries(config.customPaths).find(([, custom]) => custom === canonicalRest[0]);
  if (reverse) canonicalRest[0] = reverse[0];
  const canonical = localizeHref(`/${canonicalRest.join('/')}`, locale, config);
  const hadCanonicalPrefix = named !== undefined && first === locale;
  const prefixOk = needsPrefix(locale, config) ? hadCanonicalPrefix : named === undefined;
  if (!prefixOk) return { kind: 'redirect', location: canonical };
  return { kind: 'rewrite', locale, internalPath: `/${[locale, ...canonicalRest].join('/')}` };
}

/** Alternate-language links of a page: one per locale plus x-default (the default locale). */
export function alternateHrefs(path: string, config: RoutingConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of config.locales) out[locale] = localizeHref(path, locale, config);
  const defaultLocale = config.locales[0];
  if (defaultLocale) out['x-default'] = localizeHref(path, defaultLocale, config);
  return out;
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The cookie that remembers the language a visitor chose (the switcher); it wins over Accept-Language. */
export const LOCALE_COOKIE = 'slipstream_locale';

/** The same page in another locale (the switcher): the locale segment and custom path are swapped, the query kept. */
export function switchLocaleHref(pathnameWithQuery: string, locale: string, config: RoutingConfig): string {
  const [pathname = '', rest = ''] = splitSuffix(pathnameWithQuery);
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponentSafe);
  const first = segments[0];
  if (first !== undefined && matchLocale(first, config.locales)) segments.shift();
  const reverse = Object.entries(config.customPaths).find(([, custom]) => custom === segments[0]);
  if (reverse) segments[0] = reverse[0];
  return localizeHref(`/${segments.join('/')}${rest}`, locale, config);
}
