// `npm test`: everything CI runs, in phases, with each phase's time printed at the end.
//   1. checks: typecheck beside lint + format check (independent and single-threaded, so two cores run both);
//   2. unit and integration tests (vitest projects, root vitest.config.ts);
//   3. end-to-end tests (e2e/run.mjs: the shared-server and own-server groups side by side).
// A failing phase stops the run with its status. The checks' output is printed whole as each one ends, so the
// two never interleave.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
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

await phase('checks (typecheck, lint, format)', async () => {
  const codes = await Promise.all([
    run('npm run typecheck', { capture: true }),
    run('npm run lint && npm run format:check', { capture: true }),
  ]);
  return codes.find((c) => c !== 0) ?? 0;
});
await phase('unit and integration tests', () => run('npm run test:unit'));
await phase('end-to-end tests', () => run('npm run test:e2e'));
console.log(`=== phases: ${times.join(', ')}`);
