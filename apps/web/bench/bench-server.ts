import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BenchServer {
  baseUrl: string;
  /** Has the server publish `perSecond` bench-board price updates for `seconds` through its push hub. */
  publish(perSecond: number, seconds: number): Promise<{ sent: number; elapsedMs: number }>;
  stop(): Promise<void>;
}

/**
 * The real server as a child process on a free port with a fresh PGlite: apps/server/bench/web-bench-server.ts,
 * main.ts's composition plus a publisher the live-board figure drives over IPC (spawned by path: the apps
 * never import each other).
 */
export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  // The bench build (next.config.ts): the production build plus the /bench/live board, in apps/web/.next-bench.
  if (!existsSync(join(REPO_ROOT, 'apps/web/.next-bench/BUILD_ID')) || process.env.BENCH_REBUILD === '1') {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, WEB_BENCH: '1' },
    });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const port = await new Promise<number>((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SIM_SEED: '7',
    WEB_BENCH: '1',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/bench/web-bench-server.ts'],
    { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('bench server did not start');
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    publish: (perSecond, seconds) =>
      new Promise((done) => {
        const onMessage = (message: { type?: string; sent?: number; elapsedMs?: number }): void => {
          if (message.type !== 'published') return;
          child.off('message', onMessage);
          done({ sent: message.sent ?? 0, elapsedMs: message.elapsedMs ?? 0 });
        };
        child.on('message', onMessage);
        child.send({ type: 'publish', perSecond, seconds, matches: 250 });
      }),
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
