'use client';
import { exclusionNoticeKey } from '../../lib/account/exclusions';
import { useAccountText } from '../../lib/account/use-account-text';
import type { PlayerExclusion } from '../../lib/auth/auth-store';
import { formatDateTime } from '../../lib/format/locale-format';
import { useSite } from '../../lib/site/site-context';
import { AppLink } from '../shell/app-link';
import './exclusion.css';

/**
 * The calm notice an excluded player sees on every page (SPEC.md SX8): why betting and deposits are closed and
 * until when, and the way to the responsible-play page. A status, not an alarm: it is read once, not shouted.
 */
export default function ExclusionNotice({ exclusion }: { exclusion: PlayerExclusion }) {
  const t = useAccountText();
  const site = useSite();
  const { locale } = site;
  // A self-exclusion whose date has passed waits for the player's return (SX5); the profile gives no phase.
  const phase =
    exclusion.reason === 'self_exclusion' &&
    exclusion.until !== null &&
    Date.parse(exclusion.until) <= Date.now()
      ? 'awaiting_return'
      : undefined;
  const until = exclusion.until ? formatDateTime(locale, exclusion.until) : '';
  return (
    <section
      className="exclusion-notice"
      role="status"
      aria-label={t('exclusion.notice.label')}
      data-testid="exclusion-notice"
    >
      <p className="exclusion-notice__text">{t(exclusionNoticeKey(exclusion.reason, phase), { until })}</p>
      {site.config.responsibleGambling ? (
        <AppLink
          className="exclusion-notice__link"
          path="/profile/limits"
          data-testid="exclusion-notice-link"
        >
          {t('exclusion.notice.link')}
        </AppLink>
      ) : null}
    </section>
  );
}
