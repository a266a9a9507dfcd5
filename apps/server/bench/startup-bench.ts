/**
 * Start-up bench: `npm run bench -w apps/server -- startup [--runs N] [--web] [--ts]`. Builds the production
 * bundle (dist/main.js), then starts `node dist/main.js` on a fresh PGlite DATA_DIR and times process start →
 * the first 200 from GET /readyz (database up, migrations applied, feed loaded and ticking). The first run
 * migrates and seeds a new database (cold); the next runs restart on it (warm). --ts also times `tsx
 * src/main.ts` for comparison; --web mounts the built Next app too (needs `npm run build -w apps/web`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLoadGuard } from '../../../bench/load-guard';
import { SERVER_ROOT } from '../src/repo-files';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the command, polls /readyz every 10 ms; resolves with ms from spawn to the first 200, then stops it. */
async function timeToReady(command: string, args: string[], dataDir: string, web: boolean): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVE_WEB: web ? '1' : '0',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error('not ready within 180 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
}

async function series(
  label: string,
  command: string,
  args: string[],
  runs: number,
  web: boolean,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-startup-'));
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeToReady(command, args, dataDir, web));
    const warm = times.slice(1).sort((a, b) => a - b);
    const median = warm.length ? warm[Math.floor(warm.length / 2)]! : NaN;
    console.log(
      `${label.padEnd(28)} cold (new database) ${Math.round(times[0]!)} ms   warm restart median ${Math.round(median)} ms` +
        `   (runs: ${times.map((t) => Math.round(t)).join(', ')} ms)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runStartupBench(argv: string[]): Promise<void> {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Math.max(2, Number(argv[runsAt + 1])) : 4;
  const web = argv.includes('--web');
  const build = spawnSync('node', ['scripts/build.mjs'], { cwd: SERVER_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the production build failed');
  console.log(`start-up to a ready /readyz (PGlite, ${web ? 'with' : 'without'} the web app, ${runs} runs)`);
  const guard = startLoadGuard('startup');
  await series('node dist/main.js', process.execPath, ['--enable-source-maps', 'dist/main.js'], runs, web);
  if (argv.includes('--ts'))
    await series(
      'tsx src/main.ts',
      join(SERVER_ROOT, '../../node_modules/.bin/tsx'),
      ['src/main.ts'],
      runs,
      web,
    );
  // No target is set for start-up; the guard still says whether the figures come from a quiet machine.
  console.log(guard.verdict('figures from a quiet machine (no target set)'));
}
