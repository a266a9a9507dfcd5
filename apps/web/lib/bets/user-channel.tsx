'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountDto, BetDto } from '@slipstream/contract';
import { useEffect } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { useChannel, usePushSession } from '../live/push-context';
import { applyBetChanged, applyCashoutChanged } from './bet-list-updates';
import { useSite } from '../site/site-context';
import { applyNotificationEvent } from '../surroundings/notifications';

const channelLang = (lang: string): string => {
  const base = lang.toLowerCase();
  return base === 'br' || base === 'pt-br' ? 'pt' : base;
};

/** `$user:{lang}:{userId}` (API.md push channels). */
export const userChannelName = (lang: string, userId: number | string): string =>
  `$user:${channelLang(lang)}:${userId}`;

interface UserEvent {
  event: string;
  data: unknown;
}

/** Applies one publication of the player's channel to the TanStack Query caches. */
function applyUserEvent(queryClient: QueryClient, data: unknown): void {
  const e = data as UserEvent;
  if (!e || typeof e !== 'object') return;
  if (applyNotificationEvent(queryClient, e.event, e.data)) return;
  if (e.event === 'bet_changed') applyBetChanged(queryClient, e.data as BetDto);
  else if (e.event === 'bet_cashout_changed') {
    const d = e.data as { bet_id: string; to_cashout: BetDto['to_cashout'] };
    applyCashoutChanged(queryClient, d.bet_id, d.to_cashout);
  } else if (e.event === 'bonus_issued') {
    // The slip's offers, the promotions page and the bonus toasts read these (lib/bonuses).
    void queryClient.invalidateQueries({ queryKey: ['bonuses'] });
  } else if (e.event === 'balance_changed') {
    // A balance change may be a jackpot prize: the hit modal asks again (lib/bonuses).
    void queryClient.invalidateQueries({ queryKey: ['jackpot-hits'] });
    const d = e.data as { currency: string; balance: AccountDto['balance'] };
    // account §4: a balance update replaces the balance of the matching currency.
    queryClient.setQueryData<AccountDto[] | null>(['accounts'], (list) =>
      list?.map((a) => (a.currency === d.currency ? { ...a, balance: d.balance } : a)),
    );
  }
}

/**
 * The player's private channel: bet_changed, bet_cashout_changed, balance_changed, notification and
 * unread_counters_changed, on the page's one push connection (LV6). Signing in hands the bearer token to the connection, which is established again as the
 * player (a new connection token), then `$user:{lang}:{id}` is held with a subscription token
 * (POST /websocket/authorize); signing out releases it and the connection goes back to anonymous (account §4).
 * Public and match channels stay held throughout and recover, so live odds keep flowing. When the channel's
 * publications were lost (away beyond the history window, a restarted server), the state it feeds is
 * reloaded: the player's bets (with their cashout offers) and balances; publications received meanwhile are
 * applied after it.
 */
export function UserChannel() {
  const auth = useAuth();
  const store = useAuthStore();
  const { locale } = useSite();
  const { setPlayerSession } = usePushSession();
  const queryClient = useQueryClient();
  const token = auth.token;
  const playerId = auth.player?.id;
  const signedIn = token !== null && playerId !== undefined;
  // Declared before the hold below: on sign-in the connection is re-established first, so the private
  // subscription goes out on the player's connection; on sign-out the hold is released first.
  useEffect(() => {
    if (!signedIn || !token) {
      setPlayerSession(null);
      return;
    }
    setPlayerSession({
      token,
      onUnauthorised: store.onUnauthorised,
      publication: (data) => applyUserEvent(queryClient, data),
      resync: async () => {
        // Active queries (the header's balance, an open My bets list) refetch now; others when next shown.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['accounts'] }, { throwOnError: true }),
          queryClient.invalidateQueries({ queryKey: ['bets'] }, { throwOnError: true }),
          queryClient.invalidateQueries({ queryKey: ['notifications'] }, { throwOnError: true }),
        ]);
      },
    });
  }, [signedIn, token, store, queryClient, setPlayerSession]);
  const channel = signedIn ? userChannelName(locale, playerId) : null;
  useChannel(channel);
  return null;
}
