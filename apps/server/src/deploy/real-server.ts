import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { TcpProxy } from '../cluster/tcp-proxy';
import {
  seedDataDir,
  spawnCompiledServer,
  throwawaySchema,
  waitReady,
  type ServerProcess,
} from '../testing/compiled-server';

/**
 * A whole server as `npm start` runs it (the compiled dist/main.js in a child process: src/testing/compiled-server.ts)
 * over a fresh database, configured only through `env`: embedded PGlite under a temporary DATA_DIR, or a throwaway
 * schema of DATABASE_URL's PostgreSQL. The test reads that database through `db` (PostgreSQL only: a PGlite
 * database belongs to the one process that opened it).
 */
export interface RealServer {
  url: string;
  wsUrl: string;
  server: ServerProcess;
  /** The server's database (PostgreSQL kind); reading it on PGlite throws. */
  db: pg.Pool;
  /** The DATABASE_URL it runs on (PostgreSQL kind), for a second node over the same database. */
  databaseUrl: string | undefined;
  /** Every line the server has logged so far. */
  logLines(): string[];
  close(): Promise<void>;
}

export async function startRealServer(
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  /** `fresh`: a PGlite server starts on an empty DATA_DIR (initdb and every migration), not on the run's migrated
   * copy (testing/compiled-server.ts seedDataDir). */
  options: { sameDatabaseAs?: RealServer; fresh?: boolean } = {},
): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-deploy-'));
  let schema: Awaited<ReturnType<typeof throwawaySchema>> | undefined;
  let databaseUrl = options.sameDatabaseAs?.databaseUrl;
  if (kind === 'postgres' && !databaseUrl) {
    schema = await throwawaySchema(process.env.DATABASE_URL!, 'd');
    databaseUrl = schema.databaseUrl;
  }
  if (kind === 'pglite' && !options.fresh && env.DATA_DIR === undefined) seedDataDir(join(dataDir, 'data'));
  const server = await spawnCompiledServer({
    logDir: dataDir,
    env: {
      TOKEN_SECRET: 'deploy-test-secret',
      SERVE_WEB: '0',
      DATA_DIR: join(dataDir, 'data'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  try {
    await waitReady(server);
  } catch (err) {
    await schema?.drop();
    throw err;
  }
  let pool: pg.Pool | undefined;
  const db = new Proxy({} as pg.Pool, {
    get(_target, prop) {
      if (!databaseUrl)
        throw new Error('a PGlite server keeps its database to itself: read it on the postgres kind');
      pool ??= new pg.Pool({ connectionString: databaseUrl, max: 2 });
      const value = (pool as unknown as Record<string | symbol, unknown>)[prop];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(pool) : value;
    },
  });
  return {
    url: server.url,
    wsUrl: server.wsUrl,
    server,
    db,
    databaseUrl,
    logLines: () => readFileSync(server.logFile, 'utf8').split('\n').filter(Boolean),
    async close() {
      await server.stop();
      await pool?.end();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
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

/** A selection of an open match-winner market. */
export async function openSelection(s: RealServer): Promise<object> {
  const list = (await call(`${s.url}/api/sportsbook/v1/matches?limit=100`)).json as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const markets = (await call(`${s.url}/api/sportsbook/v1/matches/${id}/markets?market_id=1`)).json as {
      data?: { status: number; specifier?: string; outcomes: { id: string; odds: number }[] }[];
    };
    const m = markets.data?.[0];
    if (m?.status === 1 && m.outcomes[0])
      return {
        match_id: id,
        market_id: 1,
        specifier: m.specifier ?? '',
        outcome_id: m.outcomes[0].id,
        odds: m.outcomes[0].odds,
      };
  }
  throw new Error('no open market');
}

/**
 * The compiled production server (DEMO=1) on PostgreSQL, reaching it through a TCP proxy the test controls (lost
 * answers, resets: cluster/tcp-proxy.ts). PostgreSQL only: DATABASE_URL must be set.
 */
export async function startBehindProxy(): Promise<{ s: RealServer; proxy: TcpProxy }> {
  const direct = new URL(process.env.DATABASE_URL!);
  const proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
  const proxied = new URL(direct);
  proxied.port = String(await proxy.listen());
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = proxied.toString(); // the server reaches PostgreSQL through the proxy
  try {
    return { s: await startRealServer('postgres', { NODE_ENV: 'production', DEMO: '1' }), proxy };
  } catch (err) {
    await proxy.close();
    throw err;
  } finally {
    process.env.DATABASE_URL = saved;
  }
}

/** The demo player (DEMO=1): its browser session (cookie and CSRF token) and a sportsbook token. */
export async function demoPlayer(s: RealServer): Promise<{ token: string; cookie: string; csrf: string }> {
  const signIn = await call(`${s.url}/api/platform/users/sign_in`, {
    body: { user: { email: 'demo@example.com', password: 'demo-password-123' } },
  });
  if (signIn.status !== 200) throw new Error(`demo sign-in answered ${signIn.status}`);
  const b = cookiesOf(signIn.headers);
  const res = await call(`${s.url}/api/platform/sportsbook_sessions`, {
    body: {},
    headers: { cookie: b.cookie, 'x-csrf-token': b.csrf },
  });
  return { token: res.json!.token as string, cookie: b.cookie, csrf: b.csrf };
}
