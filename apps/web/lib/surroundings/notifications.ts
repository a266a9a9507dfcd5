'use client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCounters } from '@slipstream/contract';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { useSportsbook } from './use-sportsbook';

const BASE = `${SPORTSBOOK_BASE}/notifications`;
export const COUNTERS_KEY = ['notifications', 'counters'] as const;
export const LIST_KEY = ['notifications', 'list'] as const;
export const NOTIFICATION_PAGE_SIZE = 20;

/** The bell's unread count; kept live by the private channel's unread_counters_changed (NT5). */
export function useUnreadCount() {
  const { client, signedIn } = useSportsbook();
  return useQuery({
    queryKey: COUNTERS_KEY,
    enabled: signedIn,
    queryFn: ({ signal }) =>
      client.call<UnreadCounters>(`${BASE}/counters`, { signal }).then((r) => r.unread),
    staleTime: 60_000,
  });
}

/** The newest notifications (the panel's list), fetched when the panel opens. */
export function useNotificationList(enabled: boolean) {
  const { client, signedIn } = useSportsbook();
  return useQuery({
    queryKey: LIST_KEY,
    enabled: signedIn && enabled,
    queryFn: ({ signal }) =>
      client
        .call<{ data: Notification[] }>(`${BASE}?limit=${NOTIFICATION_PAGE_SIZE}`, { signal })
        .then((r) => r.data),
  });
}

/** The private channel's notification events (lib/bets/user-channel.tsx hands them here). */
export function applyNotificationEvent(queryClient: QueryClient, event: string, data: unknown): boolean {
  if (event === 'unread_counters_changed') {
    const unread = (data as Partial<UnreadCounters> | null)?.unread;
    if (typeof unread === 'number') queryClient.setQueryData(COUNTERS_KEY, unread);
    // Read elsewhere (another tab): the open list shows it read.
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    return true;
  }
  if (event === 'notification') {
    const n = data as Notification;
    queryClient.setQueryData<Notification[]>(LIST_KEY, (list) =>
      list && !list.some((x) => x.id === n.id) ? [n, ...list].slice(0, NOTIFICATION_PAGE_SIZE) : list,
    );
    return true;
  }
  return false;
}
