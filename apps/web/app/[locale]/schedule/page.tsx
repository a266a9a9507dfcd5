import { groupBy, MatchGroups } from '../../../components/match/match-list';
import { ErrorState, PageHeader } from '../../../components/page/page-header';
import { AppLink } from '../../../components/shell/app-link';
import { getSchedule } from '../../../lib/api/catalogue';
import { kickOffParts } from '../../../lib/format/locale-format';
import { translate } from '../../../lib/i18n/server-messages';
import { oneParam, type LocaleParams, type SearchParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/schedule', 'schedule.title');

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Schedule (page id schedule): one UTC day of upcoming and live events, with the next days as tabs. */
export default async function SchedulePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  const now = Date.now();
  const days = Array.from({ length: 7 }, (_, i) => utcDay(now + i * 86_400_000));
  const asked = oneParam((await searchParams).date);
  const date = asked && days.includes(asked) ? asked : days[0]!;
  const data = await getSchedule(locale, { date, limit: 500 }).catch(() => null);
  return (
    <div data-page-id="schedule">
      <PageHeader title={translate(locale, 'schedule.title')} />
      <nav className="tabs" aria-label={translate(locale, 'schedule.title')}>
        {days.map((d) => (
          <AppLink
            key={d}
            path={`/schedule?date=${d}`}
            className="tab"
            aria-current={d === date ? 'page' : undefined}
          >
            {kickOffParts(locale, `${d}T00:00:00Z`).day}
          </AppLink>
        ))}
      </nav>
      {data ? (
        <MatchGroups
          groups={groupBy(data.data, 'sport')}
          empty={translate(locale, 'list.empty')}
          renderedAt={now}
        />
      ) : (
        <ErrorState message={translate(locale, 'list.error')} />
      )}
    </div>
  );
}
