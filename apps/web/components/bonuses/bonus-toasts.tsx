'use client';
import type { BonusDto } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { bonusMoney } from '../../lib/bonuses/bonus-rules';
import { readDismissed, rememberDismissed } from '../../lib/bonuses/dismissed-toasts';
import { loadBonusesApi } from '../../lib/bonuses/lazy-bonus-apis';
import { useHref, useSite } from '../../lib/site/site-context';
import { useNarrowViewport } from '../../lib/site/use-narrow-viewport';
import { usePanelState } from '../../lib/slip/slip-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import './bonuses.css';

/** account-and-surroundings §4, §9: a new bonus shows 1 s after it arrives; the list is fetched again 1 s after dismissal. */
export const TOAST_DELAY_MS = 1000;
export const REFETCH_AFTER_DISMISS_MS = 1000;
/** WB11: how long a toast stays on show (paused while pointed at or focused) before it goes by itself. */
export const TOAST_VISIBLE_MS = 8000;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * New bonuses, one toast at a time (SPEC.md WB2, WB11): the player's unseen free bets (combo boosts raise no
 * toast: §9 "disabled bonus notification list contains comboboost"), the oldest first, each shown after 1 s.
 * Closed, followed or gone by itself after 8 s, it is remembered for this player in local storage at once and
 * marked seen, so no page shows it again. It gives way to the phone's slip sheet (never covering its close button
 * or tabs). Rendered only for a signed-in player, so signing out closes it.
 */
export function BonusToasts() {
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale } = useSite();
  const href = useHref();
  const t = useSlipText();
  const money = useMoneyText();
  const queryClient = useQueryClient();
  const sheetOpen = usePanelState().isOpen;
  const covered = useNarrowViewport() && sheetOpen;
  const playerId = auth.player?.id ?? null;
  const token = auth.token;
  const client = useCallback(
    () => createSportsbookClient(locale, token, authStore.onUnauthorised),
    [locale, token, authStore],
  );
  const { data } = useQuery({
    queryKey: ['bonuses', 'unseen', token],
    enabled: !!token,
    queryFn: async ({ signal }) => {
      const api = await loadBonusesApi();
      return (await api.list(client(), 'freebets', { unseen: true, limit: 100 }, signal)).data;
    },
  });
  const [shown, setShown] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const dismissed = playerId === null ? null : readDismissed(storage(), playerId);
  const next: BonusDto | undefined = dismissed
    ? [...(data ?? [])].reverse().find((b) => b.type !== 'comboboost' && !dismissed.has(b.id))
    : undefined;

  const dismiss = useCallback(
    (bonus: BonusDto) => {
      if (playerId !== null) rememberDismissed(storage(), playerId, bonus.id);
      setShown(null);
      setHeld(false);
      void loadBonusesApi()
        .then((api) => api.markSeen(client(), [{ id: bonus.id, type: bonus.type }]))
        .catch(() => undefined) // stays remembered here; the server shows it again on another device only
        .finally(() =>
          window.setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: ['bonuses'] }),
            REFETCH_AFTER_DISMISS_MS,
          ),
        );
    },
    [playerId, client, queryClient],
  );

  useEffect(() => {
    if (!next) return;
    const timer = window.setTimeout(() => setShown(next.id), TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [next]);
  const visible = next !== undefined && shown === next.id && !covered;
  useEffect(() => {
    if (!visible || !next || held) return;
    const timer = window.setTimeout(() => dismiss(next), TOAST_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [visible, next, held, dismiss]);
  if (!visible) return null;

  const shownMoney = bonusMoney(next);
  return (
    <div
      className="bonus-toast"
      role="status"
      data-testid="bonus-toast"
      data-bonus-id={next.id}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <p className="bonus-toast__title">{t('bonus.toast.title')}</p>
      <p>
        {next.name}
        {shownMoney ? `: ${money(shownMoney.amount, shownMoney.currency, shownMoney.subunits)}` : ''}
      </p>
      <div className="bonus-toast__actions">
        <a href={href('/promotions')} onClick={() => dismiss(next)}>
          {t('bonus.toast.view')}
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => dismiss(next)}
          data-testid="bonus-toast-close"
        >
          {t('bonus.toast.close')}
        </button>
      </div>
    </div>
  );
}
