'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { useStartedAfterHydration } from '../scheduling/after-hydration';
import { useSportsbook } from './use-sportsbook';
import type { VoteResult } from './vote-shares';

export type { VoteResult };

/** VT1: a match's "who wins" prediction: one answer per player, stored by GET/POST /vote. */
export const matchPredictionId = (matchId: number) => `match:${matchId}:winner`;
/** How often the shares refresh while the page is open (other players' votes). */
export const VOTE_REFRESH_MS = 15_000;

export function useVote(predictionId: string) {
  const { client, playerId } = useSportsbook();
  // In view on a match page, but not in hydration's task: the first fetch starts in a task of its own.
  const started = useStartedAfterHydration('in-view');
  return useQuery({
    enabled: started,
    // Keyed by player too: a visitor's answer has no my_vote, a player's has theirs.
    queryKey: ['vote', predictionId, playerId],
    queryFn: ({ signal }) =>
      client.call<VoteResult>(`${SPORTSBOOK_BASE}/vote?prediction_id=${encodeURIComponent(predictionId)}`, {
        signal,
        // Read and refreshed by the page on its own: not the player using the session.
        background: true,
      }),
    refetchInterval: VOTE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useCastVote(predictionId: string) {
  const { client, playerId } = useSportsbook();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: string) =>
      client.call<VoteResult>(`${SPORTSBOOK_BASE}/vote`, {
        method: 'POST',
        body: { prediction_id: predictionId, data },
      }),
    onSuccess: (result) => queryClient.setQueryData(['vote', predictionId, playerId], result),
  });
}
