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
