import { isOddsFormat, type OddsFormat } from '@slipstream/betting';
import { readPreferences, writePreferences, type Preferences, type Theme } from '../storage/preferences';

/**
 * The device preferences as an external store: the server and the first client render use the defaults
 * (the page HTML is the same for everyone), then the stored choice applies.
 */
export const DEFAULT_PREFERENCES: Preferences = { oddsFormat: 'decimal', theme: 'dark' };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Preferences | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function getPreferences(): Preferences {
  current ??= readPreferences(storage(), DEFAULT_PREFERENCES, isOddsFormat);
  return current;
}

export function getServerPreferences(): Preferences {
  return DEFAULT_PREFERENCES;
}

export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPreferences(patch: Partial<Preferences>): void {
  current = { ...getPreferences(), ...patch };
  writePreferences(storage(), current);
  if (patch.theme) document.documentElement.dataset.theme = patch.theme;
  listeners.forEach((l) => l());
}

export function oddsFormatOf(prefs: Preferences): OddsFormat {
  return isOddsFormat(prefs.oddsFormat) ? prefs.oddsFormat : 'decimal';
}

export type { Theme };
