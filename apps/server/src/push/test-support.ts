import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { signJwt } from '../auth/jwt';
import type { Clock } from '../clock';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import type { PushHub } from './hub/hub';
import type { PushSettings } from './push-settings';

export const TEST_SECRET = 'push-test-secret';

/** A real app listening on a real port (app.inject cannot carry WebSockets). */
export interface PushTestServer {
  app: FastifyInstance;
  port: number;
  url: string;
  wsUrl: string;
  hub: PushHub;
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
      config: { ...loadConfig({ ...process.env, TOKEN_SECRET: TEST_SECRET, CENTRIFUGO_API_URL: '' }) },
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
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    async close() {
      await app.close();
      if (ownDb) await db.close();
    },
  };
}

/** A Sportsbook bearer for a player, as the platform module issues them. */
export async function bearerFor(playerId: string): Promise<string> {
  return signJwt({ sub: playerId, typ: 'sportsbook' }, TEST_SECRET, Math.floor(Date.now() / 1000) + 3600);
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
