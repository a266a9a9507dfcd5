'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, UnreadCounters } from '@slipstream/contract';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { COUNTERS_KEY, LIST_KEY } from './notifications';
import { useSportsbook } from './use-sportsbook';

const BASE = `${SPORTSBOOK_BASE}/notifications`;

/** Marks some (ids) or all (null) read; the list and the count follow the answer at once. */
export function useMarkRead() {
  const { client } = useSportsbook();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[] | null) =>
      client
        .call<UnreadCounters>(ids === null ? `${BASE}/read-all` : `${BASE}/read`, {
          method: 'POST',
          ...(ids === null ? {} : { body: { ids } }),
        })
        .then((r) => ({ ids, unread: r.unread })),
    onSuccess: ({ ids, unread }) => {
      queryClient.setQueryData(COUNTERS_KEY, unread);
      queryClient.setQueryData<Notification[]>(LIST_KEY, (list) =>
        list?.map((n) => (ids === null || ids.includes(n.id) ? { ...n, read: true } : n)),
      );
    },
  });
}
