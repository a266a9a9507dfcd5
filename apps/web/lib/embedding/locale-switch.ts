import { localizeHref, routeLocale } from '../routing/locale-path';
import type { SiteConfig } from '../site/site-config';

type RoutingConfig = Pick<SiteConfig, 'locales' | 'localeInUrl' | 'customPaths'>;

/** The same page in another locale (host message change_locale); null for a locale the site does not have. */
export function pathInLocale(
  pathname: string,
  search: string,
  locale: string,
  config: RoutingConfig,
): string | null {
  if (!config.locales.includes(locale)) return null;
  const routing = routeLocale(pathname, config);
  if (routing.kind !== 'rewrite') return null;
  const rest = routing.internalPath.split('/').slice(2).join('/');
  return `${localizeHref(`/${rest}`, locale, config)}${search}`;
}
