import { homeDays, homeHref, SORTS, type HomeQuery } from '../../lib/catalogue/home-query';
import type { MessageKey } from '../../lib/i18n/messages';
import { intlLocale } from '../../lib/i18n/locales';
import { translate } from '../../lib/i18n/server-messages';
import { AppLink } from '../shell/app-link';

/**
 * The home's §2 `sortBy` and `date` controls, as links (server HTML, no script): the order of the list
 * (priority of the league, start time, most bet; §3 sort keys) and one UTC day of the next seven. A day
 * replaces the hours window; choosing the chosen day again clears it.
 */
export function HomeOrderControls({ locale, q, nowMs }: { locale: string; q: HomeQuery; nowMs: number }) {
  const t = (key: MessageKey) => translate(locale, key);
  const days = homeDays(nowMs);
  const dayName = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <ul className="chips chips--row" aria-label={t('home.filter.sortBy')} data-testid="home-sort">
        {(Object.keys(SORTS) as HomeQuery['sortBy'][]).map((sortBy) => (
          <li key={sortBy}>
            <AppLink
              path={homeHref(q, { sortBy, page: 1 })}
              className="chip"
              aria-current={q.sortBy === sortBy ? 'page' : undefined}
            >
              {t(`home.sort.${sortBy}`)}
            </AppLink>
          </li>
        ))}
      </ul>
      <ul className="chips chips--row" aria-label={t('home.filter.date')} data-testid="home-date">
        {days.map((day, i) => (
          <li key={day}>
            <AppLink
              path={homeHref(q, { date: q.date === day ? undefined : day, time: undefined, page: 1 })}
              className="chip"
              aria-current={q.date === day ? 'page' : undefined}
            >
              {i === 0
                ? t('home.date.today')
                : i === 1
                  ? t('home.date.tomorrow')
                  : dayName.format(Date.parse(`${day}T00:00:00Z`))}
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
