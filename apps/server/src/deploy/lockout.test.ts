import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { call, startRealServer, type RealServer } from './real-server';
import { PASSWORD, signIn, signUp } from './test-player-client';

describe.each(testDbKinds())('DEP-LIMIT-4: the full lock is out of reach from one address, on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    // No growing delays (so the test need not wait hours), and a lock after only 3 failures: even then one
    // address cannot reach it.
    s = await startRealServer(kind, {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      SIGN_IN_FREE_FAILURES: '1000',
      SIGN_IN_LOCK_AFTER_FAILURES: '3',
    });
  });
  afterAll(() => s.close());

  it('twenty failures from one address never lock the account', async () => {
    const email = 'one-address@example.com';
    await signUp(s.url, email, '10.3.0.1');
    for (let i = 0; i < 20; i++) {
      const res = await signIn(s.url, email, 'a wrong guess', '198.51.100.7');
      expect(res.status).toBe(401);
      expect(res.json?.code).toBe('invalid_credentials');
    }
    expect((await signIn(s.url, email, PASSWORD, '10.3.0.1')).status).toBe(200);
  });

  it('an IPv6 /64 is one address: twenty failures from twenty addresses in it never lock the account', async () => {
    const email = 'one-prefix@example.com';
    await signUp(s.url, email, '10.3.0.2');
    for (let i = 0; i < 20; i++)
      expect(
        (await signIn(s.url, email, 'a wrong guess', `2001:db8:1:2::${(i + 1).toString(16)}`)).status,
      ).toBe(401);
    expect((await signIn(s.url, email, PASSWORD, '10.3.0.2')).status).toBe(200);
  });

  it('failures from several addresses still lock it (and the lock is told only to the password’s owner)', async () => {
    const email = 'many-addresses@example.com';
    await signUp(s.url, email, '10.3.0.3');
    for (const ip of ['198.51.100.20', '198.51.100.21', '2001:db8:9:9::1'])
      for (let i = 0; i < 2; i++) expect((await signIn(s.url, email, 'a wrong guess', ip)).status).toBe(401);
    const locked = await signIn(s.url, email, PASSWORD, '10.3.0.3');
    expect(locked.status).toBe(403);
    expect(locked.json?.code).toBe('account_locked');
  });

  it('a success forgets the failures: the count starts again', async () => {
    const email = 'forgets@example.com';
    await signUp(s.url, email, '10.3.0.4');
    for (const ip of ['198.51.100.30', '198.51.100.31'])
      expect((await signIn(s.url, email, 'a wrong guess', ip)).status).toBe(401);
    expect((await signIn(s.url, email, PASSWORD, '10.3.0.4')).status).toBe(200);
    for (const ip of ['198.51.100.32', '198.51.100.33'])
      expect((await signIn(s.url, email, 'a wrong guess', ip)).status).toBe(401);
    expect((await signIn(s.url, email, PASSWORD, '10.3.0.4')).status).toBe(200);
  });

  it('DEP-PROXY-6: an IPv6 /64 is one address for every per-IP limit (sign-up: 10 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await call(`${s.url}/api/platform/users/sign_up`, {
        body: { user: { email: `v6-${i}@example.com`, password: PASSWORD, currency: 'EUR' } },
        headers: { 'x-forwarded-for': `2001:db8:5:5:${i.toString(16)}::${i.toString(16)}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((st) => st === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
