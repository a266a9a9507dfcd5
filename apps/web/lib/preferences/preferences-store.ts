import { isOddsFormat, type OddsFormat } from '@slipstream/betting';
import type * as PreferencesStorage from '../storage/preferences';
import type { Preferences, Theme } from '../storage/preferences';
import { idle } from '../scheduling/when-idle';

/**
 * The device preferences as an external store. The server and the first client render use the defaults
 * (the page HTML is the same for everyone); the stored choice is read after hydration. The versioned
 * schema parser (zod/mini) is loaded lazily then, so it is not part of the first-load JavaScript.
 */
export const DEFAULT_PREFERENCES: Preferences = { oddsFormat: 'decimal', theme: 'dark' };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Preferences = DEFAULT_PREFERENCES;
/** Set once the player chose something on this page: the stored value must not overwrite it. */
let touched = false;
let loaded: Promise<typeof PreferencesStorage> | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function load(): Promise<typeof PreferencesStorage> {
  // The parser loads in an idle period of its own (a choice made earlier is kept: `touched`).
  loaded ??= idle()
    .then(() => import('../storage/preferences'))
    .then((mod) => {
      const stored = mod.readPreferences(storage(), DEFAULT_PREFERENCES, isOddsFormat);
      if (!touched && (stored.oddsFormat !== current.oddsFormat || stored.theme !== current.theme)) {
        current = stored;
        listeners.forEach((l) => l());
      }
      return mod;
    });
  return loaded;
}

export function getPreferences(): Preferences {
  return current;
}

export function getServerPreferences(): Preferences {
  return DEFAULT_PREFERENCES;
}

export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

export function setPreferences(patch: Partial<Preferences>): void {
  touched = true;
  current = { ...current, ...patch };
  if (patch.theme) document.documentElement.dataset.theme = patch.theme;
  listeners.forEach((l) => l());
  const next = current;
  void load().then((mod) => mod.writePreferences(storage(), next));
}

export function oddsFormatOf(prefs: Preferences): OddsFormat {
  return isOddsFormat(prefs.oddsFormat) ? prefs.oddsFormat : 'decimal';
}

export type { Theme };
