import { translate } from '../../lib/i18n/server-messages';
import { Icon, type IconName } from '../icons/icons';
import { NavLink } from './nav-link';

const TABS: readonly {
  path: string;
  key: 'nav.home' | 'nav.live' | 'nav.favorites' | 'nav.schedule';
  icon: IconName;
}[] = [
  { path: '/', key: 'nav.home', icon: 'home' },
  { path: '/live', key: 'nav.live', icon: 'live' },
  { path: '/schedule', key: 'nav.schedule', icon: 'calendar' },
  { path: '/favorites', key: 'nav.favorites', icon: 'star' },
];

/** The tab bar zone: shown on mobile viewports (≤ 780 px) only, by CSS. */
export function TabBar({ locale }: { locale: string }) {
  return (
    <nav className="tabbar" aria-label={translate(locale, 'nav.mobile')}>
      {TABS.map((tab) => (
        <NavLink key={tab.path} path={tab.path} className="tabbar__item">
          <Icon name={tab.icon} />
          <span>{translate(locale, tab.key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
