'use client';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSite } from '../site/site-context';
import { createAuthStore, type AuthState, type AuthStore } from './auth-store';
import { readCookie } from '../storage/read-cookie';
import { CSRF_COOKIE, setSelfExcludedHandler, setUnauthorisedHandler } from './http';
import { applySessionChange } from './session-caches';

const AuthContext = createContext<AuthStore | null>(null);

/** The session (account-and-surroundings §4): restored on load; sign-in and sign-out refetch the accounts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { locale } = useSite();
  const queryClient = useQueryClient();
  const [store] = useState(() =>
    createAuthStore(
      locale,
      typeof window === 'undefined' ? undefined : window.sessionStorage,
      () => typeof document !== 'undefined' && readCookie(document.cookie, CSRF_COOKIE) !== null,
    ),
  );
  useEffect(() => {
    // In a task of its own: the session's first state (at once for a visitor with no session cookie)
    // re-renders every control that shows it synchronously (an external store), which here would join the
    // page's first effects in one long task while the page is still starting.
    const restoring = setTimeout(() => void store.restore(), 0);
    setUnauthorisedHandler(store.onUnauthorised);
    setSelfExcludedHandler(() => {
      if (store.getState().status === 'LOGGED_IN' && !store.getState().player?.exclusion)
        void store.refreshProfile();
    });
    const off = store.onChange((state) => applySessionChange(queryClient, state));
    return () => {
      clearTimeout(restoring);
      setUnauthorisedHandler(null);
      setSelfExcludedHandler(null);
      off();
    };
  }, [store, queryClient]);
  return <AuthContext value={store}>{children}</AuthContext>;
}

export function useAuthStore(): AuthStore {
  const store = use(AuthContext);
  if (!store) throw new Error('useAuthStore outside AuthProvider');
  return store;
}

const SERVER_STATE: AuthState = {
  status: 'UNKNOWN',
  player: null,
  token: null,
  sessionExpired: false,
  prompt: null,
};

export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState, () => SERVER_STATE);
}
