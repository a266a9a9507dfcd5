'use client';
import { useAccountText } from '../../lib/account/use-account-text';
import { useSite } from '../../lib/site/site-context';
import { intlLocale } from '../../lib/i18n/locales';

/** The out-of-session-limit modal's text (§4: a 403 from POST /sportsbook_sessions). */
export function SessionLimitNotice({ until }: { until: string | undefined }) {
  const t = useAccountText();
  const { locale } = useSite();
  const time = until ? new Date(until) : null;
  const text =
    time && !Number.isNaN(time.getTime())
      ? t('session_limit.body', {
          until: new Intl.DateTimeFormat(intlLocale(locale), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(time),
        })
      : t('session_limit.bodyNoTime');
  return (
    <p data-testid="session-limit-text" role="status">
      {text}
    </p>
  );
}
