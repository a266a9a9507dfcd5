'use client';
import { useT } from '../../lib/site/site-context';

/** A rendering error inside a page: the error text and a retry, the shell stays usable (§8). */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const t = useT();
  return (
    <div className="error-state" role="alert" data-page-id="server_error">
      <h1 className="page-title">{t('global-error.default.title')}</h1>
      <p>{t('page.error.description')}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        {t('global-error.default.description')}
      </button>
    </div>
  );
}
