'use client';
import type { ProfileDto } from '@slipstream/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { useSite } from '../../lib/site/site-context';

/** The signed-in player's full profile (GET /player): missed auth fields, status groups. */
export function usePlayerProfile() {
  const { locale } = useSite();
  const auth = useAuth();
  return useQuery({
    enabled: auth.status === 'LOGGED_IN',
    queryKey: ['player-profile', auth.player?.id],
    queryFn: () => requestJson<ProfileDto>('/api/platform/player', { locale }),
    retry: false,
  });
}
