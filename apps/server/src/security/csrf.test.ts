import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../http/error-handler';
import { assertCsrfToken, assertSameOrigin } from './csrf';

describe('CSRF checks', () => {
  const app = Fastify({ trustProxy: true });
  installErrorHandling(app);
  app.post('/write', async (request) => {
    assertSameOrigin(request);
    assertCsrfToken(request, { id: 1, tokenHash: 'h', playerId: 1, csrfToken: 'the-session-token' });
    return { ok: true };
  });

  const send = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/write', headers, payload: {} });

  it('accepts the session token from this origin, or without Origin (non-browser clients)', async () => {
    expect(
      (
        await send({
          'x-csrf-token': 'the-session-token',
          host: 'shop.example:3000',
          origin: 'http://shop.example:3000',
        })
      ).statusCode,
    ).toBe(200);
    expect((await send({ 'x-csrf-token': 'the-session-token' })).statusCode).toBe(200);
    expect(
      (
        await send({
          'x-csrf-token': 'the-session-token',
          host: 'shop.example',
          'x-forwarded-proto': 'https',
          origin: 'https://shop.example',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses other origins, opaque origins, missing or wrong tokens', async () => {
    const refused: Record<string, string>[] = [
      { 'x-csrf-token': 'the-session-token', host: 'shop.example', origin: 'http://evil.example' },
      { 'x-csrf-token': 'the-session-token', host: 'shop.example', origin: 'null' },
      { 'x-csrf-token': 'the-session-token', host: 'shop.example:3000', origin: 'http://shop.example:3001' },
      {},
      { 'x-csrf-token': 'the-session-tokeN' },
      { 'x-csrf-token': '' },
    ];
    for (const headers of refused) {
      const res = await send(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('csrf_failed');
    }
  });
});
