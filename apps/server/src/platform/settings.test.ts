import { describe, expect, it } from 'vitest';
import { platformSettingsFromEnv, resolveSettings } from './settings';

describe('platform settings from the environment', () => {
  it('maps the session limit, cookie security and outbox printing', () => {
    expect(platformSettingsFromEnv({})).toEqual({ logOutbox: true });
    expect(
      platformSettingsFromEnv({
        NODE_ENV: 'production',
        PLATFORM_SESSION_LIMIT_SECONDS: '7200',
        PLATFORM_SESSION_PERIOD_SECONDS: '86400',
        COOKIE_SECURE: 'true',
      }),
    ).toEqual({
      logOutbox: false,
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
    ).toEqual({ logOutbox: true });
  });

  it('keeps nested defaults when only some sign-in or phone settings are overridden', () => {
    const s = resolveSettings({ signIn: { maxFailuresPerAccount: 2 } });
    expect(s.signIn.maxFailuresPerAccount).toBe(2);
    expect(s.signIn.lockAfterFailures).toBe(10);
    expect(s.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });
});
