import { z } from 'zod';
import { betLimitsSettingsSchema, LIMIT_ACTIONS, ODDS_ACCEPT_MODES, ODDS_TYPES } from '../catalogue/settings';
import { PROVIDERS, SPORT_TYPES } from '../catalogue/entities';
import { SUPPORTED_LOCALES } from '../platform/locales';

/**
 * The operator's configuration (OPERATOR_CONFIG, a JSON file; docs/OPERATOR.md): everything a white-label
 * operator sets without code. Every object is strict, so a misspelt field stops the start instead of being
 * ignored; every field has a default, so a file names only what differs from config/operator.default.json.
 */

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour like #0f1720');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code in capitals, like DE');
const localeCode = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,4})?$/, 'a locale code like en or pt-BR');
const currencyCode = z.string().regex(/^[A-Z][A-Z0-9]{2,7}$/, 'a currency code like EUR');
/** An origin as browsers send it: scheme, lower-case host and optional port, nothing after. */
const origin = z
  .string()
  .regex(
    /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/,
    'an origin like https://example.com (no path)',
  );
/** An exact decimal string (never a float on the wire): how many EUR one whole unit is worth. */
const decimalRate = z
  .string()
  .regex(/^(?:0|[1-9]\d*)(?:\.\d{1,12})?$/, 'an exact decimal string like "0.92"');
const pathSegment = z.string().regex(/^[a-z0-9-]+$/i, 'one path segment of letters, digits and dashes');
/** A logo or icon: an absolute https URL or a path on this site (never javascript: or data:). */
const imageUrl = z
  .string()
  .refine(
    (v) => /^https:\/\/[^\s]+$/.test(v) || /^\/[^/\s][^\s]*$/.test(v),
    'an https URL or a path like /logo.svg',
  );

/** The colour tokens of one theme (apps/web/app/globals.css); each replaces the stylesheet's value. */
export const themePaletteSchema = z.strictObject({
  bg: hexColour.optional(),
  surface: hexColour.optional(),
  surface_2: hexColour.optional(),
  border: hexColour.optional(),
  text: hexColour.optional(),
  muted: hexColour.optional(),
  accent: hexColour.optional(),
  accent_text: hexColour.optional(),
  focus: hexColour.optional(),
});
export type ThemePalette = z.infer<typeof themePaletteSchema>;

/** The four verticals each enabled by a setting (betting-core §1). */
export const VERTICALS = ['horse_racing', 'lotteries', 'premium_cricket', 'virtual_gaming_arena'] as const;
export type VerticalKey = (typeof VERTICALS)[number];

