// `npm test`: everything CI runs, in phases, with each phase's time printed at the end.
//   1. checks and builds: typecheck beside lint + format check beside the builds the tests run (the compiled
//      server and the web app, when their inputs changed: scripts/build-if-changed.mjs);
//   2. the unit and integration tests (every vitest project of the root vitest.config.ts but server-serial);
//   3. the server's timing-bound and multi-node files (server-serial: apps/server/vitest.shared.ts), alone;
//   4. the end-to-end tests (e2e/run.mjs in E2E_PARALLEL mode: two lanes side by side, e2e/lanes.mjs).
// The e2e lanes side by side against one after another, on a quiet 2-core machine (2026-11-28): 784 s against
// 1,028 s for two streams (load 8 to 11 at their peak, every test passed). Phases 2 and 4 side by side were
// measured too: the pair took about half the wall time of the two in turn, but the machine sat at a load of 15,
// and wall-clock waits failed in both (a 5 s unit test, e2e tests at their 60 s limit, a service worker's
// takeover). The phases stay one after another; TEST_SIDE_BY_SIDE=1 runs 2 and 4 side by side for whoever wants
// to try.
// A failing phase stops the run with its status. Output that runs side by side is prefixed with its stream
// (e2e) or printed whole when it ends (checks, and the unit tests when side by side).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The root vitest.config.ts's projects of phase 2: all but server-serial. */
const UNIT_PROJECTS = ['betting', 'contract', 'server', 'web', 'bench'];
const times = [];

function run(command, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => {
      if (capture) process.stdout.write(`--- ${command}\n${output}`);
      resolve(code ?? 1);
    });
  });
}

async function phase(name, work) {
  const started = Date.now();
  console.log(`=== ${name}`);
  const code = await work();
  const seconds = (Date.now() - started) / 1000;
  times.push(`${name} ${seconds.toFixed(0)} s`);
  console.log(`=== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  if (code !== 0) {
    console.log(`=== phases: ${times.join(', ')}`);
    process.exit(code);
  }
}

const firstFailure = (codes) => codes.find((c) => c !== 0) ?? 0;

await phase('checks and builds (typecheck, lint, format; server and web builds)', async () =>
  firstFailure(
    await Promise.all([
      run('npm run typecheck', { capture: true }),
      run('npm run lint && npm run format:check', { capture: true }),
      run('node scripts/build-if-changed.mjs', { capture: true }),
    ]),
  ),
);
const unit = (capture) =>
  run(`npx vitest run ${UNIT_PROJECTS.map((p) => `--project ${p}`).join(' ')}`, { capture });
const serial = () => run('npx vitest run --project server-serial');

if (process.env.TEST_SIDE_BY_SIDE === '1') {
  await phase('unit and integration tests beside the end-to-end tests', async () =>
    firstFailure(await Promise.all([unit(true), run('E2E_PARALLEL=1 npm run test:e2e')])),
  );
  await phase('timing-bound and multi-node server tests, alone', serial);
} else {
  await phase('unit and integration tests', () => unit(false));
  await phase('timing-bound and multi-node server tests, alone', serial);
  await phase('end-to-end tests', () => run('E2E_PARALLEL=1 npm run test:e2e'));
}
console.log(`=== phases: ${times.join(', ')}`);
