import { REQUIRED_AUTH_FIELDS, type RequiredAuthField } from '@slipstream/contract';
import type { OperatorConfig } from '@slipstream/contract/operator';
import {
  abuseLimitsFromEnv,
  resolveAbuseLimits,
  type AbuseLimitOverrides,
  type AbuseLimitSettings,
} from '../security/abuse-limits';
import { OWASP_ARGON2ID, type Argon2Params, type PasswordWorkLimits } from '../security/passwords';

/**
 * The Platform API's tunables. Defaults are the product's; tests lower costs and windows through
 * registerPlatform's `settings` option. The operator's configuration (OPERATOR_CONFIG `platform`) sets the
 * reality check, deposit ceiling, required fields and default session limit (platformSettingsFromOperator).
 */
export interface PlatformSettings {
  argon2: Argon2Params;
  /** How many argon2 hashes (sign-up, reset) and verifications (sign-in) run at once, and how many may wait. */
  passwordWork: PasswordWorkLimits;
  /** Per-IP and per-account limits (sign-up, sign-in, messages, deposits; bets through PlatformServices.limits). */
  abuse: AbuseLimitSettings;
  /** `Secure` cookie attribute: 'auto' = only when the request came over https (trustProxy honours X-Forwarded-Proto). */
  secureCookies: 'auto' | boolean;
  /** Cooling-off before a raised or removed player limit takes effect (PLATFORM_LIMIT_COOLING_OFF_SECONDS). */
  limitCoolingOffSeconds: number;
  /**
   * Cooling-off between a player's return request after a self-exclusion's period and its end
   * (PLATFORM_EXCLUSION_COOLING_OFF_SECONDS; SPEC.md SX5).
   */
  exclusionCoolingOffSeconds: number;
  /** Lifetime of a sportsbook bearer token; a client asks again (POST /sportsbook_sessions) when it expires. */
  sportsbookTokenTtlSeconds: number;
  signIn: {
    /**
     * Consecutive failures (from any IP) that lock the account until the e-mailed unlock link is followed. High on
     * purpose: before it, each account+IP pair meets growing delays (abuse.signIn), so a stranger who knows the
     * e-mail cannot lock the player out from one address.
     */
    lockAfterFailures: number;
    /**
     * The most failures one address (an IPv4 address or an IPv6 /64) adds towards the lock until the player signs
     * in (SIGN_IN_LOCK_FAILURES_PER_ADDRESS); always below lockAfterFailures, so one address never reaches the lock.
     */
    lockFailuresPerAddress: number;
  };
  /** Lifetimes of the e-mailed links: password reset, e-mail confirmation and unlock (docs/SECURITY.md DEP-MAIL-3). */
  resetPasswordTtlSeconds: number;
  confirmationTtlSeconds: number;
  unlockTtlSeconds: number;
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
  /**
   * Reality-check interval (PLATFORM_REALITY_CHECK_SECONDS): how long a player plays before the reminder with
   * time played and bets/wins shows, counted from the session start or the last "continue". null = off.
   */
  realityCheckSeconds: number | null;
  /**
   * Profile fields the operator requires (PLATFORM_REQUIRED_AUTH_FIELDS, comma-separated); those missing are
   * listed in auth_fields_missed and the web app asks for them in its non-closable missed_auth_fields modal.
   */
  requiredAuthFields: readonly RequiredAuthField[];
  /** How long a pending demo deposit stays pending before the demo provider decides it (DEMO_DEPOSIT_PENDING_SECONDS). */
  demoDepositPendingSeconds: number;
  /** Largest single deposit, in major units of the currency. */
  maxDepositMajorUnits: number;
  /** Print each outbox message (with its links and codes) to the server log: development convenience. */
  logOutbox: boolean;
}

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  argon2: OWASP_ARGON2ID,
  passwordWork: { hash: { concurrent: 1, queued: 16 }, verify: { concurrent: 2, queued: 64 } },
  abuse: resolveAbuseLimits(),
  secureCookies: 'auto',
  sportsbookTokenTtlSeconds: 12 * 3600,
  signIn: { lockAfterFailures: 50, lockFailuresPerAddress: 10 },
  resetPasswordTtlSeconds: 6 * 3600,
  confirmationTtlSeconds: 3 * 24 * 3600,
  unlockTtlSeconds: 24 * 3600,
  phone: { codeTtlSeconds: 600, resendAfterSeconds: 60, maxCodesPerDay: 5, maxAttemptsPerCode: 5 },
  sessionLimit: null,
  realityCheckSeconds: 3600,
  requiredAuthFields: [],
  maxDepositMajorUnits: 100_000,
  demoDepositPendingSeconds: 5,
  logOutbox: true,
  limitCoolingOffSeconds: 86_400,
  exclusionCoolingOffSeconds: 86_400,
};

/** The operator's share of the settings (OPERATOR_CONFIG `platform`, SPEC.md OP2). */
export function platformSettingsFromOperator(operator: OperatorConfig): PlatformSettingsOverrides {
  const p = operator.platform;
  return {
    realityCheckSeconds: p.reality_check_seconds === 0 ? null : p.reality_check_seconds,
    maxDepositMajorUnits: p.max_deposit_major_units,
    requiredAuthFields: p.required_auth_fields,
    sessionLimit: p.session_limit
      ? { allowanceSeconds: p.session_limit.allowance_seconds, periodSeconds: p.session_limit.period_seconds }
      : null,
  };
}

