'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { betsApi, type BetListStatus, type BetResultFilter } from '../bets/bets-api';
import { betsKey } from '../bets/bet-list-updates';
import { createSportsbookClient } from '../bets/sportsbook-client';
import { useSite } from '../site/site-context';

/** My bets, one page (§3 filters, §9 pagination). Only for a signed-in player. */
export const MY_BETS_PAGE_SIZE = 10;

export function useMyBets(status: BetListStatus, result: BetResultFilter, page: number) {
  const { locale } = useSite();
  const auth = useAuth();
  const store = useAuthStore();
  return useQuery({
    queryKey: betsKey(status, result, page),
    enabled: auth.status === 'LOGGED_IN',
    queryFn: ({ signal }) =>
      betsApi.list(
        createSportsbookClient(locale, auth.token, store.onUnauthorised),
        { status, result, page, limit: MY_BETS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
