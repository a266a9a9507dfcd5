'use client';
import type { BonusDto } from '@slipstream/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { createSportsbookClient } from '../bets/sportsbook-client';
import { useSite } from '../site/site-context';
import { useSlipContext } from '../slip/slip-context';
import { loadBonusesApi } from './lazy-bonus-apis';
import { offersFor, offersKey } from './slip-offers';

export const ACTIVE_BONUSES_KEY = ['bonuses', 'active'] as const;

/** The player's active combo boosts and free bets (what the slip may offer), shared with the promotions page. */
export function useActiveBonuses() {
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale } = useSite();
  return useQuery({
    queryKey: [...ACTIVE_BONUSES_KEY, auth.token],
    enabled: !!auth.token,
    queryFn: async ({ signal }): Promise<BonusDto[]> => {
      const client = createSportsbookClient(locale, auth.token, () => authStore.onUnauthorised());
      const bonusesApi = await loadBonusesApi();
      const [free, boosts] = await Promise.all([
        bonusesApi.list(client, 'freebets', { active: true, limit: 100 }, signal),
        bonusesApi.list(client, 'comboboosts', { active: true, limit: 100 }, signal),
      ]);
      return [...free.data, ...boosts.data];
    },
  });
}

/**
 * Feeds each slip bet the bonuses it may carry (§4 "the available bonus is refreshed when its details change";
 * BT12 then picks the default, BT11 a chosen free bet). Renders nothing.
 */
export function SlipBonusBridge() {
  const { slip } = useSlipContext();
  const { data } = useActiveBonuses();
  useEffect(() => {
    const active = data ?? [];
    const sync = () => {
      const state = slip.getState();
      if (state.inProgress) return;
      state.bets.forEach((bet, betIndex) => {
        const offers = offersFor(bet, active);
        if (offersKey(offers) !== offersKey(bet.availableBonuses))
          slip.dispatch({ type: 'bonusesUpdated', betIndex, availableBonuses: offers });
      });
    };
    sync();
    return slip.subscribe(sync);
  }, [slip, data]);
  return null;
}
