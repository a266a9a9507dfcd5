'use client';
import { useQuery } from '@tanstack/react-query';
import type { AccountDto } from '@slipstream/contract';
import { getJson, HttpError } from './client-fetch';
import { useAuth } from '../auth/auth-context';

/**
 * The signed-in player's active accounts; null for a visitor (401). Fetched only once the session is known to be
 * signed in, so an anonymous page load sends no request that can only answer 401.
 */
export function useAccounts(locale: string) {
  const signedIn = useAuth().status === 'LOGGED_IN';
  return useQuery({
    enabled: signedIn,
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

/** The account the player bets from (the profile's currency), else the first; null for a visitor. */
export function usePlayerAccount(locale: string) {
  const currency = useAuth().player?.currency;
  const query = useAccounts(locale);
  const list = query.data ?? null;
  const account = list?.find((a) => a.currency === currency) ?? list?.[0] ?? null;
  return { query, account };
}
