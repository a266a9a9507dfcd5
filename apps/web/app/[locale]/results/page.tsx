import { ErrorState, PageHeader } from '../../../components/page/page-header';
import { getResults } from '../../../lib/api/catalogue';
import { StartTime } from '../../../components/match/live-score';
import { kickOffParts } from '../../../lib/format/locale-format';
import { localeNumerals } from '../../../lib/format/locale-numerals';
import { translate } from '../../../lib/i18n/server-messages';
import type { LocaleParams } from '../../../lib/site/route-params';
import { simpleMetadata } from '../../../lib/site/simple-metadata';

export const dynamic = 'force-dynamic';
export const generateMetadata = simpleMetadata('/results', 'results.title');

/** Results (page id results): finished events with their final scores, newest first. */
export default async function ResultsPage({ params }: { params: LocaleParams }) {
  const { locale } = await params;
  const data = await getResults(locale, { limit: 100 }).catch(() => null);
  return (
    <div data-page-id="results">
      <PageHeader title={translate(locale, 'results.title')} />
      {!data ? (
        <ErrorState message={translate(locale, 'list.error')} />
      ) : data.data.length === 0 ? (
        <p className="empty">{translate(locale, 'list.empty')}</p>
      ) : (
        <section className="group" aria-label={translate(locale, 'results.title')}>
          <ul className="rows">
            {data.data.map(({ match, finished_at }) => (
              <li key={match.id} className="row" data-match-id={match.id}>
                {/* HW31: day and month over the time, as every list writes a time (a whole date ran over the names). */}
                <StartTime
                  iso={finished_at ?? match.start_time}
                  parts={kickOffParts(locale, finished_at ?? match.start_time)}
                />
                <span className="row__names">
                  <span>{match.competitors?.home.name ?? match.slug}</span>
                  <span>{match.competitors?.away.name ?? ''}</span>
                  <small className="row__league">
                    {match.tournament.sport.name} · {match.tournament.name}
                  </small>
                </span>
                <span className="row__score" aria-label={translate(locale, 'match.stat.score')}>
                  {match.statistics
                    ? localeNumerals(
                        `${match.statistics.total_score.home}:${match.statistics.total_score.away}`,
                        locale,
                      )
                    : '–'}
                </span>
                <span />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
