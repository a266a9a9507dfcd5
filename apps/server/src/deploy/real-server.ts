import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import { platformSettingsFromEnv } from '../platform/settings';
import { pushSettingsFromEnv } from '../push/push-settings';
import { securityHeadersFromEnv } from '../security/headers';

/**
 * A whole server (buildApp) listening on a real port over a fresh test database, configured from `env` the way
 * main.ts configures the process (config, platform, push and header settings all read from it); `options` only
 * for the older tests that reach past the environment.
 */
export interface RealServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export async function startRealServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  options: BuildAppOptions = {},
): Promise<RealServer> {
  const db = await openTestDb(kind);
  const fullEnv = { TOKEN_SECRET: 'deploy-test-secret', ...env };
  const config = { ...loadConfig(fullEnv), port: 0 };
  const fromEnv: BuildAppOptions = {
    platform: platformSettingsFromEnv(fullEnv),
    push: pushSettingsFromEnv(fullEnv),
    securityHeaders: securityHeadersFromEnv(fullEnv),
  };
  const app = await buildApp(
    { config, db, clock: { now: () => Date.now() } },
    {
      ...fromEnv,
      ...options,
      platform: {
        ...fromEnv.platform,
        ...options.platform,
        abuse: { ...fromEnv.platform?.abuse, ...options.platform?.abuse },
      },
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    db,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** fetch with a JSON body; returns status, headers and the parsed body (or null). */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> | null }> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json };
}

/** The cookies a response sets, as one Cookie header value, plus the CSRF token to echo. */
export function cookiesOf(headers: Headers): { cookie: string; csrf: string } {
  const set = headers.getSetCookie();
  const pairs = set.map((c) => c.split(';')[0]!);
  const csrf = pairs.find((p) => p.startsWith('slipstream_csrf='))?.split('=')[1] ?? '';
  return { cookie: pairs.join('; '), csrf };
}
