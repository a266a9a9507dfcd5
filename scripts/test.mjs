// `npm test`: everything CI runs, in phases, with each phase's time printed at the end.
//   1. checks and builds: typecheck beside lint + format check beside the builds the tests run (the compiled
//      server and the web app, when their inputs changed: scripts/build-if-changed.mjs);
//   2. the tests side by side: the unit and integration tests (every vitest project of the root
//      vitest.config.ts but server-serial) beside the end-to-end tests (e2e/run.mjs with E2E_PARALLEL=1: the
//      shared-server files in two shards, each with its own server, beside the own-server files). Measured: the
//      unit phase used 0.75 of a core on average and the whole e2e run 0.4 (they mostly wait on servers,
//      databases, pushes and timers), so together they fit in two cores;
//   3. the server's timing-bound and multi-node files (server-serial: apps/server/vitest.shared.ts), alone.
// A failing phase stops the run with its status. Output that runs side by side is prefixed with its stream
// (e2e) or printed whole when it ends (checks), so two never interleave within a line.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The root vitest.config.ts's projects that run beside the e2e tests: all but server-serial. */
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
await phase('unit and integration tests beside the end-to-end tests', async () =>
  firstFailure(
    await Promise.all([
      run(`npx vitest run ${UNIT_PROJECTS.map((p) => `--project ${p}`).join(' ')}`, {
        capture: process.env.TEST_OUTPUT !== 'live',
      }),
      run('E2E_PARALLEL=1 npm run test:e2e'),
    ]),
  ),
);
await phase('timing-bound and multi-node server tests, alone', () =>
  run('npx vitest run --project server-serial'),
);
console.log(`=== phases: ${times.join(', ')}`);
