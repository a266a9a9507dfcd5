'use client';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { OddsFormat } from '@slipstream/betting';
import type { Preferences } from '../storage/preferences';
import {
  getPreferences,
  getServerPreferences,
  oddsFormatOf,
  subscribePreferences,
} from './preferences-store';

const PreferencesContext = createContext<Preferences | null>(null);

/**
 * Subscribes to the preferences store once for the page and hands the value down by context: every odds
 * button reads the odds format, and one store subscription per button (hundreds on a page) cost
 * hydration time (effects, consistency checks) for a value that changes only when the player picks one.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences, getServerPreferences);
  return <PreferencesContext value={preferences}>{children}</PreferencesContext>;
}

export function usePreferences(): Preferences {
  const preferences = use(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside PreferencesProvider');
  return preferences;
}

export function useOddsFormat(): OddsFormat {
  return oddsFormatOf(usePreferences());
}
