'use client';
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@slipstream/contract';
import { requestJson } from '../auth/http';
import { SPORTSBOOK_BASE } from '../bets/sportsbook-client';
import { toSlipSiteSettings } from './slip-settings';

/** GET /settings (the player's own when signed in): accept mode, stakes, limits, providers. */
export function useSlipSettingsQuery(locale: string, token: string | null) {
  return useQuery({
    queryKey: ['settings', token ? 'player' : 'visitor'],
    queryFn: async ({ signal }) =>
      toSlipSiteSettings(
        await requestJson<Settings>(`${SPORTSBOOK_BASE}/settings`, { locale, token, signal }),
      ),
    staleTime: 60_000,
  });
}
