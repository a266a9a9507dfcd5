import type { z } from 'zod';
import type { matchStatisticsResponseSchema, streamsSchema, videoSchema } from '@slipstream/contract';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { intlLocale, isRtlLocale } from '../../lib/i18n/locales';
import { messageOr } from '../../lib/i18n/messages';
import { translate } from '../../lib/i18n/server-messages';

type StatisticsResponse = z.infer<typeof matchStatisticsResponseSchema>;

/**
 * The provider widget's address with what it shows named in the page's language (LC14): its locale for the
 * digits, the direction, the title, the teams and each figure's label, as a data provider's widget takes them.
 */
function widgetSrc(
  locale: string,
  url: string,
  teams: { home: string; away: string } | null,
  labels: Record<string, string>,
): string {
  const params = new URLSearchParams({
    lang: intlLocale(locale),
    dir: isRtlLocale(locale) ? 'rtl' : 'ltr',
    title: translate(locale, 'match.statistics'),
    labels: JSON.stringify(labels),
    ...(teams ?? {}),
  });
  return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** The statistics widget (betting-core §3 "Match extras"): figures side by side, and the widget link. */
export function StatisticsPanel({
  locale,
  stats,
  teams,
}: {
  locale: string;
  stats: StatisticsResponse;
  teams: { home: string; away: string } | null;
}) {
  if (stats.items.length === 0) return null;
  const labelOf = (key: string): string =>
    messageOr(translate(locale, `match.stat.${key}`), `match.stat.${key}`, () => key.replace(/_/g, ' '));
  return (
    <section className="panel" aria-labelledby="stats-title" data-testid="statistics">
      <h2 id="stats-title" className="panel__title">
        {translate(locale, 'match.statistics')}
      </h2>
      <ul className="stats">
        {stats.items.map((item) => {
          const total = item.home + item.away || 1;
          // A figure the catalogue names (the demo feed's); another feed's own key shows as its words.
          const label = labelOf(item.key);
          const home = localeNumerals(String(item.home), locale);
          const away = localeNumerals(String(item.away), locale);
          return (
            <li key={item.key} className="stat" aria-label={`${label}: ${home} – ${away}`}>
              <span>{home}</span>
              <span>
                <small>{label}</small>
                <span className="stat__bar" aria-hidden="true">
                  <span style={{ width: `${Math.round((item.home / total) * 100)}%` }} />
                </span>
              </span>
              <span style={{ textAlign: 'end' }}>{away}</span>
            </li>
          );
        })}
      </ul>
      <iframe
        className="widget"
        src={widgetSrc(
          locale,
          stats.widget_url,
          teams,
          Object.fromEntries(stats.items.map((item) => [item.key, labelOf(item.key)])),
        )}
        title={translate(locale, 'match.statisticsWidget')}
        loading="lazy"
      />
    </section>
  );
}

/** Video or stream, where the match has one: an embedded frame, and the direct links. */
export function VideoPanel({
  locale,
  title,
  video,
  streams,
}: {
  locale: string;
  title: string;
  video: z.infer<typeof videoSchema> | null;
  streams: z.infer<typeof streamsSchema> | null;
}) {
  if (!video && !streams?.data.length) return null;
  return (
    <section className="panel" aria-labelledby="video-title" data-testid="video">
      <h2 id="video-title" className="panel__title">
        {translate(locale, 'match.video')}
      </h2>
      {video ? (
        <iframe
          className="video"
          src={video.link}
          title={translate(locale, 'match.videoFrame', { name: title })}
          loading="lazy"
          allowFullScreen
        />
      ) : null}
      {streams?.data.length ? (
        <ul className="chips">
          {streams.data.map((s) => (
            <li key={s.link}>
              <a className="chip" href={s.link} rel="noopener" target="_blank">
                {s.provider} ({s.language_code})
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
