import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseTrustProxy, trustFunction } from '../config';
import { testDbKinds } from '../db/test-db';
import { forwardTrustedOrigin, ORIGIN_HEADER } from '../web/trusted-origin';
import { call, startRealServer, type RealServer } from './real-server';

const MAX_FAILURES_PER_IP = 4;

/** Failed sign-ins for distinct e-mails, each from a forged X-Forwarded-For: the status of each answer. */
async function forgedFailures(
  s: RealServer,
  n: number,
  forwardedFor: (i: number) => string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call(`${s.url}/api/platform/users/sign_in`, {
      body: { user: { email: `nobody${i}@example.com`, password: 'wrong-password' } },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(res.status);
  }
  return statuses;
}

/** Opens a raw WebSocket to the hub with a forged X-Forwarded-For; resolves with its close code after `ms`, or null. */
function pushSocket(s: RealServer, forwardedFor: string, ms = 300): Promise<number | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/connection/websocket`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });
    const timer = setTimeout(() => resolve(null), ms);
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    ws.on('error', () => undefined);
  });
}

describe('TRUST_PROXY parsing (DEP-PROXY-1)', () => {
  it('unset trusts nobody; a hop count or addresses/CIDRs; "true" and typos stop the start', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow();
    expect(trustFunction(false)('127.0.0.1', 0)).toBe(false);
    expect(trustFunction(1)('203.0.113.1', 0)).toBe(true);
    expect(trustFunction(1)('203.0.113.1', 1)).toBe(false);
    expect(trustFunction(['10.0.0.0/8'])('10.1.2.3', 0)).toBe(true);
    expect(trustFunction(['10.0.0.0/8'])('127.0.0.1', 0)).toBe(false);
  });
});

describe('the page origin handed to the web app (DEP-PROXY-4)', () => {
  async function originSeen(
    trustProxy: false | number,
    headers: Record<string, string>,
    publicOrigin?: string,
  ) {
    const app = Fastify({ trustProxy: trustProxy === false ? false : trustFunction(trustProxy) });
    app.get('/page', async (request) => {
      forwardTrustedOrigin(request, publicOrigin);
      return {
        origin: request.raw.headers[ORIGIN_HEADER],
        forwardedHost: request.raw.headers['x-forwarded-host'],
      };
    });
    const res = await app.inject({
      method: 'GET',
      url: '/page',
      headers: { host: 'shop.example', ...headers },
    });
    await app.close();
    return res.json<{ origin: string; forwardedHost: string }>();
  }

  it('ignores a client-chosen X-Forwarded-Host (and a forged origin header) without TRUST_PROXY', async () => {
    const seen = await originSeen(false, {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      [ORIGIN_HEADER]: 'https://evil.example',
    });
    expect(seen).toEqual({ origin: 'http://shop.example', forwardedHost: 'shop.example' });
  });

  it('honours the trusted proxy, and PUBLIC_ORIGIN wins over everything', async () => {
    const trusted = await originSeen(1, { 'x-forwarded-host': 'bet.example', 'x-forwarded-proto': 'https' });
    expect(trusted.origin).toBe('https://bet.example');
    const pub = await originSeen(1, { 'x-forwarded-host': 'bet.example' }, 'https://www.bet.example');
    expect(pub.origin).toBe('https://www.bet.example');
  });
});

describe.each(testDbKinds())('forwarded headers on a listening server on %s', (kind) => {
  const limits = {
    SIGN_IN_MAX_FAILURES_PER_IP: String(MAX_FAILURES_PER_IP),
    PUSH_MAX_CONNECTIONS_PER_IP: '2',
  };

  describe('without TRUST_PROXY', () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer(kind, limits);
    });
    afterAll(() => s.close());

    it('DEP-PROXY-2: a new X-Forwarded-For on every failed sign-in gains nothing: the per-IP limit answers 429', async () => {
      const statuses = await forgedFailures(s, MAX_FAILURES_PER_IP + 2, (i) => `198.51.100.${i + 1}`);
      expect(statuses.slice(0, MAX_FAILURES_PER_IP)).toEqual(Array(MAX_FAILURES_PER_IP).fill(401));
      expect(statuses.slice(MAX_FAILURES_PER_IP)).toEqual([429, 429]);
    });

    it('DEP-PROXY-3: the push hub counts connections per socket peer, not per forged X-Forwarded-For', async () => {
      const codes = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((ip) => pushSocket(s, ip)));
      expect(codes.filter((c) => c === 3504)).toHaveLength(1);
    });

    it('DEP-PROXY-5: CSRF compares Origin with the Host, never a client-chosen X-Forwarded-Host', async () => {
      const host = new URL(s.url).host;
      const res = await call(`${s.url}/api/platform/users/sign_in`, {
        body: { user: { email: 'a@example.com', password: 'whatever-password' } },
        headers: {
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(res.status).toBe(403);
      expect(res.json?.code).toBe('csrf_failed');
      const own = await call(`${s.url}/api/platform/users/sign_in`, {
        body: { user: { email: 'a@example.com', password: 'whatever-password' } },
        headers: { origin: `http://${host}` },
      });
      expect(own.status).not.toBe(403);
    });
  });

  describe('with TRUST_PROXY=1 (the loopback proxy in front)', () => {
    let s: RealServer;
    beforeAll(async () => {
      s = await startRealServer(kind, { ...limits, TRUST_PROXY: '1' });
    });
    afterAll(() => s.close());

    it('DEP-PROXY-2: counts each forwarded client on its own, and one client still meets its limit', async () => {
      const distinct = await forgedFailures(s, MAX_FAILURES_PER_IP + 2, (i) => `198.51.100.${i + 1}`);
      expect(distinct).toEqual(Array(MAX_FAILURES_PER_IP + 2).fill(401));
      const same = await forgedFailures(s, MAX_FAILURES_PER_IP + 1, () => '203.0.113.77');
      expect(same.at(-1)).toBe(429);
    });

    it('DEP-PROXY-3: the push hub counts connections per forwarded client', async () => {
      const codes = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((ip) => pushSocket(s, ip)));
      expect(codes).toEqual([null, null, null]);
    });
  });

  it('DEP-PROXY-5: with PUBLIC_ORIGIN, CSRF accepts exactly that origin', async () => {
    const s = await startRealServer(kind, { PUBLIC_ORIGIN: 'https://bet.example' });
    try {
      const body = { user: { email: 'a@example.com', password: 'whatever-password' } };
      const url = `${s.url}/api/platform/users/sign_in`;
      expect((await call(url, { body, headers: { origin: 'https://bet.example' } })).status).toBe(401);
      expect((await call(url, { body, headers: { origin: s.url } })).status).toBe(403);
    } finally {
      await s.close();
    }
  });
});
