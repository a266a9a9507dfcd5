import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth-store';

const memoryStorage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

describe('auth store restore', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('settles an anonymous visitor (no session cookie) as NOT_LOGGED_IN without any request', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url);
      return Promise.reject(new Error('no request expected'));
    });
    const store = createAuthStore('en', memoryStorage(), () => false);
    await store.restore();
    expect(store.getState().status).toBe('NOT_LOGGED_IN');
    expect(requested).toEqual([]);
  });

  it('asks the profile when a session may exist', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url);
      return Promise.resolve(new Response('{"code":"unauthorized"}', { status: 401 }));
    });
    const store = createAuthStore('en', memoryStorage(), () => true);
    await store.restore();
    expect(requested).toEqual(['/api/platform/player']);
    expect(store.getState().status).toBe('NOT_LOGGED_IN');
  });
});

describe('auth store: a 401 ends only the session it was answered to (AC14)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const profile = {
    id: 7,
    currency: 'EUR',
    display_name: 'Demo',
    user_account_status: 'active',
    suspension_reason: null,
    serasa: { pve: false },
  };

  async function signedIn(onSignOut: () => Promise<Response>) {
    vi.stubGlobal('fetch', (url: string) =>
      url.endsWith('/users/sign_out') ? onSignOut() : Promise.resolve(Response.json(profile)),
    );
    const storage = memoryStorage();
    storage.setItem('slipstream.sportsbookToken', 'A');
    const store = createAuthStore('en', storage, () => true);
    await store.restore();
    return store;
  }

  it('ignores a 401 to a call that carried no token or another session’s token', async () => {
    const store = await signedIn(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(store.getState()).toMatchObject({ status: 'LOGGED_IN', token: 'A' });
    store.onUnauthorised(null);
    store.onUnauthorised('B');
    expect(store.getState()).toMatchObject({ status: 'LOGGED_IN', token: 'A', prompt: null });
    store.onUnauthorised('A');
    await vi.waitFor(() => expect(store.getState().status).toBe('NOT_LOGGED_IN'));
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ sessionExpired: true, prompt: 'manual' }),
    );
  });

  it('a 401 to a cookie call (no token: the cookie session itself ended) signs out with the prompt', async () => {
    const store = await signedIn(() => Promise.resolve(new Response(null, { status: 204 })));
    store.onUnauthorised(undefined);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        status: 'NOT_LOGGED_IN',
        sessionExpired: true,
        prompt: 'manual',
      }),
    );
  });

  it('a 401 that arrives while the player signs out opens no session-expired prompt', async () => {
    let finish: (r: Response) => void = () => {};
    const store = await signedIn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const out = store.signOut();
    store.onUnauthorised('A');
    finish(new Response(null, { status: 204 }));
    await out;
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState()).toMatchObject({ status: 'NOT_LOGGED_IN', sessionExpired: false, prompt: null });
  });
});

describe('auth store: a sign-out reaches the other tabs (issue 33 item 9)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[AC11] a tab told of a sign-out signs out at once, without a call; a second message changes nothing', async () => {
    const profile = {
      id: 7,
      currency: 'EUR',
      display_name: 'Demo',
      user_account_status: 'active',
      suspension_reason: null,
      serasa: { pve: false },
    };
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(Response.json(profile));
    });
    const storage = memoryStorage();
    storage.setItem('slipstream.sportsbookToken', 'A');
    const tab = createAuthStore('en', storage, () => true);
    await tab.restore();
    expect(tab.getState().status).toBe('LOGGED_IN');
    calls.length = 0;
    tab.signedOutElsewhere();
    expect(tab.getState()).toMatchObject({ status: 'NOT_LOGGED_IN', sessionExpired: false, prompt: null });
    expect(calls).toEqual([]);
    tab.signedOutElsewhere();
    expect(tab.getState().status).toBe('NOT_LOGGED_IN');
  });
});

describe('auth store: an exclusion on the profile (SPEC.md SX6, SX8)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const restoreWith = async (profile: Record<string, unknown>) => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json({ id: 9, currency: 'EUR', display_name: 'P', serasa: { pve: false }, ...profile }),
      ),
    );
    const storage = memoryStorage();
    storage.setItem('slipstream.sportsbookToken', 'A');
    const store = createAuthStore('en', storage, () => true);
    await store.restore();
    return store.getState().player;
  };

  it('[SX8] a break is the player’s exclusion with its end, not the spec’s forbidden status', async () => {
    const player = await restoreWith({
      user_account_status: 'self_excluded',
      suspension_reason: 'break',
      excluded_until: '2026-12-01T10:00:00.000Z',
    });
    expect(player).toMatchObject({
      bettingForbidden: false,
      exclusion: { reason: 'break', until: '2026-12-01T10:00:00.000Z' },
    });
  });

  it('[SX8] a register listing has no end; another status still forbids betting without an exclusion', async () => {
    expect(
      await restoreWith({
        user_account_status: 'self_excluded',
        suspension_reason: 'register',
        excluded_until: null,
      }),
    ).toMatchObject({ exclusion: { reason: 'register', until: null } });
    expect(
      await restoreWith({ user_account_status: 'blocked', suspension_reason: 'fraud', excluded_until: null }),
    ).toMatchObject({ bettingForbidden: true, exclusion: null });
  });
});
