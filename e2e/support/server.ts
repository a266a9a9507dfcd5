import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The shared server's log under e2e/artifacts (its outbox too: support/outbox.ts). run.mjs names one per process
 * (E2E_SERVER_LOG), so two lanes side by side never write one file. */
export const SHARED_SERVER_LOG = process.env.E2E_SERVER_LOG ?? 'server.log';
/** What `npm start` runs: the compiled server. */
const SERVER_MAIN = join(REPO_ROOT, 'apps/server/dist/main.js');

/** Builds the server bundle when its inputs changed since the last build (scripts/build-if-changed.mjs), so the
 * suite never runs a stale one, and two e2e processes started side by side (run.mjs) never rebuild it under each
 * other's running servers. E2E_REBUILD=1 forces it. */
export function buildServer(): void {
  const result =
    process.env.E2E_REBUILD === '1'
      ? spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: REPO_ROOT, stdio: 'inherit' })
      : spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'server'], {
          cwd: REPO_ROOT,
          stdio: 'inherit',
        });
  if (result.status !== 0) throw new Error('the server build failed');
}

/** Builds the web app when its inputs changed since the last build (scripts/build-if-changed.mjs: a clean clone
 * in CI builds it once, across the unit and e2e phases); E2E_REBUILD=1 forces it. */
export function ensureWebBuild(): void {
  const result =
    process.env.E2E_REBUILD === '1'
      ? spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' })
      : spawnSync(process.execPath, ['scripts/build-if-changed.mjs', 'web'], {
          cwd: REPO_ROOT,
          stdio: 'inherit',
        });
  if (result.status !== 0) throw new Error('next build failed');
}

/**
 * A migrated PGlite data directory, made once per run by the compiled server itself (`dist/main.js migrate`):
 * every server of the run starts from a copy of it, which skips PGlite's initdb and the migrations (about 5 s of
 * CPU per start on a 2-core machine). Each server still seeds its own demo catalogue. A newcomer's cold first
 * start is the newcomer check's (scripts/newcomer-check.mjs).
 */
const DATA_TEMPLATE_ENV = 'SLIPSTREAM_E2E_DATA_TEMPLATE';

/** Makes the run's template (global setup); answers its removal. */
export function makeDataTemplate(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-e2e-template-'));
  const result = spawnSync(process.execPath, [SERVER_MAIN, 'migrate'], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dir, TOKEN_SECRET: 'template' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the data template failed:\n${result.stdout}\n${result.stderr}`);
  process.env[DATA_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

function seedDataDir(dataDir: string): void {
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && existsSync(join(template, 'pglite')))
    cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/** Servers this process started that still run: killed when it exits, whatever the cause (a timed-out hook). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** Stops the process and starts a new one on the same port and DATA_DIR (a restarted server). */
  restart(): Promise<void>;
}

/**
 * The real server as `npm start` runs it (`node apps/server/dist/main.js`, started outside the repository) as a
 * child process: a free port, a fresh temporary DATA_DIR with embedded PGlite, feed control on and a fixed seed,
 * so every run sees the same catalogue. Only PATH and HOME of the runner's environment reach it.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  /** The log artifact's name under e2e/artifacts (a file's own server keeps its own log). */
  logName = 'server.log',
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-e2e-'));
  seedDataDir(dataDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
    PORT: String(port),
    DATA_DIR: dataDir,
    SIM_CONTROL: '1',
    SIM_SEED: process.env.E2E_SIM_SEED ?? '7',
    LOCALES: 'en,de,pt-BR,es,ar',
    // Every e2e file signs up players of its own, all from this one address: the default 10 sign-ups per
    // address per hour (a defence against sign-up floods, held by the server's own tests) would refuse the
    // suite's later ones.
    RATE_LIMIT_SIGN_UP_PER_IP: '500/3600',
    ...extraEnv,
  };
  // The e2e server always runs on its own fresh PGlite, never on the shared test database (DATABASE_URL is not
  // passed on).
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  try {
    child = await spawnServer(env, baseUrl, logName, 'w');
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await stopChild(child);
      child = await spawnServer(env, baseUrl, logName, 'a');
    },
  };
}

async function spawnServer(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  logName: string,
  flags: 'w' | 'a',
): Promise<ChildProcess> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: the global setup builds it`);
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: env.DATA_DIR, // not the repository: the compiled server finds its files wherever it is started from
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const log: string[] = [];
  // The whole server log is kept as an artifact (e2e/artifacts/server.log) for failures in CI.
  mkdirSync(join(REPO_ROOT, 'e2e/artifacts'), { recursive: true });
  const logFile = createWriteStream(join(REPO_ROOT, 'e2e/artifacts', logName), { flags });
  const keep = (chunk: Buffer): void => {
    logFile.write(chunk);
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(baseUrl, child, 240_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- server log ---\n${log.join('')}`);
  }
  return child;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
