/**
 * Operator settings that shape routing and the page head. Read from the environment on the server
 * (the same `LOCALES` the push hub uses, so `public:{lang}` channels exist for every locale we route).
 * Full operator configuration (OPERATOR_CONFIG) is a later issue; this is its seam.
 */
export interface SiteConfig {
  /** Configured locales; the first is the default and is left out of URLs unless localeInUrl. */
  readonly locales: readonly string[];
  /** Settings flag: every URL carries its locale segment, the default one too. */
  readonly localeInUrl: boolean;
  /** Feature rtl_view (§2): ar, he, fa and ur render right to left. `RTL_VIEW=0` turns it off. */
  readonly rtlView: boolean;
  /** Pages are noindex/nofollow unless indexing is enabled. */
  readonly indexing: boolean;
  /** Optional custom paths: route key (e.g. "live") → the operator's path segment (e.g. "in-play"). */
  readonly customPaths: Readonly<Record<string, string>>;
  readonly brand: string;
  /** Public origin for canonical links; the request's own origin when unset. */
  readonly origin: string | undefined;
  /**
   * Where browsers open their push connections: a real Centrifugo's WebSocket endpoint when the server
   * publishes through one (CENTRIFUGO_API_URL with CENTRIFUGO_WS_URL, API.md Environment), else undefined
   * and pages use the built-in hub on their own origin (/connection/websocket).
   */
  readonly pushSocketUrl: string | undefined;
  /**
   * Flag of account §9 "a delta compression mode is used when its feature flag is on": match channels ask for
   * fossil deltas. `PUSH_DELTA` (the same variable that lets the built-in hub offer them): on by default with
   * the built-in hub; with a real Centrifugo only when `PUSH_DELTA=1` (its match namespace must then allow
   * `fossil` in `allowed_delta_types`).
   */
  readonly pushDelta: boolean;
  /**
   * Seconds before the sign-up reminder opens for a visitor who has not had it (account-and-surroundings §4;
   * the spec leaves the value to configuration): `SIGN_UP_REMINDER_SECONDS`, default 30, 0 turns it off.
   */
  readonly signUpReminderSeconds: number;
}

export const DEFAULT_SIGN_UP_REMINDER_SECONDS = 30;

export const DEFAULT_LOCALES = ['en', 'de', 'pt-BR', 'es'] as const;

export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const locales = (env.LOCALES ?? DEFAULT_LOCALES.join(','))
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    locales: locales.length ? locales : [...DEFAULT_LOCALES],
    localeInUrl: env.LOCALE_IN_URL === '1',
    rtlView: env.RTL_VIEW !== '0',
    indexing: env.INDEXING_ENABLED === '1',
    customPaths: parseCustomPaths(env.CUSTOM_PATHS),
    brand: env.BRAND_NAME || 'Slipstream',
    origin: env.PUBLIC_ORIGIN || undefined,
    pushSocketUrl: env.CENTRIFUGO_API_URL ? webSocketUrl(env.CENTRIFUGO_WS_URL) : undefined,
    pushDelta: env.CENTRIFUGO_API_URL ? env.PUSH_DELTA === '1' : env.PUSH_DELTA !== '0',
    signUpReminderSeconds: reminderSeconds(env.SIGN_UP_REMINDER_SECONDS),
  };
}

/** Whole seconds 0–86400; anything else is the default. */
function reminderSeconds(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,5}$/.test(raw.trim())) return DEFAULT_SIGN_UP_REMINDER_SECONDS;
  const n = Number(raw.trim());
  return n <= 86_400 ? n : DEFAULT_SIGN_UP_REMINDER_SECONDS;
}

/** A ws: or wss: URL as given, or undefined (a malformed setting falls back to the built-in hub). */
function webSocketUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function parseCustomPaths(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' && /^[a-z0-9-]+$/i.test(value)) out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}
