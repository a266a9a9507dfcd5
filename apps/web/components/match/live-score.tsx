'use client';
import type { MatchStatistics } from '@slipstream/contract';
import { clockDisplay } from '../../lib/format/clock';
import { kickOffParts } from '../../lib/format/locale-format';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite } from '../../lib/site/site-context';
import { useMatchLive } from '../../lib/live/live-context';
import { useNow } from '../../lib/live/use-now';
import { useT } from '../../lib/site/site-context';

/** A running match clock; ticks locally between pushes. */
export function LiveClock({
  statistics,
  renderedAt,
}: {
  statistics: MatchStatistics | null;
  renderedAt: number;
}) {
  const now = useNow(renderedAt);
  const { locale } = useSite();
  const clock = clockDisplay(statistics?.clock ?? null, now);
  if (!clock) return null;
  const text = localeNumerals(clock, locale);
  return (
    <time className="clock" data-clock={statistics?.clock?.stopped ? 'stopped' : 'running'}>
      {text}
    </time>
  );
}

/** Status, clock and score of one match in a list row, live from the match store. */
export function LiveScore({
  matchId,
  startTime,
  renderedAt,
}: {
  matchId: number;
  startTime: string;
  renderedAt: number;
}) {
  const live = useMatchLive(matchId);
  const t = useT();
  const { locale } = useSite();
  const status = live?.status ?? 0;
  if (status === 0) return <StartTime iso={startTime} />;
  const score = live?.statistics?.total_score;
  return (
    <div className="row__live">
      <span className={`badge badge--s${status}`}>{t(`match.status.${status}` as 'match.status.1')}</span>
      {status === 1 ? <LiveClock statistics={live?.statistics ?? null} renderedAt={renderedAt} /> : null}
      {score ? (
        <span className="row__score" aria-label={localeNumerals(`${score.home}:${score.away}`, locale)}>
          <span>{localeNumerals(String(score.home), locale)}</span>
          <span>{localeNumerals(String(score.away), locale)}</span>
        </span>
      ) : null}
    </div>
  );
}

/**
 * Kick-off in UTC (the same text on the server and in the browser), in the page's locale (LC8). `parts`, when
 * the server already formatted them (the match page), spare the browser its first Intl date format (ICU's
 * time zone and calendar data) during hydration.
 */
export function StartTime({ iso, parts }: { iso: string; parts?: { day: string; time: string } }) {
  const { locale } = useSite();
  const { day, time } = parts ?? kickOffParts(locale, iso);
  return (
    <time className="row__time" dateTime={iso}>
      <span>{day}</span>
      <span>{time}</span>
    </time>
  );
}
