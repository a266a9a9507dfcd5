'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDialogFocus } from '../../lib/a11y/dialog-focus';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { JACKPOT_HITS_REFETCH_MS } from '../../lib/bonuses/jackpot-refetch';
import { loadJackpotsApi } from '../../lib/bonuses/lazy-bonus-apis';
import { useHref, useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { REFETCH_AFTER_DISMISS_MS, TOAST_DELAY_MS } from './bonus-toasts';
import './bonuses.css';

/**
 * SPEC.md WB5: the player's jackpot hits, one modal at a time, 1 s after they are known (polled every 60 s and
 * on every balance change), marked seen when closed so each shows once; refetched 1 s after closing. Keyboard
 * focus stays inside while it is open and goes back where it was when it closes (WB6).
 */
export function JackpotHitModal() {
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale } = useSite();
  const t = useSlipText();
  const money = useMoneyText();
  const queryClient = useQueryClient();
  const client = () => createSportsbookClient(locale, auth.token, authStore.onUnauthorised);
  const { data } = useQuery({
    queryKey: ['jackpot-hits', 'unseen', auth.token],
    enabled: !!auth.token,
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    queryFn: async ({ signal }) => (await loadJackpotsApi()).unseenHits(client(), signal),
  });
  const hit = data ? [...data].reverse()[0] : undefined;
  const [shown, setShown] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const href = useHref();
  useEffect(() => {
    if (!hit) return;
    const timer = window.setTimeout(() => setShown(hit.id), TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hit]);
  const open = !!hit && shown === hit.id;
  useDialogFocus(dialog, open, () => void dismiss());
  if (!hit || !open) return null;
  async function dismiss() {
    if (!hit) return;
    setShown(null);
    try {
      await (await loadJackpotsApi()).markSeen(client(), hit.id);
    } finally {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ['jackpot-hits'] }),
        REFETCH_AFTER_DISMISS_MS,
      );
    }
  }
  return (
    <div className="jackpot-backdrop">
      <div
        ref={dialog}
        className="jackpot-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="jackpot-hit-title"
        aria-describedby="jackpot-hit-body"
        tabIndex={-1}
        data-testid="jackpot-hit-modal"
      >
        <h2 id="jackpot-hit-title">{t('jackpot.hit.title')}</h2>
        <p className="jackpot-modal__amount">{money(hit.amount, hit.currency, hit.currency_subunits)}</p>
        <p id="jackpot-hit-body">
          {t('jackpot.hit.body', { jackpot: hit.jackpot_name, level: hit.jackpot_level_name })}
        </p>
        <div className="jackpot-modal__actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="jackpot-hit-close"
            onClick={() => void dismiss()}
          >
            {t('jackpot.hit.close')}
          </button>
          <a href={href('/promotions')} data-testid="jackpot-hit-promotions" onClick={() => void dismiss()}>
            {t('jackpot.hit.promotions')}
          </a>
        </div>
      </div>
    </div>
  );
}
