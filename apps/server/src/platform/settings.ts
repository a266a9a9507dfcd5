import { OWASP_ARGON2ID, type Argon2Params } from '../security/passwords';

/**
 * The Platform API's tunables. Defaults are the product's; tests lower costs and windows through
 * registerPlatform's `settings` option. Operator configuration (OPERATOR_CONFIG) can feed these later.
 */
export interface PlatformSettings {
  argon2: Argon2Params;
  /** Browser session lifetime (cookie Max-Age and the server-side expiry). */
  webSessionTtlSeconds: number;
  /** `Secure` cookie attribute: 'auto' = only when the request came over https (trustProxy honours X-Forwarded-Proto). */
  secureCookies: 'auto' | boolean;
  /** Lifetime of a sportsbook bearer token; a client asks again (POST /sportsbook_sessions) when it expires. */
  sportsbookTokenTtlSeconds: number;
  signIn: {
    windowSeconds: number;
    /** Failed attempts per e-mail per window before 429. */
    maxFailuresPerAccount: number;
    /** Failed attempts per client IP per window before 429: slows credential stuffing across accounts. */
    maxFailuresPerIp: number;
    /** Consecutive failures that lock the account until the e-mailed unlock link is followed. */
    lockAfterFailures: number;
  };
  resetPasswordTtlSeconds: number;
  phone: {
    codeTtlSeconds: number;
    resendAfterSeconds: number;
    maxCodesPerDay: number;
    maxAttemptsPerCode: number;
  };
  /**
   * Default sportsbook session limit when a player has no 'session' user limit of their own: a session may
   * last `allowanceSeconds`; after that POST /sportsbook_sessions answers 403 until `periodSeconds` have passed
   * since the session started. null = no limit.
   */
  sessionLimit: { allowanceSeconds: number; periodSeconds: number } | null;
  /** Profile fields the operator requires; those missing are listed in auth_fields_missed. */
  requiredAuthFields: readonly ('first_name' | 'last_name' | 'mobile_phone' | 'nickname')[];
  /** Largest single deposit, in major units of the currency. */
  maxDepositMajorUnits: number;
  /** Print each outbox message (with its links and codes) to the server log: development convenience. */
  logOutbox: boolean;
}

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  argon2: OWASP_ARGON2ID,
  webSessionTtlSeconds: 30 * 24 * 3600,
  secureCookies: 'auto',
  sportsbookTokenTtlSeconds: 12 * 3600,
  signIn: { windowSeconds: 15 * 60, maxFailuresPerAccount: 5, maxFailuresPerIp: 100, lockAfterFailures: 10 },
  resetPasswordTtlSeconds: 6 * 3600,
  phone: { codeTtlSeconds: 600, resendAfterSeconds: 60, maxCodesPerDay: 5, maxAttemptsPerCode: 5 },
  sessionLimit: null,
  requiredAuthFields: [],
  maxDepositMajorUnits: 100_000,
  logOutbox: true,
};

/** What callers may override: any top-level setting, and single fields of the nested groups. */
export type PlatformSettingsOverrides = Partial<Omit<PlatformSettings, 'signIn' | 'phone'>> & {
  signIn?: Partial<PlatformSettings['signIn']>;
  phone?: Partial<PlatformSettings['phone']>;
};

export function resolveSettings(overrides: PlatformSettingsOverrides = {}): PlatformSettings {
  return {
    ...DEFAULT_PLATFORM_SETTINGS,
    ...overrides,
    signIn: { ...DEFAULT_PLATFORM_SETTINGS.signIn, ...overrides.signIn },
    phone: { ...DEFAULT_PLATFORM_SETTINGS.phone, ...overrides.phone },
  };
}

/**
 * Maps environment variables onto settings, for the process entry (main.ts) to pass as
 * `registerPlatform(…, { settings })`: PLATFORM_SESSION_LIMIT_SECONDS + PLATFORM_SESSION_PERIOD_SECONDS (the
 * default session limit), COOKIE_SECURE (auto | true | false) and NODE_ENV (production stops printing the outbox,
 * whose messages carry working links and codes; registerPlatform sets Secure cookies in production unless
 * COOKIE_SECURE says otherwise).
 */
export function platformSettingsFromEnv(env: Record<string, string | undefined>): PlatformSettingsOverrides {
  const settings: PlatformSettingsOverrides = { logOutbox: env.NODE_ENV !== 'production' };
  const allowance = Number(env.PLATFORM_SESSION_LIMIT_SECONDS);
  const period = Number(env.PLATFORM_SESSION_PERIOD_SECONDS);
  if (Number.isInteger(allowance) && allowance > 0)
    settings.sessionLimit = {
      allowanceSeconds: allowance,
      periodSeconds: Number.isInteger(period) && period >= allowance ? period : allowance,
    };
  if (env.COOKIE_SECURE === 'true') settings.secureCookies = true;
  else if (env.COOKIE_SECURE === 'false') settings.secureCookies = false;
  return settings;
}
