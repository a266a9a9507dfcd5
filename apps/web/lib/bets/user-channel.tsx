'use client';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountDto, BetDto } from '@slipstream/contract';
import { useEffect } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { requestJson } from '../auth/http';
import { pushSocketUrl } from '../live/push-client';
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

/**
 * The player's private channel: bet_changed, bet_cashout_changed and balance_changed. It needs a connection
 * authenticated as the player and a subscription token (POST /websocket/authorize), so it is its own
 * connection, opened on sign-in and closed on sign-out (account §4: the connection follows the login state);
 * the public catalogue connection stays anonymous and untouched.
 */
export function UserChannel() {
  const auth = useAuth();
  const store = useAuthStore();
  const { locale, config } = useSite();
  // The same endpoint as the catalogue connection: a configured Centrifugo or this origin's hub.
  const configuredUrl = config.pushSocketUrl;
  const queryClient = useQueryClient();
  const token = auth.token;
  const playerId = auth.player?.id;
  useEffect(() => {
    if (!token || playerId === undefined) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    const channel = userChannelName(locale, playerId);
    const call = <T,>(path: string, body: unknown) =>
      requestJson<T>(`${SPORTSBOOK_BASE}${path}`, { method: 'POST', body, locale, token }).catch(
        (err: unknown) => {
          if ((err as { status?: number }).status === 401) store.onUnauthorised();
          throw err;
        },
      );
    void import('centrifuge').then(({ Centrifuge }) => {
      if (closed) return;
      const client = new Centrifuge(pushSocketUrl(configuredUrl), {
        getToken: () => call<{ token: string }>('/websocket/token', {}).then((r) => r.token),
        minReconnectDelay: 500,
        maxReconnectDelay: 20_000,
        timeout: 5_000,
      });
      const sub = client.newSubscription(channel, {
        getToken: () =>
          call<{ channels: { token: string }[] }>('/websocket/authorize', { channels: [channel] }).then(
            (r) => r.channels[0]?.token ?? '',
          ),
      });
      sub.on('publication', (ctx) => {
        const e = ctx.data as UserEvent;
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
      });
      sub.on('subscribed', () => (document.documentElement.dataset.userChannel = 'subscribed'));
      sub.on('unsubscribed', () => delete document.documentElement.dataset.userChannel);
      sub.subscribe();
      client.connect();
      disconnect = () => {
        sub.unsubscribe();
        client.disconnect();
      };
    });
    return () => {
      closed = true;
      disconnect?.();
      delete document.documentElement.dataset.userChannel;
    };
  }, [token, playerId, locale, configuredUrl, queryClient, store]);
  return null;
}
