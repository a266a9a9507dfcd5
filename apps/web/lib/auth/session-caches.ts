import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from './auth-store';

/**
 * What a sign-in or sign-out does to the player's cached server state (account §4). Signed in, the accounts
 * are read again. Signed out, they are dropped, not invalidated: a visitor's accounts query is disabled, and
 * invalidating a query no enabled observer holds refetches nothing, so the last player's balance (and the
 * slip's account) would stay on a page that has signed out, with no sign-in button (AC6). Dropping the query
 * also discards an accounts call still under way. The last session's bets go either way.
 */
export function applySessionChange(queryClient: QueryClient, state: Pick<AuthState, 'status'>): void {
  if (state.status === 'LOGGED_IN') void queryClient.invalidateQueries({ queryKey: ['accounts'] });
  else queryClient.removeQueries({ queryKey: ['accounts'] });
  queryClient.removeQueries({ queryKey: ['bets'] });
}
