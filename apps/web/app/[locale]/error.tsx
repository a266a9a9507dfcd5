'use client';
import { useEffect } from 'react';
import { AppLink } from '../../components/shell/app-link';
import { reportError } from '../../lib/reporting/report';
import { useSite, useT } from '../../lib/site/site-context';

/**
 * A rendering error inside a page (§8, SPEC.md EM8): the 500 fallback page (its description and the way home)
 * inside the shell, which stays usable; the error is reported (with SENTRY_DSN set).
 */
export default function PageError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const { config } = useSite();
  const t = useT();
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <div role="alert">
      {/* The failed page's own head did not render: the fallback names itself (React hoists <title>). */}
      <title>{`${t('global-error.default.title')} | ${config.brand}`}</title>
      {/* components/page/info-page.tsx's markup; that one translates on the server, this is a client boundary. */}
      <div data-page-id="server_error" className="empty">
        <p>{t('page.error.description')}</p>
        <AppLink path="/" className="button button--primary">
          {t('page.error.home-button.title')}
        </AppLink>
      </div>
    </div>
  );
}
