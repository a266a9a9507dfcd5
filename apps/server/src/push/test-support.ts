import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  Centrifuge,
  type Options,
  type PublicationContext,
  type Subscription,
  type SubscriptionOptions,
} from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { bearerForNewSession } from '../auth/sportsbook-token';
import type { Clock } from '../clock';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import type { PushHub } from './hub/hub';
import type { PushSettings } from './push-settings';

/** The push key (shared with Centrifugo): connection and subscription tokens. */
export const TEST_SECRET = 'push-test-secret';
/** The sportsbook bearer key: a different one, as in production. */
export const BEARER_TEST_SECRET = 'bearer-test-secret';

/** A real app listening on a real port (app.inject cannot carry WebSockets). */
export interface PushTestServer {
  app: FastifyInstance;
  port: number;
  url: string;
  wsUrl: string;
  hub: PushHub;
  db: Db;
  close(): Promise<void>;
}

export async function startPushServer(
  options: { push?: Partial<PushSettings>; port?: number; clock?: Clock; db?: Db } = {},
): Promise<PushTestServer> {
  const ownDb = !options.db;
  // Push keeps no tables; the other modules buildApp registers need a migrated database.
  const db = options.db ?? (await openTestDb('pglite'));
  const app = await buildApp(
    {
      config: {
        ...loadConfig({
          ...process.env,
          TOKEN_SECRET: BEARER_TEST_SECRET,
          PUSH_TOKEN_SECRET: TEST_SECRET,
          CENTRIFUGO_API_URL: '',
        }),
      },
      db,
      clock: options.clock ?? { now: () => Date.now() },
    },
    { push: options.push },
  );
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const hub = app.push.hub;
  if (!hub) throw new Error('the built-in hub is not running');
  return {
    app,
    port,
    hub,
    db,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    async close() {
      await app.close();
      if (ownDb) await db.close();
    },
  };
}

/** A Sportsbook bearer for a player (created with that id if missing), bound to a fresh browser session. */
export async function bearerFor(server: { db: Db }, playerId: string): Promise<string> {
  await server.db.query(
    `INSERT INTO players (id, email, currency, created_at) VALUES ($1, $2, 'EUR', now()) ON CONFLICT DO NOTHING`,
    [Number(playerId), `push-player-${playerId}@example.com`],
  );
  return bearerForNewSession(
    server.db,
    BEARER_TEST_SECRET,
    Number(playerId),
    Math.floor(Date.now() / 1000) + 3600,
  );
}

/** Calls a token route the way the web app does. */
export async function postJson(
  url: string,
  body: unknown,
  bearer?: string,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

export async function connectionToken(server: PushTestServer, bearer?: string): Promise<string> {
  const { json } = await postJson(`${server.url}/api/sportsbook/v1/websocket/token`, {}, bearer);
  return (json as { token: string }).token;
}

/** The official centrifuge client over the `ws` package, with short backoffs for tests. */
export function newClient(server: { wsUrl: string }, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(server.wsUrl, {
    websocket: WebSocket,
    minReconnectDelay: 100,
    maxReconnectDelay: 500,
    ...options,
  });
}

/**
 * A connected client subscribed to `channel`, what it receives, and `dropNetwork` to cut its TCP sockets like a
 * dropped network; its undoing goes on `cleanups` (the suite's afterEach runs them in reverse).
 */
export async function droppableSubscription(
  server: PushTestServer,
  channel: string,
  cleanups: (() => unknown)[],
  options: { client?: Partial<Options>; subscription?: Partial<SubscriptionOptions> } = {},
): Promise<{ client: Centrifuge; sub: Subscription; received: PublicationContext[]; dropNetwork(): void }> {
  const sockets: Duplex[] = [];
  const onUpgrade = (_req: unknown, socket: Duplex): void => void sockets.push(socket);
  server.app.server.on('upgrade', onUpgrade);
  cleanups.push(() => server.app.server.off('upgrade', onUpgrade));
  const client = newClient(server, { token: await connectionToken(server), ...options.client });
  cleanups.push(() => client.disconnect());
  const sub = client.newSubscription(channel, options.subscription);
  const received: PublicationContext[] = [];
  sub.on('publication', (p) => received.push(p));
  sub.subscribe();
  client.connect();
  await sub.ready(5_000);
  return { client, sub, received, dropNetwork: () => sockets.splice(0).forEach((s) => s.destroy()) };
}

/** Resolves with the first event of `name` that satisfies `accept`. */
export function nextEvent<T>(
  emitter: {
    on(name: string, fn: (ctx: T) => void): unknown;
    off?(name: string, fn: (ctx: T) => void): unknown;
  },
  name: string,
  accept: (ctx: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${name}`)), timeoutMs);
    const handler = (ctx: T): void => {
      if (!accept(ctx)) return;
      clearTimeout(timer);
      emitter.off?.(name, handler);
      resolve(ctx);
    };
    emitter.on(name, handler);
  });
}

export async function until(check: () => boolean, timeoutMs = 5_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
