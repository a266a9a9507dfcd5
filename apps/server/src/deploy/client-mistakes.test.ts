import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { call, startRealServer, type RealServer } from './real-server';
import { signUp } from './test-player-client';

/**
 * A client's mistake is a catalogue error, never a 500 nor Fastify's own body (docs/SECURITY.md DEP-INPUT-1), on a
 * production server with the demo payments on (DEMO=1).
 */
describe.each(testDbKinds())('DEP-INPUT-1: odd input gets a catalogue answer, on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer(kind, { NODE_ENV: 'production', DEMO: '1' });
  }, 120_000);
  afterAll(() => s?.close());

  it('a deposit return path with a character a Location header cannot carry is refused when the deposit is made', async () => {
    const b = await signUp(s.url, `input-${kind}@example.com`);
    const headers = { cookie: b.cookie, 'x-csrf-token': b.csrf };
    for (const return_path of ['/€uro', '/caf\u00e9', '/a\u007fb']) {
      const res = await call(`${s.url}/api/platform/payments/deposit`, {
        body: { amount: { value: 1000, currency: 'EUR' }, return_path },
        headers,
      });
      expect(res.status, return_path).toBe(400);
      expect(res.json!.code).toBe('validation_failed');
    }
    // A percent-encoded one is fine, and its completion redirects there (no 500 on the provider's answer).
    const ok = await call(`${s.url}/api/platform/payments/deposit`, {
      body: { amount: { value: 1000, currency: 'EUR' }, return_path: '/%E2%82%ACuro?x=1' },
      headers,
    });
    expect(ok.status).toBe(201);
    const done = await call(`${s.url}/api/platform/payments/demo/${ok.json!.id as string}/complete`, {
      body: { result: 'error' },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/^\/%E2%82%ACuro\?x=1&deposit_result=error&deposit_id=/);
  });

  it('a path that is not valid percent-encoding is 400 bad_request in the catalogue shape', async () => {
    const res = await call(`${s.url}/api/sportsbook/v1/matches/%ff`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'bad_request' });
    expect(res.json).not.toHaveProperty('statusCode');
  });
});
