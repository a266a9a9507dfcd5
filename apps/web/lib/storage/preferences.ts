import { oneOf, safeParse, shape, text } from './stored-shape';

/**
 * The bettor's device preferences in local storage (betting-core §9: local storage holds the odds type),
 * parsed by a schema with a version so a stale or tampered value never breaks the page (`stored-shape.ts`:
 * no zod in the browser).
 */
export const PREFERENCES_KEY = 'slipstream.preferences';
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  readonly oddsFormat: string;
  readonly theme: Theme;
}

const v1Schema = shape({
  version: oneOf(1),
  oddsFormat: text(32),
  theme: oneOf(...THEMES),
});

/** Version 0 (before versioning) kept only the odds type under `oddsType`. */
const v0Schema = shape({ oddsType: text(32) });

/** What storage offers; window.localStorage in the browser, a Map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readPreferences(
  storage: KeyValueStorage | undefined,
  defaults: Preferences,
  isKnownFormat: (format: string) => boolean,
): Preferences {
  const raw = safeGet(storage);
  if (raw === null) return defaults;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return defaults;
  }
  const v1 = safeParse(v1Schema, json);
  if (v1.success) {
    return {
      oddsFormat: isKnownFormat(v1.data.oddsFormat) ? v1.data.oddsFormat : defaults.oddsFormat,
      theme: v1.data.theme,
    };
  }
  const v0 = safeParse(v0Schema, json);
  if (v0.success && isKnownFormat(v0.data.oddsType)) return { ...defaults, oddsFormat: v0.data.oddsType };
  return defaults;
}

export function writePreferences(storage: KeyValueStorage | undefined, prefs: Preferences): void {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify({ version: 1, ...prefs }));
  } catch {
    // Storage full or blocked (private mode, embedded frames): the preference lives for this page only.
  }
}

function safeGet(storage: KeyValueStorage | undefined): string | null {
  try {
    return storage?.getItem(PREFERENCES_KEY) ?? null;
  } catch {
    return null;
  }
}
