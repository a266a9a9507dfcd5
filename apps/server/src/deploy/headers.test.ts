import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../db/test-db';
import { securityHeadersFromEnv } from '../security/headers';
import { call, startRealServer } from './real-server';

describe.each(testDbKinds())('security headers (DEP-HEAD) on %s', (kind) => {
  it('DEP-HEAD-1: production answers carry HSTS, nosniff, a referrer policy and a CSP with frame-ancestors', async () => {
    const s = await startRealServer(kind, { NODE_ENV: 'production' });
    try {
      for (const path of ['/healthz', '/api/sportsbook/v1/sports', '/nope']) {
        const { headers } = await call(`${s.url}${path}`);
        expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        const csp = headers.get('content-security-policy') ?? '';
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(headers.get('x-frame-options')).toBeNull();
      }
    } finally {
      await s.close();
    }
  });

  it('DEP-HEAD-2: frame-ancestors come from operator settings; no HSTS outside production', async () => {
    const s = await startRealServer(kind, { FRAME_ANCESTORS: "'self' https://operator.example" });
    try {
      const { headers } = await call(`${s.url}/healthz`);
      expect(headers.get('content-security-policy')).toContain(
        "frame-ancestors 'self' https://operator.example",
      );
      expect(headers.get('strict-transport-security')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await s.close();
    }
  });

  it('DEP-HEAD-3: maps FRAME_ANCESTORS and a separate Centrifugo origin', () => {
    expect(securityHeadersFromEnv({})).toEqual({
      frameAncestors: ["'self'"],
      connectSources: [],
      hsts: false,
    });
    expect(
      securityHeadersFromEnv({
        NODE_ENV: 'production',
        FRAME_ANCESTORS: 'https://a.example, https://b.example',
        CENTRIFUGO_WS_URL: 'wss://push.example/connection/websocket',
      }),
    ).toEqual({
      frameAncestors: ['https://a.example', 'https://b.example'],
      connectSources: ['wss://push.example'],
      hsts: true,
    });
  });
});
