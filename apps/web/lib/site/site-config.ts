import {
  embeddingConfigFromEnv,
  reportingConfigFromEnv,
  type EmbeddingConfig,
  type ReportingConfig,
} from './deployment-config';
import type { CurrencyRates } from '@slipstream/betting';
import type { FrameFlags } from '../embedding/embed-state';
import type { QuickDepositFlags } from './feature-flags';
import { parseOperatorConfig, type OperatorConfig, type ThemePalette } from '@slipstream/contract/operator';

/**
 * Operator settings that shape routing, the page head, the brand and what the pages offer: the operator's
 * configuration (OPERATOR_CONFIG, the file the server validated at start; SPEC.md OP2) plus the few deployment
 * variables of the environment (`LOCALES` overrides the file's locales, the same rule as the server's push
 * channels, so `public:{lang}` channels exist for every locale we route).
 */
export interface SiteConfig {
  /** The whole operator configuration, for server components (geo, support, verticals, group lock). */
  readonly operator: OperatorConfig;
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
  /** The brand's logo (an https URL or a path on this site), or null for the name in text. */
  readonly logo: { readonly url: string; readonly alt: string } | null;
  /** Value of one whole unit in EUR, exact decimal strings (restored stakes, RS4). */
  readonly rates: CurrencyRates;
  /** Sign-in and sign-up as the operator offers them (account-and-surroundings §5). */
  readonly signInEnabled: boolean;
  readonly signUpEnabled: boolean;
  /** Providers per sport type and whether the visitor's cookie may narrow them (SPEC.md OP3). */
  readonly sportTypeProviders: Readonly<Record<string, readonly string[]>>;
  readonly customSportTypeProviders: boolean;
  /** The My bets tab (§2: it can be hidden by configuration). */
  readonly myBets: boolean;
  /** §5 flags: the jackpot widget and hit modal; the activity-limit ping. */
  readonly jackpots: boolean;
  readonly activityTracking: boolean;
  /** §5 responsible_gambling: the limits page and its links (SPEC.md OP8). */
  readonly responsibleGambling: boolean;
  /** §5 quick_deposit and its test variant for one status group (lib/site/feature-flags.ts). */
  readonly quickDeposit: QuickDepositFlags;
  /** §5 iframe_auth_preloaders and iframe_unlock (lib/embedding/embed-state.ts). */
  readonly frameFlags: FrameFlags;
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
  /**
   * The deposit reminder (account-and-surroundings §4, AC20): the player groups it is for
   * (`DEPOSIT_REMINDER_GROUPS`, comma-separated status group names or profile statuses; none = off) and the
   * seconds on the site before it opens (`DEPOSIT_REMINDER_SECONDS`, default 10).
   */
  readonly depositReminder: { readonly groups: readonly string[]; readonly seconds: number };
  /** Host origins allowed to embed and message the site (lib/site/deployment-config.ts). */
  readonly embedding: EmbeddingConfig;
  /** Error reporting (SENTRY_DSN and its release and environment); null when off. */
  readonly reporting: ReportingConfig | null;
}

export const DEFAULT_DEPOSIT_REMINDER_SECONDS = 10;

export const DEFAULT_SIGN_UP_REMINDER_SECONDS = 30;

/** The operator configuration of an empty file: the shipped default (config/operator.default.json). */
export const DEFAULT_OPERATOR_CONFIG: OperatorConfig = parseOperatorConfig({});

export function siteConfigFromEnv(
  env: Record<string, string | undefined>,
  operator: OperatorConfig = DEFAULT_OPERATOR_CONFIG,
): SiteConfig {
  const locales = (env.LOCALES ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  const brand = operator.brand;
  return {
    operator,
    locales: locales.length ? locales : [...operator.locales.available],
    localeInUrl: operator.locales.locale_in_url,
    // The operator's rtl_view flag (§2); RTL_VIEW=0/1 overrides it for a deployment.
    rtlView: env.RTL_VIEW ? env.RTL_VIEW !== '0' : operator.features.rtl_view,
    indexing: operator.indexing.enabled,
    customPaths: operator.custom_paths,
    brand: brand.name,
    logo: brand.logo ? { url: brand.logo.url, alt: brand.logo.alt ?? brand.name } : null,
    rates: operator.currencies.exchange_rates.rates,
    signInEnabled: operator.auth.sign_in_enabled,
    signUpEnabled: operator.auth.sign_up_enabled,
    sportTypeProviders: operator.providers.sport_type_providers,
    customSportTypeProviders: operator.features.custom_sport_type_providers,
    myBets: operator.features.my_bets,
    jackpots: operator.features.jackpots,
    activityTracking: operator.features.activity_tracking,
    responsibleGambling: operator.features.responsible_gambling,
    quickDeposit: {
      enabled: operator.features.quick_deposit,
      testGroup: operator.features.quick_deposit_test_group,
    },
    frameFlags: {
      authPreloaders: operator.features.iframe_auth_preloaders,
      unlock: operator.features.iframe_unlock,
    },
    origin: env.PUBLIC_ORIGIN || undefined,
    pushSocketUrl: env.CENTRIFUGO_API_URL ? webSocketUrl(env.CENTRIFUGO_WS_URL) : undefined,
    pushDelta:
      operator.features.push_delta &&
      (env.CENTRIFUGO_API_URL ? env.PUSH_DELTA === '1' : env.PUSH_DELTA !== '0'),
    signUpReminderSeconds: reminderSeconds(env.SIGN_UP_REMINDER_SECONDS),
    depositReminder: {
      groups: (env.DEPOSIT_REMINDER_GROUPS ?? '')
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
      seconds: reminderSeconds(env.DEPOSIT_REMINDER_SECONDS, DEFAULT_DEPOSIT_REMINDER_SECONDS),
    },
    embedding: embeddingConfigFromEnv(env),
    reporting: reportingConfigFromEnv(env),
  };
}

const PALETTE_TOKENS: Record<keyof ThemePalette, string> = {
  bg: '--bg',
  surface: '--surface',
  surface_2: '--surface-2',
  border: '--border',
  text: '--text',
  muted: '--muted',
  accent: '--accent',
  accent_text: '--accent-text',
  focus: '--focus',
};

/**
 * The operator's colours as a stylesheet over app/globals.css's tokens, one rule per theme (SPEC.md OP2).
 * Values are validated hex colours (the schema), so nothing but a colour reaches the CSS.
 */
export function themeColoursCss(operator: OperatorConfig): string {
  const rule = (selector: string, palette: ThemePalette): string => {
    const decls = Object.entries(palette)
      .filter(([, v]) => typeof v === 'string' && /^#[0-9a-fA-F]{3,6}$/.test(v))
      .map(([k, v]) => `${PALETTE_TOKENS[k as keyof ThemePalette]}:${v}`);
    return decls.length ? `${selector}{${decls.join(';')}}` : '';
  };
  return (
    rule(":root,[data-theme='dark']", operator.colors.dark) +
    rule("[data-theme='light']", operator.colors.light)
  );
}

/** Whole seconds 0–86400; anything else is the default. */
function reminderSeconds(raw: string | undefined, fallback = DEFAULT_SIGN_UP_REMINDER_SECONDS): number {
  if (raw === undefined || !/^\d{1,5}$/.test(raw.trim())) return fallback;
  const n = Number(raw.trim());
  return n <= 86_400 ? n : fallback;
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
