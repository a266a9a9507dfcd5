import { describe, expect, it } from 'vitest';
import { suiteApps } from './test-apps';

describe('/embed-demo', () => {
  const appIn = suiteApps({
    embedding: { origins: ['https://casino.example'], wildcard: false },
    securityHeaders: { frameAncestors: ["'self'", 'https://casino.example'] },
  });

  it('[EM1] demo mode: a host page framing the product, with every inbound message to send and a log', async () => {
    const app = await appIn({});
    const res = await app.inject({ method: 'GET', url: '/embed-demo?path=/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<iframe id="product" title="Sportsbook" src="/live">');
    for (const name of ['iframe_integration', 'viewport', 'apply_bet_code', 'change_currency'])
      expect(res.body).toContain(`<option value="${name}">`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://casino.example");
    // Only paths on this site are framed.
    const foreign = await app.inject({ method: 'GET', url: '/embed-demo?path=//evil.example/' });
    expect(foreign.body).toContain('src="/"');
    await app.close();
  });

  it('[EM1] outside demo mode there is no demo host page', async () => {
    const app = await appIn({ NODE_ENV: 'production' });
    const res = await app.inject({ method: 'GET', url: '/embed-demo' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
