'use client';
import { useRouter } from 'next/navigation';
import { useAuth } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { LOCALE_COOKIE, switchLocaleHref } from '../../lib/routing/locale-path';
import { useSite, useT } from '../../lib/site/site-context';
import { useNarrowViewport } from '../../lib/site/use-narrow-viewport';

const YEAR_SECONDS = 365 * 24 * 3600;

/** A language in its own words ("Deutsch", "العربية"); the code when the browser has no name for it. */
function endonym(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/**
 * SPEC.md LC4: the language switcher (header; the profile page shows it too). The same page opens in the chosen
 * locale by a client navigation, so the slip (session storage) stays; the choice is remembered in a cookie that
 * wins over Accept-Language (LC3) and, for a signed-in player, saved with PATCH /player/update_locale.
 */
export function LocaleSwitcher({ id = 'locale-switcher' }: { id?: string }) {
  const { locale, config } = useSite();
  const t = useT();
  const router = useRouter();
  const auth = useAuth();
  const narrow = useNarrowViewport();
  if (config.locales.length < 2) return null;
  const change = (next: string) => {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    if (auth.status === 'LOGGED_IN') {
      void requestJson('/api/platform/player/update_locale', {
        method: 'PATCH',
        body: { locale: next },
        locale: next,
      }).catch(() => undefined);
    }
    const { pathname, search } = window.location;
    router.push(switchLocaleHref(`${pathname}${search}`, next, config));
  };
  return (
    <label className="select" htmlFor={id}>
      <span className="visually-hidden">{t('locale.label')}</span>
      <select
        id={id}
        value={locale}
        data-testid="locale-switcher"
        onChange={(e) => change(e.target.value)}
      >
        {config.locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {narrow ? l.toUpperCase() : endonym(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