/** The feature flags of account-and-surroundings §5 (and §2's rtl_view, §7's delta compression). */
export const featureFlagsSchema = z.strictObject({
  quick_deposit: z.boolean().default(true),
  /** Quick deposit only for players in this status group (the flag's test variant); null = everyone. */
  quick_deposit_test_group: z.string().min(1).nullable().default(null),
  iframe_auth_preloaders: z.boolean().default(false),
  iframe_unlock: z.boolean().default(false),
  activity_tracking: z.boolean().default(true),
  responsible_gambling: z.boolean().default(true),
  jackpots: z.boolean().default(true),
  /** Lets a visitor's `sport_type_providers` cookie narrow the providers per sport type (betting-core §3). */
  custom_sport_type_providers: z.boolean().default(false),
  rtl_view: z.boolean().default(true),
  push_delta: z.boolean().default(true),
  /** The My bets tab (account-and-surroundings §2 "my bets can be hidden by site configuration"). */
  my_bets: z.boolean().default(true),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

const stakesSchema = z.array(z.number().int().nonnegative().max(1_000_000_000)).min(1).max(4);

export const operatorConfigSchema = z.strictObject({
  brand: z
    .strictObject({
      name: z.string().trim().min(1).max(60).default('Slipstream'),
      /** The installed app's label under its home-screen icon (web app manifest); unset: the name, shortened. */
      short_name: z.string().trim().min(1).max(12).optional(),
      logo: z
        .strictObject({ url: imageUrl, alt: z.string().min(1).max(80).optional() })
        .nullable()
        .default(null),
    })
    .prefault({}),
  colors: z
    .strictObject({ dark: themePaletteSchema.prefault({}), light: themePaletteSchema.prefault({}) })
    .prefault({}),
  locales: z
    .strictObject({
      /**
       * In the operator's order: the first is the default and is left out of URLs unless locale_in_url. Unset:
       * every locale with a catalogue (38), English first; an operator's file narrows them.
       */
      available: z
        .array(localeCode)
        .min(1)
        .refine((l) => new Set(l).size === l.length, 'each locale once')
        .default(['en', ...SUPPORTED_LOCALES.filter((l) => l !== 'en')]),
      locale_in_url: z.boolean().default(false),
    })
    .prefault({}),
  currencies: z
    .strictObject({
      default: currencyCode.default('EUR'),
      /** Currencies players may hold; null = every currency the server knows. */
      enabled: z.array(currencyCode).min(1).nullable().default(null),
      exchange_rates: z
        .strictObject({
          /** Where rates come from: `static` is this table (the only source built). */
          source: z.literal('static').default('static'),
          /** Value of one whole unit in EUR, exact decimal strings (payout limit, restored stakes). */
          rates: z.record(currencyCode, decimalRate).default({
            EUR: '1',
            USD: '0.92',
            GBP: '1.17',
            BRL: '0.17',
            USDT: '0.92',
            BTC: '60000',
            ETH: '3000',
          }),
        })
        .prefault({}),
    })
    .prefault({}),
  verticals: z
    .strictObject({
      horse_racing: z.boolean().default(true),
      lotteries: z.boolean().default(true),
      premium_cricket: z.boolean().default(true),
      virtual_gaming_arena: z.boolean().default(true),
    })
    .prefault({}),
  features: featureFlagsSchema.prefault({}),
  betting: z
    .strictObject({
      /** Recommended stakes in whole units (exactly four are shown; fewer are padded with 0). */
      stakes: stakesSchema.default([1, 5, 10, 25]),
      custom_bet_enabled: z.boolean().default(true),
      custom_bet_allow_single: z.boolean().default(false),
      auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES).default('none'),
      odds_type: z.enum(ODDS_TYPES).default('decimal'),
      allow_multiple_active_user_freebets: z.boolean().default(false),
      bet_limits: betLimitsSettingsSchema.default({
        max_stake_limit: {
          fiat: [
            { currency_code: 'EUR', amount: 500_000 },
            { currency_code: 'USD', amount: 500_000 },
            { currency_code: 'GBP', amount: 400_000 },
            { currency_code: 'BRL', amount: 2_500_000 },
          ],
          crypto: [
            { currency_code: 'USDT', amount: 500_000_000 },
            { currency_code: 'BTC', amount: 10_000_000 },
          ],
        },
        payout_limit: { currency_code: 'EUR', amount: 10_000_000, action: LIMIT_ACTIONS[0] },
        selection_limit: { value: 20 },
        odds_limit: { value: 1000, action: LIMIT_ACTIONS[0] },
      }),
    })
    .prefault({}),
  providers: z
    .strictObject({
      /** Odds providers allowed per sport type; a match of another provider is neither listed nor pushed. */
      sport_type_providers: z
        .record(z.enum(SPORT_TYPES), z.array(z.enum(PROVIDERS)))
        .default({ regular: ['betradar'], cyber: ['oddin'], premium_cricket: ['premium_cricket'] }),
      multi_single_by_provider: z
        .partialRecord(z.enum(PROVIDERS), z.boolean())
        .default({ betradar: true, oddin: true, premium_cricket: false }),
    })
    .prefault({}),
  indexing: z
    .strictObject({
      enabled: z.boolean().default(false),
      /** Mirror origins that stay noindex even with indexing on. */
      no_index_origins: z.array(origin).default([]),
    })
    .prefault({}),
  support: z
    .strictObject({
      email: z.email().default('support@example.com'),
      phone: z
        .string()
        .regex(/^\+?[0-9 ()-]{5,20}$/, 'a phone number like +44 20 7946 0000')
        .nullable()
        .default(null),
    })
    .prefault({}),
  geo: z
    .strictObject({
      /** The request header the operator's proxy sets to the visitor's country (e.g. cf-ipcountry). */
      country_header: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'a lower-case header name like cf-ipcountry')
        .default('x-country-code'),
      /** Countries that see the blocked page instead of the site. */
      blocked_countries: z.array(countryCode).default([]),
      sign_in_blocked_countries: z.array(countryCode).default([]),
      sign_up_blocked_countries: z.array(countryCode).default([]),
    })
    .prefault({}),
  auth: z
    .strictObject({ sign_in_enabled: z.boolean().default(true), sign_up_enabled: z.boolean().default(true) })
    .prefault({}),
  group_lock: z
    .strictObject({
      enabled: z.boolean().default(false),
      /** The player group the site is locked to: a profile status or the current status group's name. */
      required_group: z.string().min(1).nullable().default(null),
      /** Where visitors outside the group are sent; null shows /locked instead. */
      platform_origin: origin.nullable().default(null),
    })
    .refine((g) => !g.enabled || g.required_group !== null, {
      message: 'required_group is needed when the group lock is enabled',
      path: ['required_group'],
    })
    .prefault({}),
  /** Route key (e.g. "live") → the operator's path segment (e.g. "in-play"). */
  custom_paths: z.record(z.string().regex(/^[a-z-]+$/, 'a route key like live'), pathSegment).default({}),
  embedding: z
    .strictObject({
      allowed_origins: z.array(z.union([origin, z.literal('*')])).default([]),
      /**
       * The host initialises the player's session or sets its token (§5): only then is `*` in
       * `allowed_origins` honoured (SPEC.md EM2).
       */
      session_init_supported: z.boolean().default(false),
    })
    .prefault({}),
  virtual_gaming_arena: z
    .strictObject({
      /** Base of the virtual wallet: `POST {wallet_url}/{provider}/launch {app}` answers `{url}`. */
      wallet_url: z
        .string()
        .refine(
          (v) => /^https?:\/\/\S+$/.test(v) || /^\/\S*$/.test(v),
          'an http(s) URL or a path on this site',
        )
        .default('/api/virtual-wallet'),
      provider: pathSegment.default('arena-sim'),
      apps: z
        .array(z.strictObject({ id: pathSegment, name: z.string().min(1).max(60) }))
        .min(1)
        .default([
          { id: 'crash', name: 'Crash' },
          { id: 'penalty-shootout', name: 'Penalty shoot-out' },
          { id: 'virtual-derby', name: 'Virtual derby' },
        ]),
    })
    .prefault({}),
  platform: z
    .strictObject({
      reality_check_seconds: z.number().int().nonnegative().nullable().default(3600),
      max_deposit_major_units: z.number().int().positive().default(100_000),
      required_auth_fields: z
        .array(z.enum(['first_name', 'last_name', 'mobile_phone', 'nickname']))
        .default([]),
      session_limit: z
        .strictObject({
          allowance_seconds: z.number().int().positive(),
          period_seconds: z.number().int().positive(),
        })
        .refine((s) => s.period_seconds >= s.allowance_seconds, {
          message: 'period_seconds must be at least allowance_seconds',
          path: ['period_seconds'],
        })
        .nullable()
        .default(null),
    })
    .prefault({}),
});
export type OperatorConfig = z.infer<typeof operatorConfigSchema>;
export type OperatorConfigInput = z.input<typeof operatorConfigSchema>;

