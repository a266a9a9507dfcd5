'use client';
import { oddsFromDecimal, type SlipAction, type SlipState } from '@slipstream/betting';
import { useCallback } from 'react';
import { betsApi } from '../bets/bets-api';
import { createSportsbookClient } from '../bets/sportsbook-client';
import type { ReducerStore } from './reducer-store';

/** ST4/RS6: a custom bet that lost its price (a leg moved or was dropped) is priced again by the server. */
export function useCustomOddsCalculator(
  slip: ReducerStore<SlipState, SlipAction>,
  locale: string,
  token: string | null,
  onUnauthorised: () => void,
) {
  return useCallback(
    (betIndex: number) => {
      const bet = slip.getState().bets[betIndex];
      if (!bet || bet.betType !== 'custom_bet') return;
      const picks = bet.selections
        .filter((s) => !s.isSuspended && !s.isNotAvailable)
        .map((s) => ({
          matchId: s.matchId,
          marketId: Number(s.marketId),
          specifier: s.specifier,
          outcomeId: s.outcomeId,
        }));
      const client = createSportsbookClient(locale, token, onUnauthorised);
      void betsApi
        .customCalculate(client, picks)
        .then((answer) =>
          slip.dispatch({ type: 'setCustomOdds', betIndex, customOdds: oddsFromDecimal(answer.Odds) }),
        )
        .catch(() => {
          // No price: the bet stays unpriceable and cannot be placed (VA12); the slip says so.
        });
    },
    [slip, locale, token, onUnauthorised],
  );
}
