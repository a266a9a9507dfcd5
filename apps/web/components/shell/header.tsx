import { translate } from '../../lib/i18n/server-messages';
import { SearchButton } from '../search/search-modal';
import { AccountArea } from './account-area';
import { AppLink } from './app-link';
import { ConnectionIndicator } from './connection-indicator';
import { localeOptions } from './locale-options';
import { LocaleSwitcher } from './locale-switcher';
import { serverSiteConfig } from '../../lib/site/server-site-config';
import { OddsFormatSelect } from './odds-format-select';
import { ThemeToggle } from './theme-toggle';
import { LazyNotificationBell } from '../surroundings/lazy-notification-bell';

/** The header zone: brand, search, odds format, theme, the notification bell and the account with its balance. */
export function Header({
  locale,
  brand,
  logo,
  gated = false,
}: {
  locale: string;
  brand: string;
  /** The operator's logo (OPERATOR_CONFIG brand.logo) in place of the built-in mark. */
  logo: { url: string; alt: string } | null;
  /** On a blocked or locked page: the brand alone. */
  gated?: boolean;
}) {
  const { locales } = serverSiteConfig();
  return (
    <header className="header">
      <AppLink path="/" className="brand" aria-label={`${brand}: ${translate(locale, 'nav.home')}`}>
        {logo ? (
          // An operator's image of unknown size and host: a plain img, held to the header's height.
          <img className="brand__logo" src={logo.url} alt="" height={24} />
        ) : (
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 17c6 0 8-10 18-10-4 2-6 10-18 10z" fill="var(--accent)" />
          </svg>
        )}
        <span className="brand__name">{brand}</span>
      </AppLink>
      {gated ? null : (
        <>
          <SearchButton />
          <div className="header__tools">
            <ConnectionIndicator />
            {locales.length > 1 ? (
              <LocaleSwitcher options={localeOptions(locales)} label={translate(locale, 'locale.label')} />
            ) : null}
            <OddsFormatSelect />
            <ThemeToggle />
            <LazyNotificationBell />
            <AccountArea />
          </div>
        </>
      )}
    </header>
  );
}
