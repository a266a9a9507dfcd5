'use client';
import type { BonusDto } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { bonusMoney } from '../../lib/bonuses/bonus-rules';
import { loadBonusesApi } from '../../lib/bonuses/lazy-bonus-apis';
import { useHref, useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import './bonuses.css';

/** account-and-surroundings §4, §9: a new bonus shows 1 s after it arrives; the list is fetched again 1 s after dismissal. */
export const TOAST_DELAY_MS = 1000;
export const REFETCH_AFTER_DISMISS_MS = 1000;

/**
 * New bonuses, one toast at a time (SPEC.md WB2): the player's unseen free bets (combo boosts raise no toast:
 * §9 "disabled bonus notification list contains comboboost"), the oldest first, each shown after 1 s and
 * marked seen when dismissed. Rendered only for a signed-in player, so signing out closes it.
 */
export function BonusToasts() {
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale } = useSite();
  const href = useHref();
  const t = useSlipText();
  const money = useMoneyText();
  const queryClient = useQueryClient();
  const client = () => createSportsbookClient(locale, auth.token, authStore.onUnauthorised);
  const { data } = useQuery({
    queryKey: ['bonuses', 'unseen', auth.token],
    enabled: !!auth.token,
    queryFn: async ({ signal }) =>
      (await (await loadBonusesApi()).list(client(), 'freebets', { unseen: true, limit: 100 }, signal)).data,
  });
  const next: BonusDto | undefined = data ? [...data].reverse()[0] : undefined;
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => setShown(next.id), TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next]);
  if (!next || shown !== next.id || next.type === 'comboboost') return null;

  const shownMoney = bonusMoney(next);
  const dismiss = async () => {
    setShown(null);
    try {
      await (await loadBonusesApi()).markSeen(client(), [{ id: next.id, type: next.type }]);
    } finally {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ['bonuses'] }),
        REFETCH_AFTER_DISMISS_MS,
      );
    }
  };
  return (
    <div className="bonus-toast" role="status" data-testid="bonus-toast" data-bonus-id={next.id}>
      <p className="bonus-toast__title">{t('bonus.toast.title')}</p>
      <p>
        {next.name}
        {shownMoney ? `: ${money(shownMoney.amount, shownMoney.currency, shownMoney.subunits)}` : ''}
      </p>
      <div className="bonus-toast__actions">
        <a href={href('/promotions')} onClick={() => void dismiss()}>
          {t('bonus.toast.view')}
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void dismiss()}
          data-testid="bonus-toast-close"
        >
          {t('bonus.toast.close')}
        </button>
      </div>
    </div>
  );
}
