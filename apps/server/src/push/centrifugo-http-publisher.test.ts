import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchChannel, publicChannel } from '@slipstream/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../db/test-db';
import { createCentrifugoHttpPublisher } from './centrifugo-http-publisher';

interface Recorded {
  url: string;
  apiKey: string | undefined;
  body: { channel: string; data: unknown; delta?: boolean };
}

/**
 * A small local HTTP server standing in for Centrifugo's API (no Centrifugo binary can be installed
 * here): the publisher's requests travel over real HTTP and are recorded as Centrifugo would get them.
 */
describe('Centrifugo HTTP publisher', () => {
  let api: Server;
  let base: string;
  let recorded: Recorded[];
  let answer: (req: Recorded) => { status: number; body: string; delayMs?: number };

  beforeAll(async () => {
    api = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const entry: Recorded = {
          url: req.url ?? '',
          apiKey: req.headers['x-api-key'] as string | undefined,
          body: JSON.parse(text) as Recorded['body'],
        };
        recorded.push(entry);
        const { status, body, delayMs } = answer(entry);
        setTimeout(
          () => res.writeHead(status, { 'content-type': 'application/json' }).end(body),
          delayMs ?? 0,
        );
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
  });
  beforeEach(() => {
    recorded = [];
    answer = () => ({ status: 200, body: '{"result":{}}' });
  });
  afterAll(async () => {
    // A publisher's kept-alive connections would hold close() open for as long as they idle: end them with it.
    const closed = new Promise((resolve) => api.close(resolve));
    api.closeAllConnections();
    await closed;
  });

  it('POSTs {channel, data} to {api}/publish with X-API-Key, in order per channel', async () => {
    const errors: string[] = [];
    // The first request is slow: the second must still arrive after it.
    answer = (r) => ({
      status: 200,
      body: '{"result":{}}',
      delayMs: (r.body.data as { data: { n: number } }).data.n === 1 ? 50 : 0,
    });
    const publisher = createCentrifugoHttpPublisher({
      apiUrl: base,
      apiKey: 'k-123',
      deltaForMatchChannels: true,
      onError: (m) => errors.push(m),
    });
    void publisher.publish(publicChannel('en'), { event: 'match_changed', data: { n: 1 } });
    void publisher.publish(publicChannel('en'), { event: 'match_changed', data: { n: 2 } });
    await publisher.publish(matchChannel('en', 9), { event: 'markets_changed', data: { n: 3 } });
    await publisher.drain();
    const forPublic = recorded.filter((r) => r.body.channel === 'public:en');
    expect(forPublic.map((r) => (r.body.data as { data: { n: number } }).data.n)).toEqual([1, 2]);
    expect(recorded.every((r) => r.url === '/api/publish' && r.apiKey === 'k-123')).toBe(true);
    expect(forPublic[0]!.body).toEqual({
      channel: 'public:en',
      data: { event: 'match_changed', data: { n: 1 } },
    });
    expect(recorded.find((r) => r.body.channel === 'match:en:9')!.body.delta).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reports Centrifugo errors and unreachable APIs without throwing at the caller', async () => {
    const errors: string[] = [];
    answer = () => ({ status: 200, body: '{"error":{"code":102,"message":"unknown channel"}}' });
    const refusing = createCentrifugoHttpPublisher({
      apiUrl: base,
      apiKey: 'k',
      deltaForMatchChannels: false,
      onError: (m) => errors.push(m),
    });
    await refusing.publish(publicChannel('en'), { event: 'match_changed', data: {} });
    answer = () => ({ status: 401, body: '' });
    await refusing.publish(publicChannel('en'), { event: 'match_changed', data: {} });
    const unreachable = createCentrifugoHttpPublisher({
      apiUrl: 'http://127.0.0.1:1/api',
      apiKey: 'k',
      deltaForMatchChannels: false,
      onError: (m) => errors.push(m),
    });
    await unreachable.publish(publicChannel('en'), { event: 'match_changed', data: {} });
    expect(errors).toEqual([
      'centrifugo publish refused',
      'centrifugo publish failed',
      'centrifugo publish failed',
    ]);
  });

  it('is the app publisher when CENTRIFUGO_API_URL is set, and the hub is not mounted', async () => {
    const db = await openTestDb('pglite');
    const app = await buildApp({
      config: loadConfig({
        ...process.env,
        TOKEN_SECRET: 's',
        CENTRIFUGO_API_URL: base,
        CENTRIFUGO_API_KEY: 'key-9',
      }),
      db,
      clock: { now: () => Date.now() },
    });
    try {
      expect(app.push.hub).toBeNull();
      const marker = { active: true, marker: 'push-test' };
      await app.push.publisher.publish(publicChannel('en'), {
        event: 'provider_status_changed',
        data: marker,
      });
      // Other modules publish at start too (the catalogue's feed): pick this test's publication.
      const mine = recorded.filter((r) => JSON.stringify(r.body.data).includes('push-test'));
      expect(mine).toEqual([
        {
          url: '/api/publish',
          apiKey: 'key-9',
          body: { channel: 'public:en', data: { event: 'provider_status_changed', data: marker } },
        },
      ]);
      // Tokens are still issued here: Centrifugo checks them with the same HMAC key.
      const res = await app.inject({ method: 'POST', url: '/api/sportsbook/v1/websocket/token' });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
