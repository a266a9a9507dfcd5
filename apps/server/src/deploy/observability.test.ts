import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDbKinds } from '../db/test-db';
import { redactUrl } from '../observability/logging';
import { call, cookiesOf, startRealServer, type RealServer } from './real-server';

const DEMO = { email: 'demo@example.com', password: 'demo-password-123' };

/** A raw Centrifugo-protocol client subscribed to a channel; resolves once subscribed. */
async function subscriber(s: RealServer, channel: string): Promise<WebSocket> {
  const token = (await call(`${s.url}/api/sportsbook/v1/websocket/token`, { body: {} })).json!
    .token as string;
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/connection/websocket`);
  await new Promise((resolve) => ws.once('open', resolve));
  const subscribed = new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer) => {
      if (data.toString().includes('"id":2')) resolve();
    });
  });
  ws.send(JSON.stringify({ id: 1, connect: { token } }));
  ws.send(JSON.stringify({ id: 2, subscribe: { channel } }));
  await subscribed;
  return ws;
}

const metricValue = (text: string, line: RegExp): number => {
  const m = text.split('\n').find((l) => line.test(l));
  return m ? Number(m.split(' ').at(-1)) : NaN;
};

describe.each(testDbKinds())('observability on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer(kind, { SIM_CONTROL: '1' });
  });
  afterAll(() => s.close());

  it('DEP-OBS-1: /metrics has HTTP latency by route, push, bets by code, settlement and feed lag, DB pool', async () => {
    await call(`${s.url}/api/sportsbook/v1/sports`);
    const signedIn = await call(`${s.url}/api/platform/users/sign_in`, { body: { user: DEMO } });
    const auth = cookiesOf(signedIn.headers);
    const token = (
      await call(`${s.url}/api/platform/sportsbook_sessions`, {
        body: {},
        headers: { cookie: auth.cookie, 'x-csrf-token': auth.csrf },
      })
    ).json!.token as string;
    const refused = await call(`${s.url}/api/sportsbook/v3/bets`, {
      body: { bets: [] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const ws = await subscriber(s, 'public:en');
    // a provider's status change is published on every locale's public channel
    expect((await call(`${s.url}/api/sim/providers/oddin`, { body: { active: false } })).status).toBe(200);
    await call(`${s.url}/api/sim/providers/oddin`, { body: { active: true } });
    await new Promise((r) => setTimeout(r, 200));
    ws.close();

    const res = await fetch(`${s.url}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(
      metricValue(text, /^http_request_duration_seconds_count\{.*route="\/api\/sportsbook\/v1\/sports".*\}/),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="[^"]*\?/); // route patterns, never raw URLs
    expect(
      metricValue(text, new RegExp(`^bets_refused_total\\{code="${String(refused.json!.code)}"\\}`)),
    ).toBe(1);
    expect(text).toMatch(/^bets_placed_total \d+/m);
    expect(metricValue(text, /^push_deliveries_total /)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^push_connections \d+/m);
    expect(text).toMatch(/^settlement_lag_seconds_count \d+/m);
    expect(text).toMatch(/^feed_lag_seconds /m);
    expect(text).toMatch(/^response_cache_bytes \d+/m);
    if (kind === 'postgres')
      expect(metricValue(text, /^db_pool_connections\{state="total"\}/)).toBeGreaterThan(0);
  });

  it('DEP-OBS-2: /readyz is 200 only with the database up, every migration applied and the feed loaded', async () => {
    const ok = await call(`${s.url}/readyz`);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      status: 'ready',
      ready: true,
      checks: { database: true, migrations: true, feed: true },
    });
    if (kind !== 'postgres') return; // a PGlite database belongs to the server's process alone
    await s.db.query(`DELETE FROM schema_migrations WHERE name = '0520_rate_limits.sql'`);
    try {
      const behind = await call(`${s.url}/readyz`);
      expect(behind.status).toBe(503);
      expect(behind.json?.checks).toEqual({ database: true, migrations: false, feed: true });
    } finally {
      await s.db.query(`INSERT INTO schema_migrations (name) VALUES ('0520_rate_limits.sql')`);
    }
  });

  it('DEP-OBS-3: JSON logs with request ids, and no password, token or cookie ever written', async () => {
    const secretPassword = 'never-log-this-password';
    await call(`${s.url}/api/platform/users/sign_in`, {
      body: { user: { email: 'someone@example.com', password: secretPassword } },
    });
    await call(`${s.url}/api/platform/users/confirmation?confirmation_token=never-log-this-token`);
    const res = await call(`${s.url}/api/sportsbook/v3/bets`, {
      headers: {
        authorization: 'Bearer never-log-this-bearer',
        cookie: 'slipstream_session=never-log-this-cookie',
      },
    });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 50));
    const logLines = s.logLines();
    const all = logLines.join('\n');
    expect(all).not.toMatch(/never-log-this/);
    const parsed = logLines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { url: string } });
    expect(parsed.some((l) => l.reqId === requestId)).toBe(true);
    expect(
      parsed.some((l) => l.req?.url === '/api/platform/users/confirmation?confirmation_token=%5Bredacted%5D'),
    ).toBe(true);
  });

  it('DEP-OBS-4: with METRICS_TOKEN, /metrics needs it', async () => {
    const guarded = await startRealServer(kind, { METRICS_TOKEN: 'scrape-secret' });
    try {
      expect((await call(`${guarded.url}/metrics`)).status).toBe(401);
      expect(
        (await call(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
      ).toBe(401);
      const ok = await call(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
      expect(ok.status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('DEP-OBS-5: in production /metrics is never open: without METRICS_TOKEN it is not served at all', async () => {
    const open = await startRealServer(kind, { NODE_ENV: 'production' });
    try {
      const res = await call(`${open.url}/metrics`);
      expect(res.status).toBe(404);
      expect(res.json?.code).toBe('not_found');
    } finally {
      await open.close();
    }
    const guarded = await startRealServer(kind, { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-secret' });
    try {
      expect((await call(`${guarded.url}/metrics`)).status).toBe(401);
      const ok = await call(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
      expect(ok.status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('redacts secret query values and keeps the rest', () => {
    expect(redactUrl('/a?reset_password_token=x&page=2')).toBe(
      '/a?reset_password_token=%5Bredacted%5D&page=2',
    );
    expect(redactUrl('/a')).toBe('/a');
  });
});
