import { showAlert } from '../alerts/alert-store';
import type { MessageKey } from '../i18n/messages';

/**
 * AL4: a pick whose details could not be read (the network is gone) is not lost: an urgent alert says it goes in
 * when the network is back, and `retry` runs then. In the slip runtime's chunk (loaded after hydration, while
 * online), installed into the odds buttons' toggle with setOfflinePick: offline, no chunk loads on demand.
 */
export function pickWhenOnline(
  outcomeKey: string,
  t: (key: MessageKey) => string,
  retry: () => Promise<void>,
): void {
  showAlert({
    id: `offline-pick:${outcomeKey}`,
    kind: 'info',
    title: t('slip.offlinePick.title'),
    description: t('slip.offlinePick.description'),
    urgent: true,
  });
  window.addEventListener('online', () => void retry().catch(() => undefined), { once: true });
}
