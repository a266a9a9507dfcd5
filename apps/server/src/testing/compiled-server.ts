import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT, SERVER_ROOT } from '../repo-files';

/**
 * Tests run what ships: every test that needs a whole listening server starts the compiled server the way
 * `npm start` runs it (`node --enable-source-maps apps/server/dist/main.js`), as a child process configured only
 * through its environment, from a working directory outside the repository. Unit tests of modules stay on source.
 */
export const COMPILED_MAIN = join(SERVER_ROOT, 'dist', 'main.js');

/** Builds dist/main.js (esbuild, about a second) when its inputs changed since the last build
 * (scripts/build-if-changed.mjs), from the runners' global setup: `npm test` builds first and then runs the unit
 * and e2e tests side by side, so neither rewrites the bundle under the other's running servers. */
export function buildCompiledServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'server'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The web build, made only when its inputs changed since the last one (scripts/build-if-changed.mjs), for the
 * whole-server tests that serve pages (SERVE_WEB=1); the e2e suite then finds it up to date. */
export function buildWebIfChanged(): void {
  const result = spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

/** Every server this process started and that still runs: killed when the test process exits, whatever the cause
 * (a timed-out test never reaches its own stop). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The variables a shell passes on (no test runner's own: VITEST, NODE_ENV=test and the like). */
function baseEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(
    keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]),
  ) as NodeJS.ProcessEnv;
}

export interface ServerProcess {
  name: string;
  port: number;
  url: string;
  wsUrl: string;
  process: ChildProcess;
  /** Where its stdout and stderr go, whole. */
  logFile: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The last lines it logged (for failure messages). */
  tail(lines?: number): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  name?: string;
  /** The whole configuration: nothing of the test runner's environment reaches the server but PATH and HOME. */
  env: Record<string, string>;
  /** A port to reuse (a restart); a free one otherwise. */
  port?: number;
  /** Where the log file goes; a new temporary folder otherwise. */
  logDir?: string;
  /** Appends to the log file instead of starting it afresh (a restarted node). */
  appendLog?: boolean;
}

/** Starts the compiled server; does not wait for it (see waitReady). The working directory is not the repository. */
export async function spawnCompiledServer(options: SpawnOptions): Promise<ServerProcess> {
  if (!existsSync(COMPILED_MAIN))
    throw new Error(
      `${COMPILED_MAIN} is missing: the test run's global setup builds it (buildCompiledServer)`,
    );
  const name = options.name ?? 'server';
  const port = options.port ?? (await freePort());
  const logDir = options.logDir ?? mkdtempSync(join(tmpdir(), 'slipstream-server-'));
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${name}.log`);
  const child = spawn(process.execPath, ['--enable-source-maps', COMPILED_MAIN], {
    cwd: logDir,
    env: { ...baseEnv(), ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile, { flags: options.appendLog ? 'a' : 'w' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  running.add(child);
  const exited = new Promise<void>((ok) =>
    child.once('exit', () => {
      running.delete(child);
      ok();
    }),
  );
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    process: child,
    logFile,
    exited,
    tail: (lines = 40) => tailOf(logFile, lines),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}

function tailOf(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits until `path` answers 200 (`/readyz` by default); a process that exits or a timeout throws with its log. */
export async function waitReady(
  server: ServerProcess,
  { path = '/readyz', timeoutMs = 90_000 }: { path?: string; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(
        `${server.name} exited (${server.process.exitCode ?? server.process.signalCode}):\n${server.tail()}`,
      );
    const ok = await fetch(`${server.url}${path}`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  server.process.kill('SIGKILL');
  throw new Error(`${server.name} not ready within ${timeoutMs} ms:\n${server.tail()}`);
}

/** A throwaway schema on the PostgreSQL of `baseUrl`: the URL that selects it, and a drop for the end. */
export async function throwawaySchema(
  baseUrl: string,
  prefix = 't',
): Promise<{ schema: string; databaseUrl: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * A migrated PGlite data directory, made once per run by the compiled server itself (`dist/main.js migrate`),
 * that each whole-server test on PGlite starts from (`seedDataDir`): a copy skips PGlite's initdb and the
 * migrations, about 5 s of CPU per start on this machine. The server then finds its schema up to date, as after
 * a restart; the demo catalogue is still seeded by each server. A start that is about the first start itself
 * passes `fresh` to startRealServer. The newcomer check (scripts/newcomer-check.mjs) starts cold, as a new
 * operator does.
 */
export const DATA_TEMPLATE_ENV = 'SLIPSTREAM_TEST_DATA_TEMPLATE';

/** Makes the run's template (global setup) and points the workers at it; answers its removal. */
export function makePgliteDataTemplate(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-data-template-'));
  const result = spawnSync(process.execPath, [COMPILED_MAIN, 'migrate'], {
    cwd: dir,
    env: { ...baseEnv(), DATA_DIR: dir, TOKEN_SECRET: 'template' },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`the migrated data template failed:\n${result.stdout}\n${result.stderr}`);
  process.env[DATA_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Copies the run's migrated PGlite into `dataDir` (nothing when the run has no template). */
export function seedDataDir(dataDir: string): void {
  const template = process.env[DATA_TEMPLATE_ENV];
  if (!template || !existsSync(join(template, 'pglite'))) return;
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}
