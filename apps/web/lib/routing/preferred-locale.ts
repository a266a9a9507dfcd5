import { localeFromAcceptLanguage } from '../i18n/locales';
import { localizeHref, matchLocale, type RoutingConfig } from './locale-path';

/**
 * SPEC.md LC3: the locale a visit to a path without a locale segment should be sent to, or undefined to serve it
 * as it is: the chosen locale (cookie) when configured, else the best configured one for Accept-Language; never
 * the locale the path already serves.
 */
export function preferredLocaleRedirect(
  pathname: string,
  chosen: string | undefined,
  acceptLanguageHeader: string | null | undefined,
  config: RoutingConfig,
): string | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first !== undefined && matchLocale(first, config.locales)) return undefined;
  const fromCookie = chosen ? matchLocale(chosen, config.locales) : undefined;
  const preferred = fromCookie ?? localeFromAcceptLanguage(acceptLanguageHeader, config.locales);
  const defaultLocale = config.locales[0];
  if (!preferred || (preferred === defaultLocale && !config.localeInUrl)) return undefined;
  return localizeHref(pathname, preferred, config);
}