/** What callers may override: any top-level setting, and single fields of the nested groups. */
export type PlatformSettingsOverrides = Partial<Omit<PlatformSettings, 'signIn' | 'phone' | 'abuse'>> & {
  signIn?: Partial<PlatformSettings['signIn']>;
  abuse?: AbuseLimitOverrides;
  phone?: Partial<PlatformSettings['phone']>;
};

export function resolveSettings(overrides: PlatformSettingsOverrides = {}): PlatformSettings {
  return {
    ...DEFAULT_PLATFORM_SETTINGS,
    ...overrides,
    signIn: { ...DEFAULT_PLATFORM_SETTINGS.signIn, ...overrides.signIn },
    abuse: resolveAbuseLimits(overrides.abuse),
    phone: { ...DEFAULT_PLATFORM_SETTINGS.phone, ...overrides.phone },
  };
}

/**
 * Maps environment variables onto settings, for the process entry (main.ts) to pass as
 * `registerPlatform(…, { settings })`: the abuse limits (security/abuse-limits.ts abuseLimitsFromEnv),
 * SIGN_IN_LOCK_AFTER_FAILURES, SIGN_IN_LOCK_FAILURES_PER_ADDRESS, RESET_PASSWORD_TTL_SECONDS, CONFIRMATION_TTL_SECONDS,
 * UNLOCK_TTL_SECONDS, PLATFORM_LIMIT_COOLING_OFF_SECONDS, PLATFORM_EXCLUSION_COOLING_OFF_SECONDS, PLATFORM_SESSION_LIMIT_SECONDS + PLATFORM_SESSION_PERIOD_SECONDS (the
 * default session limit), PLATFORM_REALITY_CHECK_SECONDS (0 = off), PLATFORM_REQUIRED_AUTH_FIELDS (first_name,
 * last_name, nickname, mobile_phone), DEMO_DEPOSIT_PENDING_SECONDS, COOKIE_SECURE (auto | true | false) and NODE_ENV (production stops printing the outbox,
 * whose messages carry working links and codes; registerPlatform sets Secure cookies in production unless
 * COOKIE_SECURE says otherwise).
 */
export function platformSettingsFromEnv(env: Record<string, string | undefined>): PlatformSettingsOverrides {
  const settings: PlatformSettingsOverrides = {
    logOutbox: env.NODE_ENV !== 'production',
    abuse: abuseLimitsFromEnv(env),
  };
  const lock = Number(env.SIGN_IN_LOCK_AFTER_FAILURES);
  if (Number.isInteger(lock) && lock > 0) settings.signIn = { lockAfterFailures: lock };
  const perAddress = Number(env.SIGN_IN_LOCK_FAILURES_PER_ADDRESS);
  if (Number.isInteger(perAddress) && perAddress > 0)
    settings.signIn = { ...settings.signIn, lockFailuresPerAddress: perAddress };
  for (const [name, key] of [
    ['RESET_PASSWORD_TTL_SECONDS', 'resetPasswordTtlSeconds'],
    ['CONFIRMATION_TTL_SECONDS', 'confirmationTtlSeconds'],
    ['UNLOCK_TTL_SECONDS', 'unlockTtlSeconds'],
  ] as const) {
    const ttl = Number(env[name]);
    if (Number.isInteger(ttl) && ttl > 0) settings[key] = ttl;
  }
  const allowance = Number(env.PLATFORM_SESSION_LIMIT_SECONDS);
  const period = Number(env.PLATFORM_SESSION_PERIOD_SECONDS);
  if (Number.isInteger(allowance) && allowance > 0)
    settings.sessionLimit = {
      allowanceSeconds: allowance,
      periodSeconds: Number.isInteger(period) && period >= allowance ? period : allowance,
    };
  const coolingOff = Number(env.PLATFORM_LIMIT_COOLING_OFF_SECONDS);
  if (env.PLATFORM_LIMIT_COOLING_OFF_SECONDS !== undefined && Number.isInteger(coolingOff) && coolingOff >= 0)
    settings.limitCoolingOffSeconds = coolingOff;
  const exclusionCoolingOff = Number(env.PLATFORM_EXCLUSION_COOLING_OFF_SECONDS);
  if (
    env.PLATFORM_EXCLUSION_COOLING_OFF_SECONDS !== undefined &&
    Number.isInteger(exclusionCoolingOff) &&
    exclusionCoolingOff >= 0
  )
    settings.exclusionCoolingOffSeconds = exclusionCoolingOff;
  const realityCheck = Number(env.PLATFORM_REALITY_CHECK_SECONDS);
  if (env.PLATFORM_REALITY_CHECK_SECONDS !== undefined && Number.isInteger(realityCheck) && realityCheck >= 0)
    settings.realityCheckSeconds = realityCheck === 0 ? null : realityCheck;
  if (env.PLATFORM_REQUIRED_AUTH_FIELDS !== undefined)
    settings.requiredAuthFields = env.PLATFORM_REQUIRED_AUTH_FIELDS.split(',')
      .map((f) => f.trim())
      .filter((f): f is RequiredAuthField => (REQUIRED_AUTH_FIELDS as readonly string[]).includes(f));
  const pending = Number(env.DEMO_DEPOSIT_PENDING_SECONDS);
  if (env.DEMO_DEPOSIT_PENDING_SECONDS !== undefined && Number.isInteger(pending) && pending >= 0)
    settings.demoDepositPendingSeconds = pending;
  if (env.COOKIE_SECURE === 'true') settings.secureCookies = true;
  else if (env.COOKIE_SECURE === 'false') settings.secureCookies = false;
  return settings;
}
