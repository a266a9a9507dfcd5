'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountDto, BetDto } from '@slipstream/contract';
import { useEffect } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { requestJson } from '../auth/http';
import { PushClient, pushSocketUrl } from '../live/push-client';
import { useLiveHealth } from '../live/push-context';
import { applyBetChanged, applyCashoutChanged } from './bet-list-updates';
import { useSite } from '../site/site-context';
import { SPORTSBOOK_BASE } from './sportsbook-client';

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
  if (e.event === 'bet_changed') applyBetChanged(queryClient, e.data as BetDto);
  else if (e.event === 'bet_cashout_changed') {
    const d = e.data as { bet_id: string; to_cashout: BetDto['to_cashout'] };
    applyCashoutChanged(queryClient, d.bet_id, d.to_cashout);
  } else if (e.event === 'balance_changed') {
    const d = e.data as { currency: string; balance: AccountDto['balance'] };
    // account §4: a balance update replaces the balance of the matching currency.
    queryClient.setQueryData<AccountDto[] | null>(['accounts'], (list) =>
      list?.map((a) => (a.currency === d.currency ? { ...a, balance: d.balance } : a)),
    );
  }
}

/**
 * The player's private channel: bet_changed, bet_cashout_changed and balance_changed. It needs a connection
 * authenticated as the player and a subscription token (POST /websocket/authorize), so it is its own
 * connection, opened on sign-in and closed on sign-out (account §4: the connection follows the login state);
 * the public catalogue connection stays anonymous and untouched. When its publications were lost (away
 * beyond the history window, a restarted server), the state it feeds is reloaded: the player's bets (with
 * their cashout offers) and balances; publications received meanwhile are applied after it.
 */
export function UserChannel() {
  const auth = useAuth();
  const store = useAuthStore();
  const health = useLiveHealth();
  const { locale, config } = useSite();
  // The same endpoint as the catalogue connection: a configured Centrifugo or this origin's hub.
  const configuredUrl = config.pushSocketUrl;
  const queryClient = useQueryClient();
  const token = auth.token;
  const playerId = auth.player?.id;
  useEffect(() => {
    if (!token || playerId === undefined) return;
    const root = document.documentElement;
    const channel = userChannelName(locale, playerId);
    const call = <T,>(path: string, body: unknown) =>
      requestJson<T>(`${SPORTSBOOK_BASE}${path}`, { method: 'POST', body, locale, token }).catch(
        (err: unknown) => {
          if ((err as { status?: number }).status === 401) store.onUnauthorised();
          throw err;
        },
      );
    const push = new PushClient({
      url: pushSocketUrl(configuredUrl),
      loadWhenIdle: false,
      getToken: () => call<{ token: string }>('/websocket/token', {}).then((r) => r.token),
      getSubscriptionToken: (ch) =>
        call<{ channels: { token: string }[] }>('/websocket/authorize', { channels: [ch] }).then(
          (r) => r.channels[0]?.token ?? '',
        ),
      onPublication: (_ch, data) => applyUserEvent(queryClient, data),
      resync: async () => {
        // Active queries (the header's balance, an open My bets list) refetch now; others when next shown.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['accounts'] }, { throwOnError: true }),
          queryClient.invalidateQueries({ queryKey: ['bets'] }, { throwOnError: true }),
        ]);
      },
      onSubscribed: (_ch, on) => {
        if (on) root.dataset.userChannel = 'subscribed';
        else delete root.dataset.userChannel;
      },
      onStale: (stale) => health.report('player', stale),
    });
    const release = push.hold(channel);
    return () => {
      release();
      push.close();
      health.report('player', false);
      delete root.dataset.userChannel;
    };
  }, [token, playerId, locale, configuredUrl, queryClient, store, health]);
  return null;
}
