'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { JACKPOT_HITS_REFETCH_MS, jackpotsApi } from '../../lib/bonuses/jackpots-api';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { REFETCH_AFTER_DISMISS_MS, TOAST_DELAY_MS } from './bonus-toasts';
import './bonuses.css';

/**
 * SPEC.md WB5: the player's jackpot hits, one modal at a time, 1 s after they are known (polled every 60 s and
 * on every balance change), marked seen when closed so each shows once; refetched 1 s after closing.
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
    queryFn: ({ signal }) => jackpotsApi.unseenHits(client(), signal),
  });
  const hit = data ? [...data].reverse()[0] : undefined;
  const [shown, setShown] = useState<string | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!hit) return;
    const timer = window.setTimeout(() => setShown(hit.id), TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hit]);
  useEffect(() => {
    if (hit && shown === hit.id) close.current?.focus();
  }, [hit, shown]);
  if (!hit || shown !== hit.id) return null;
  const dismiss = async () => {
    setShown(null);
    try {
      await jackpotsApi.markSeen(client(), hit.id);
    } finally {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ['jackpot-hits'] }),
        REFETCH_AFTER_DISMISS_MS,
      );
    }
  };
  return (
    <div className="jackpot-backdrop">
      <div
        className="jackpot-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="jackpot-hit-title"
        data-testid="jackpot-hit-modal"
        onKeyDown={(e) => e.key === 'Escape' && void dismiss()}
      >
        <h2 id="jackpot-hit-title">{t('jackpot.hit.title')}</h2>
        <p className="jackpot-modal__amount">{money(hit.amount, hit.currency, hit.currency_subunits)}</p>
        <p>{t('jackpot.hit.body', { jackpot: hit.jackpot_name, level: hit.jackpot_level_name })}</p>
        <button ref={close} type="button" className="button button--primary" onClick={() => void dismiss()}>
          {t('jackpot.hit.close')}
        </button>
      </div>
    </div>
  );
}
