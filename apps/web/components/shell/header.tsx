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
export function Header({ locale, brand }: { locale: string; brand: string }) {
  const { locales } = serverSiteConfig();
  return (
    <header className="header">
      <AppLink path="/" className="brand" aria-label={`${brand}: ${translate(locale, 'nav.home')}`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 17c6 0 8-10 18-10-4 2-6 10-18 10z" fill="var(--accent)" />
        </svg>
        <span className="brand__name">{brand}</span>
      </AppLink>
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
    </header>
  );
}
