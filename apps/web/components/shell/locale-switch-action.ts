import { requestJson } from '../../lib/auth/http';
import { LOCALE_COOKIE, switchLocaleHref, type RoutingConfig } from '../../lib/routing/locale-path';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * What choosing a language does (SPEC.md LC4), loaded when the player first changes it: remember the choice in
 * a cookie (it wins over Accept-Language, LC3), save it for a signed-in player (PATCH /player/update_locale) and
 * return the same page's address in that locale.
 */
export function switchLocale(next: string, signedIn: boolean, config: RoutingConfig): string {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  if (signedIn) {
    void requestJson('/api/platform/player/update_locale', {
      method: 'PATCH',
      body: { locale: next },
      locale: next,
    }).catch(() => undefined);
  }
  const { pathname, search } = window.location;
  return switchLocaleHref(`${pathname}${search}`, next, config);
}
