import { getCounters, getSports } from '../../lib/api/catalogue';
import { formatNumber } from '../../lib/format/locale-format';
import { serverSiteConfig } from '../../lib/site/server-site-config';
import type { MessageKey } from '../../lib/i18n/messages';
import { translate } from '../../lib/i18n/server-messages';
import { enabledVerticals, type Vertical } from '../../lib/site/verticals';
import { Icon, type IconName } from '../icons/icons';
import { NavLink } from './nav-link';

const SECTIONS: readonly { path: string; key: MessageKey; icon: IconName; vertical?: Vertical }[] = [
  { path: '/', key: 'nav.home', icon: 'home' },
  { path: '/live', key: 'nav.live', icon: 'live' },
  { path: '/cybersport', key: 'nav.cybersport', icon: 'gamepad' },
  { path: '/favorites', key: 'nav.favorites', icon: 'star' },
  { path: '/schedule', key: 'nav.schedule', icon: 'calendar' },
  { path: '/results', key: 'nav.results', icon: 'trophy' },
  { path: '/promotions', key: 'nav.promotions', icon: 'trophy' },
  { path: '/racing', key: 'nav.racing', icon: 'trophy', vertical: 'racing' },
  { path: '/lotteries', key: 'nav.lotteries', icon: 'ball', vertical: 'lotteries' },
  { path: '/premium-cricket', key: 'nav.premiumCricket', icon: 'ball', vertical: 'premiumCricket' },
  {
    path: '/virtual-gaming-arena',
    key: 'nav.virtualGamingArena',
    icon: 'gamepad',
    vertical: 'virtualGamingArena',
  },
];

/** The left sidebar zone: sections (verticals only when enabled) and every sport with its event count. */
export async function Sidebar({ locale }: { locale: string }) {
  const [sports, counters] = await Promise.all([
    getSports(locale).catch(() => null),
    getCounters(locale, '{}').catch(() => null),
  ]);
  const verticals = enabledVerticals(serverSiteConfig().operator.verticals);
  // A sport's events are its matches and its races (stages: horse racing has no matches), as its page lists.
  const countBySport = new Map(counters?.sports.map((c) => [c.id, c.match_count + c.stage_count]) ?? []);
  const list = [...(sports?.data ?? [])]
    .filter((s) => s.type === 'regular')
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  return (
    <nav className="sidebar" aria-label={translate(locale, 'nav.main')}>
      <ul className="sidebar__list">
        {SECTIONS.filter((s) => !s.vertical || verticals.has(s.vertical)).map((s) => (
          <li key={s.path}>
            <NavLink path={s.path} className="sidebar__item">
              <Icon name={s.icon} />
              <span>{translate(locale, s.key)}</span>
              {s.path === '/live' && counters ? (
                <span className="count">{formatNumber(locale, counters.live)}</span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <h2 className="sidebar__title">{translate(locale, 'nav.sports')}</h2>
      {sports === null ? (
        <p className="empty">{translate(locale, 'list.error')}</p>
      ) : (
        <ul className="sidebar__list" data-testid="sport-list">
          {list.map((sport) => (
            <li key={sport.id}>
              <NavLink path={`/${sport.key}`} className="sidebar__item">
                <Icon name="ball" size={16} />
                <span>{sport.name}</span>
                <span className="count">{formatNumber(locale, countBySport.get(sport.id) ?? 0)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
