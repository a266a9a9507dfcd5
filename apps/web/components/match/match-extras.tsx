import type { z } from 'zod';
import type { matchStatisticsResponseSchema, streamsSchema, videoSchema } from '@slipstream/contract';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { messageOr } from '../../lib/i18n/messages';
import { translate } from '../../lib/i18n/server-messages';

type StatisticsResponse = z.infer<typeof matchStatisticsResponseSchema>;

/** The statistics widget (betting-core §3 "Match extras"): figures side by side, and the widget link. */
export function StatisticsPanel({ locale, stats }: { locale: string; stats: StatisticsResponse }) {
  if (stats.items.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="stats-title" data-testid="statistics">
      <h2 id="stats-title" className="panel__title">
        {translate(locale, 'match.statistics')}
      </h2>
      <ul className="stats">
        {stats.items.map((item) => {
          const total = item.home + item.away || 1;
          // A figure the catalogue names (the demo feed's); another feed's own key shows as its words.
          const label = messageOr(translate(locale, `match.stat.${item.key}`), `match.stat.${item.key}`, () =>
            item.key.replace(/_/g, ' '),
          );
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
        src={stats.widget_url}
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
