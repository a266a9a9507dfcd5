'use client';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { useSite } from '../../lib/site/site-context';

/** A sportsbook client with the signed-in player's token, for the promotions page's calls. */
export function useBonusesClient() {
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale } = useSite();
  return () => createSportsbookClient(locale, auth.token, authStore.onUnauthorised);
}
