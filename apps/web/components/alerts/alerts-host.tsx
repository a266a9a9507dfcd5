'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { alertStore, showAlert } from '../../lib/alerts/alert-store';
import { useAccountText } from '../../lib/account/use-account-text';
import './alerts.css';

const OFFLINE_ID = 'offline';

/**
 * Draws the one current alert at the bottom centre (§9); a click closes it. Also raises the offline alert
 * (§8 error.connection) while the browser reports no network, and takes it down when the network is back.
 * Loaded with the account modals, off the first-load path.
 */
export function AlertsHost() {
  const t = useAccountText();
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.current, () => null);

  useEffect(() => {
    const offline = () =>
      showAlert({
        id: OFFLINE_ID,
        kind: 'warning',
        title: t('alert.offline.title'),
        description: t('alert.offline.description'),
        sticky: true,
      });
    const online = () => alertStore.dismiss(OFFLINE_ID);
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <div className="app-alerts" role="status" aria-live="polite">
      {alert ? (
        <button
          key={alert.id}
          type="button"
          className={`app-alert app-alert--${alert.kind}`}
          data-testid="app-alert"
          data-alert-id={alert.id}
          onClick={() => alertStore.dismiss(alert.id)}
        >
          <strong className="app-alert__title">{alert.title}</strong>
          {alert.description ? <span className="app-alert__text">{alert.description}</span> : null}
          <span className="visually-hidden">{t('alert.close')}</span>
        </button>
      ) : null}
    </div>
  );
}
