'use client';
import { useQuery } from '@tanstack/react-query';
import type { AccountDto } from '@slipstream/contract';
import { getJson, HttpError } from './client-fetch';

/** The signed-in player's active accounts; null for a visitor (401). */
export function useAccounts(locale: string) {
  return useQuery({
    queryKey: ['accounts'],
    queryFn: async ({ signal }) => {
      try {
        const list = await getJson<AccountDto[]>(
          '/api/platform/player/accounts?compatibility=false',
          locale,
          signal,
        );
        return list.filter((a) => a.active);
      } catch (err) {
        if (err instanceof HttpError && (err.status === 401 || err.status === 404)) return null;
        throw err;
      }
    },
    staleTime: 30_000,
    retry: false,
  });
}
