import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { call, cookiesOf, startRealServer, type RealServer } from './real-server';

const DEMO = { email: 'demo@example.com', password: 'demo-password-123' };
const signIn = (s: RealServer, user = DEMO) =>
  call(`${s.url}/api/platform/users/sign_in`, { body: { user } });
const simCall = (s: RealServer) => call(`${s.url}/api/sim/odds`, { body: {} });

async function deposit(s: RealServer, auth: { cookie: string; csrf: string }) {
  return call(`${s.url}/api/platform/payments/deposit`, {
    body: { amount: { value: 1000, currency: 'EUR' } },
    headers: { cookie: auth.cookie, 'x-csrf-token': auth.csrf },
  });
}

async function signUp(s: RealServer, email: string) {
  const res = await call(`${s.url}/api/platform/users/sign_up`, {
    body: { user: { email, password: 'correct horse battery', currency: 'EUR' } },
  });
  expect(res.status).toBe(201);
  return cookiesOf(res.headers);
}

describe.each(testDbKinds())('modes (API.md "Modes and deployment") on %s', (kind) => {
  describe('NODE_ENV=production', () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer(kind, { NODE_ENV: 'production', SIM_CONTROL: '1' });
    });
    afterAll(() => s.close());

    it('DEP-MODE-1: has no demo player: its known password signs nobody in', async () => {
      const res = await signIn(s);
      expect(res.status).toBe(401);
      expect(res.json?.code).toBe('invalid_credentials');
    });

    it('DEP-MODE-2: has no demo payments: a signed-in player cannot credit themselves', async () => {
      const auth = await signUp(s, 'prod-player@example.com');
      const res = await deposit(s, auth);
      expect(res.status).toBe(404);
      expect(res.json?.code).toBe('not_found');
    });

    it('DEP-MODE-3: closes /api/sim even with SIM_CONTROL=1', async () => {
      const res = await simCall(s);
      expect(res.status).toBe(404);
    });

    it('DEP-MODE-4: sets Secure on the session cookies', async () => {
      const res = await call(`${s.url}/api/platform/users/sign_up`, {
        body: { user: { email: 'secure@example.com', password: 'correct horse battery', currency: 'EUR' } },
      });
      expect(res.status).toBe(201);
      for (const c of res.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure/i);
    });
  });

  describe('NODE_ENV=production with DEMO=1, and the default (demo) mode', () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', DEMO: '1', SIM_CONTROL: '1' },
      { SIM_CONTROL: '1' },
    ];
    for (const env of envs) {
      it(`DEP-MODE-5: ${JSON.stringify(env)} has the demo player, demo payments and /api/sim`, async () => {
        const s = await startRealServer(kind, env);
        try {
          const res = await signIn(s);
          expect(res.status).toBe(200);
          expect((await deposit(s, cookiesOf(res.headers))).status).toBe(201);
          expect((await simCall(s)).status).not.toBe(404);
        } finally {
          await s.close();
        }
      });
    }
  });
});
