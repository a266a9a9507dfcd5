'use client';
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@slipstream/contract';
import { requestJson } from '../auth/http';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { useStartedAfterHydration } from '../scheduling/after-hydration';
import { toSlipSiteSettings } from './slip-settings';

/** GET /settings (the player's own when signed in): accept mode, stakes, limits, providers. */
export function useSlipSettingsQuery(locale: string, token: string | null) {
  // Read by the slip and the bet builder, neither in view at first: fetched in a task of its own.
  const started = useStartedAfterHydration('below');
  return useQuery({
    enabled: started,
    queryKey: ['settings', token ? 'player' : 'visitor'],
    queryFn: async ({ signal }) =>
      toSlipSiteSettings(
        await requestJson<Settings>(`${SPORTSBOOK_BASE}/settings`, { locale, token, signal }),
      ),
    staleTime: 60_000,
  });
}
