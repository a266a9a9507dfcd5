'use client';
import { useLiveStale } from '../../lib/live/push-context';
import { useT } from '../../lib/site/site-context';

/**
 * A quiet "reconnecting" note while the page's live state cannot be trusted (the connection has been
 * down for a few seconds, or the state is being reloaded after it). The status region is always in the
 * DOM so screen readers announce the change; odds are marked by CSS on <html data-live-stale>.
 */
export function ConnectionIndicator() {
  const stale = useLiveStale();
  const t = useT();
  return (
    <span className="connection-indicator" role="status" data-testid="connection-indicator">
      {stale ? (
        <>
          <span className="connection-indicator__dot" aria-hidden="true" />
          <span className="connection-indicator__text" title={t('live.staleOdds')}>
            {t('live.reconnecting')}
          </span>
          <span className="visually-hidden">{t('live.staleOdds')}</span>
        </>
      ) : null}
    </span>
  );
}
