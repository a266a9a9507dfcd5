import type { Metadata } from 'next';
import { HomeOrderControls } from '../../components/catalogue/home-order-controls';
import { MatchesSection } from '../../components/catalogue/matches-section';
import { PageHeader } from '../../components/page/page-header';
import { AppLink } from '../../components/shell/app-link';
import { SportsStrip } from '../../components/shell/sports-strip';
import { LazyFavouriteMatches } from '../../components/surroundings/lazy-favourite-matches';
import { homeHref, homeMatchQuery, parseHomeQuery, TIME_WINDOWS } from '../../lib/catalogue/home-query';
import type { MessageKey } from '../../lib/i18n/messages';
import { intlLocale } from '../../lib/i18n/locales';
import { translate } from '../../lib/i18n/server-messages';
import { getSports } from '../../lib/api/catalogue';
import { LINKED_HOME_TABS, PREDEFINED_SPORT_SLUGS } from '../../lib/routing/routes';
import { pageMetadata } from '../../lib/site/page-head';
import type { LocaleParams, SearchParams } from '../../lib/site/route-params';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({
    locale,
    path: '/',
    title: translate(locale, 'home.title'),
    description: translate(locale, 'home.description'),
  });
}

/** Home (page id "sports"): tabs top, all, favorites, outrights, betbuilder and the §2 query parameters. */
export default async function HomePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  const q = parseHomeQuery(await searchParams);
  const t = (key: MessageKey) => translate(locale, key);
  // The sport chips show the catalogue's names in the page's language (the sidebar's), not the URL slugs.
  const sports = await getSports(locale).catch(() => null);
  const sportNames = new Map((sports?.data ?? []).map((sp) => [sp.key, sp.name] as const));
  const hours = new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
  });
  return (
    <div data-page-id="sports">
      <PageHeader title={t('home.title')} compact />
      <SportsStrip locale={locale} />
      <nav className="tabs" aria-label={t('home.tabs')}>
        {LINKED_HOME_TABS.map((tab) => (
          <AppLink
            key={tab}
            path={homeHref(q, { tab, page: 1 })}
            className="tab"
            aria-current={q.tab === tab ? 'page' : undefined}
            id={tab === 'betbuilder' ? 'betBuilder' : undefined}
          >
            {t(`home.tab.${tab}` as MessageKey)}
          </AppLink>
        ))}
      </nav>
      {/* The filters: one scrolling row each; on a phone they fold behind one control so that events with
          their prices fill the first screen (issue 33 item 4). Names and numbers are the locale's. */}
      <details className="home-filters" data-testid="home-filters">
        <summary className="chip home-filters__summary">{t('home.filters')}</summary>
        <ul className="chips chips--row" aria-label={t('home.filter.sport')}>
          {PREDEFINED_SPORT_SLUGS.map((slug) => {
            const sport = slug === 'top-sports' ? undefined : slug;
            return (
              <li key={slug}>
                <AppLink
                  path={homeHref(q, { sport, page: 1 })}
                  className="chip"
                  aria-current={q.sport === sport ? 'page' : undefined}
                >
                  {sport === undefined ? t('home.tab.top') : (sportNames.get(sport) ?? sport)}
                </AppLink>
              </li>
            );
          })}
        </ul>
        <ul className="chips chips--row" aria-label={t('home.filter.time')}>
          {TIME_WINDOWS.map((h) => (
            <li key={h}>
              <AppLink
                path={homeHref(q, { time: q.time === h ? undefined : h, date: undefined, page: 1 })}
                className="chip"
                aria-current={q.time === h ? 'page' : undefined}
              >
                {hours.format(Number(h))}
              </AppLink>
            </li>
          ))}
          <li>
            <AppLink
              path={homeHref(q, { isBettable: !q.isBettable, page: 1 })}
              className="chip"
              aria-current={q.isBettable ? 'page' : undefined}
            >
              {t('home.filter.bettable')}
            </AppLink>
          </li>
        </ul>
        <HomeOrderControls locale={locale} q={q} nowMs={Date.now()} />
      </details>
      {q.tab === 'favorites' ? (
        <LazyFavouriteMatches />
      ) : (
        <MatchesSection locale={locale} query={homeMatchQuery(q, Date.now())} group="sport" />
      )}
    </div>
  );
}