/** A bad operator configuration: the message names the file and each field at fault. */
export class OperatorConfigError extends Error {
  constructor(
    message: string,
    readonly fields: readonly string[],
  ) {
    super(message);
    this.name = 'OperatorConfigError';
  }
}

/**
 * Validates a parsed JSON value against the schema and checks the cross-field rules; `source` (the file)
 * starts the message. Throws OperatorConfigError listing every field at fault as `a.b.c: what is wrong`.
 */
export function parseOperatorConfig(value: unknown, source = 'OPERATOR_CONFIG'): OperatorConfig {
  const result = operatorConfigSchema.safeParse(value);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const path = [...issue.path.map(String), ...unknownKeys(issue)].join('.') || '(root)';
      return { path, text: `${path}: ${issue.message}` };
    });
    throw new OperatorConfigError(
      `${source} is not a valid operator configuration:\n  ${lines.map((l) => l.text).join('\n  ')}`,
      lines.map((l) => l.path),
    );
  }
  const config = result.data;
  const problems = crossFieldProblems(config);
  if (problems.length)
    throw new OperatorConfigError(
      `${source} is not a valid operator configuration:\n  ${problems.map((p) => `${p.path}: ${p.text}`).join('\n  ')}`,
      problems.map((p) => p.path),
    );
  return config;
}

/** Parses the text of the file (JSON) and validates it. */
export function parseOperatorConfigText(text: string, source = 'OPERATOR_CONFIG'): OperatorConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new OperatorConfigError(`${source} is not valid JSON: ${(err as Error).message}`, ['(root)']);
  }
  return parseOperatorConfig(json, source);
}

function unknownKeys(issue: z.core.$ZodIssue): string[] {
  return issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? [issue.keys[0] as string] : [];
}

function crossFieldProblems(c: OperatorConfig): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const rates = c.currencies.exchange_rates.rates;
  if (rates.EUR !== undefined && rates.EUR !== '1')
    out.push({ path: 'currencies.exchange_rates.rates.EUR', text: 'rates are in EUR, so EUR must be "1"' });
  for (const code of c.currencies.enabled ?? [])
    if (rates[code] === undefined)
      out.push({ path: 'currencies.exchange_rates.rates', text: `no rate for enabled currency ${code}` });
  if (c.currencies.enabled && !c.currencies.enabled.includes(c.currencies.default))
    out.push({ path: 'currencies.default', text: `${c.currencies.default} is not among currencies.enabled` });
  if (rates[c.currencies.default] === undefined)
    out.push({ path: 'currencies.default', text: `no exchange rate for ${c.currencies.default}` });
  return out;
}
