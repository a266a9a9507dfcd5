'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FavouriteIdsResponse, FavouriteType } from '@slipstream/contract';
import { useAuthStore } from '../auth/auth-context';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { useSportsbook } from './use-sportsbook';

export const favouritesKey = (kind: FavouriteType) => ['favourites', kind] as const;

/** The signed-in player's favourite ids of one kind (one request shared by every star on the page). */
export function useFavouriteIds(kind: FavouriteType) {
  const { client, signedIn } = useSportsbook();
  return useQuery({
    queryKey: favouritesKey(kind),
    enabled: signedIn,
    queryFn: ({ signal }) =>
      client
        .call<FavouriteIdsResponse>(`${SPORTSBOOK_BASE}/favourites/${kind}`, { signal })
        .then((r) => r.favoriteIds),
    staleTime: 60_000,
  });
}

/**
 * FV4: toggling is optimistic (the star changes at once) and reverts when the call fails
 * (account-and-surroundings §4), handing the failure to `onFailed` (FV7: past the per-player cap the answer is
 * quota_reached, which the player must be told); a visitor gets the sign-in prompt instead (§4 "Favourites require login").
 * A plain call rather than useMutation (not otherwise needed by the page). Used by FavouritesSync, which the
 * stars reach through lib/surroundings/favourite-store.ts.
 */
export function useToggleFavourite(kind: FavouriteType, onFailed: (err: unknown) => void) {
  const { client, signedIn } = useSportsbook();
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return useCallback(
    (id: number, on: boolean) => {
      if (!signedIn) {
        store.openPrompt('manual');
        return;
      }
      const key = favouritesKey(kind);
      void (async () => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<number[]>(key);
        queryClient.setQueryData<number[]>(key, (ids = []) =>
          on ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((x) => x !== id),
        );
        try {
          const answer = await client.call<FavouriteIdsResponse>(
            `${SPORTSBOOK_BASE}/favourites/${kind}/${id}`,
            { method: on ? 'POST' : 'DELETE' },
          );
          queryClient.setQueryData(key, answer.favoriteIds);
        } catch (err) {
          queryClient.setQueryData(key, before);
          onFailed(err);
        }
      })();
    },
    [client, signedIn, store, queryClient, kind, onFailed],
  );
}
