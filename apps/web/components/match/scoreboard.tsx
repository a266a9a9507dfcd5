'use client';
import type { Match } from '@slipstream/contract';
import { useMatchLive } from '../../lib/live/live-context';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite, useT } from '../../lib/site/site-context';
import { LiveClock, StartTime } from './live-score';

/** The match page's scoreboard: teams, score, status, running clock and period scores, all live. */
export function Scoreboard({
  match,
  renderedAt,
  kickOff,
}: {
  match: Match;
  renderedAt: number;
  /** The kick-off as the server formatted it (kickOffParts). */
  kickOff?: { day: string; time: string };
}) {
  const live = useMatchLive(match.id);
  const t = useT();
  const { locale } = useSite();
  const status = live?.status ?? match.status;
  const stats = live?.statistics ?? match.statistics;
  const home = match.competitors?.home.name ?? match.outright?.name ?? match.slug;
  const away = match.competitors?.away.name ?? '';
  return (
    <section
      className="scoreboard"
      aria-label={`${home} ${away}`}
      data-testid="scoreboard"
      data-status={status}
    >
      <span className="scoreboard__team">{home}</span>
      <span className="scoreboard__score" aria-live="polite">
        {status === 0 || !stats
          ? t('match.vs')
          : `${localeNumerals(String(stats.total_score.home), locale)} : ${localeNumerals(String(stats.total_score.away), locale)}`}
      </span>
      <span className="scoreboard__team">{away}</span>
      <div className="scoreboard__meta">
        <span className={`badge badge--s${status}`}>{t(`match.status.${status}` as 'match.status.0')}</span>
        {status === 1 ? <LiveClock statistics={stats} renderedAt={renderedAt} /> : null}
        {status === 0 ? <StartTime iso={match.start_time} parts={kickOff} /> : null}
        {match.stadium ? <span>{match.stadium}</span> : null}
      </div>
      {stats?.period_score.length ? (
        <ol className="periods" aria-label={t('match.periods')}>
          {stats.period_score.map((p) => (
            <li key={p.number}>
              <span className="periods__number">{`${localeNumerals(String(p.number), locale)}.`}</span>{' '}
              {localeNumerals(`${p.home_score}:${p.away_score}`, locale)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
