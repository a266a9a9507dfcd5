import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestJson, setSelfExcludedHandler, setUnauthorisedHandler } from './http';

describe('requestJson reports a 401 with the credential the call carried (AC1, AC14)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorisedHandler(null);
  });

  async function refused(url: string, token?: string | null): Promise<unknown[]> {
    const seen: unknown[] = [];
    setUnauthorisedHandler((t) => void seen.push(t));
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ code: 'unauthorised' }, { status: 401 })));
    await expect(
      requestJson(url, { locale: 'en', ...(token === undefined ? {} : { token }) }),
    ).rejects.toThrow();
    return seen;
  }

  it('a cookie call reports no token at all: its 401 is the cookie session ending', async () => {
    expect(await refused('/api/platform/payments/deposit')).toEqual([undefined]);
  });

  it('a Sportsbook call reports the bearer token it sent, or null when it sent none', async () => {
    expect(await refused('/api/sportsbook/v1/bets', 'A')).toEqual(['A']);
    expect(await refused('/api/sportsbook/v1/bets', null)).toEqual([null]);
  });

  it('the credential calls report nothing: their 401 is a wrong password or the activity limit', async () => {
    expect(await refused('/api/platform/users/sign_in')).toEqual([]);
    expect(await refused('/api/platform/player/activity_limit_track')).toEqual([]);
  });
});

describe('requestJson tells of a self_excluded answer (SPEC.md SX8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSelfExcludedHandler(null);
  });

  it('[SX8] a 403 self_excluded calls the handler (the profile is read again); other 403s do not', async () => {
    let calls = 0;
    setSelfExcludedHandler(() => void calls++);
    const answer = (code: string) => () =>
      Promise.resolve(
        Response.json(
          { code, message: 'x', data: { details: { until: null, reason: 'register' } } },
          { status: 403 },
        ),
      );
    vi.stubGlobal('fetch', answer('self_excluded'));
    await expect(
      requestJson('/api/sportsbook/v3/bets', { locale: 'en', method: 'POST', body: {} }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
    vi.stubGlobal('fetch', answer('user_limit_reached'));
    await expect(
      requestJson('/api/platform/payments/deposit', { locale: 'en', method: 'POST', body: {} }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
