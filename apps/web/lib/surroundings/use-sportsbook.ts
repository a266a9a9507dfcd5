'use client';
import { useMemo } from 'react';
import { useAuth, useAuthStore } from '../auth/auth-context';
import { createSportsbookClient, type SportsbookClient } from '../bets/sportsbook-client';
import { useSite } from '../site/site-context';

/** The Sportsbook API client of the current session, and whether a player is signed in. */
export function useSportsbook(): { client: SportsbookClient; signedIn: boolean; playerId: number | null } {
  const { locale } = useSite();
  const auth = useAuth();
  const store = useAuthStore();
  const client = useMemo(
    () => createSportsbookClient(locale, auth.token, store.onUnauthorised),
    [locale, auth.token, store],
  );
  return {
    client,
    signedIn: auth.status === 'LOGGED_IN' && auth.token !== null,
    playerId: auth.player?.id ?? null,
  };
}
