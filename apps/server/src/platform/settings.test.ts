import { describe, expect, it } from 'vitest';
import { platformSettingsFromEnv, resolveSettings } from './settings';

describe('platform settings from the environment', () => {
  it('maps the session limit, cookie security and outbox printing', () => {
    expect(platformSettingsFromEnv({})).toEqual({ logOutbox: true, abuse: {} });
    expect(
      platformSettingsFromEnv({
        NODE_ENV: 'production',
        PLATFORM_SESSION_LIMIT_SECONDS: '7200',
        PLATFORM_SESSION_PERIOD_SECONDS: '86400',
        COOKIE_SECURE: 'true',
      }),
    ).toEqual({
      logOutbox: false,
      abuse: {},
      sessionLimit: { allowanceSeconds: 7200, periodSeconds: 86400 },
      secureCookies: true,
    });
    // a period shorter than the allowance would let a new session start at once: it becomes the allowance
    expect(
      platformSettingsFromEnv({ PLATFORM_SESSION_LIMIT_SECONDS: '600', PLATFORM_SESSION_PERIOD_SECONDS: '5' })
        .sessionLimit,
    ).toEqual({
      allowanceSeconds: 600,
      periodSeconds: 600,
    });
    expect(
      platformSettingsFromEnv({ PLATFORM_SESSION_LIMIT_SECONDS: 'soon', COOKIE_SECURE: 'maybe' }),
    ).toEqual({ logOutbox: true, abuse: {} });
  });

  it('maps the abuse limits: store, points/seconds per IP and per account, sign-in thresholds', () => {
    const s = platformSettingsFromEnv({
      RATE_LIMIT_STORE: 'memory',
      RATE_LIMIT_BETS_PER_ACCOUNT: '100/10',
      RATE_LIMIT_SIGN_UP_PER_IP: '5/60',
      RATE_LIMIT_DEPOSITS_PER_IP: 'lots',
      SIGN_IN_MAX_FAILURES_PER_IP: '7',
      SIGN_IN_LOCK_AFTER_FAILURES: '20',
    });
    expect(s.abuse).toEqual({
      store: 'memory',
      bets: { perAccount: { points: 100, durationSeconds: 10 } },
      signUp: { perIp: { points: 5, durationSeconds: 60 } },
      signIn: { maxFailuresPerIp: 7 },
    });
    expect(s.signIn).toEqual({ lockAfterFailures: 20 });
    const resolved = resolveSettings(s);
    expect(resolved.abuse.bets.perIp).toEqual({ points: 300, durationSeconds: 10 });
    expect(resolved.abuse.signIn.freeFailuresPerAccountIp).toBe(3);
  });

  it('keeps nested defaults when only some sign-in or phone settings are overridden', () => {
    const s = resolveSettings({ abuse: { signIn: { maxFailuresPerIp: 2 } } });
    expect(s.abuse.signIn.maxFailuresPerIp).toBe(2);
    expect(s.abuse.signIn.windowSeconds).toBe(900);
    expect(s.signIn.lockAfterFailures).toBe(50);
    expect(s.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });
});
