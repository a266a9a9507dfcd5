// `npm run test -w e2e`: builds what changed, then runs the two e2e projects (vitest.config.ts) side by side in
// two processes: the files on the shared server and the files that start their own. Each project runs its files
// one after another; the two share no server, so running them together only shares the machine. Every line is
// prefixed with its project; the exit status fails when either fails. Extra arguments go to both (a file filter
// narrows each project to its matching files; a project with none exits cleanly).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const E2E = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

function runProject(name) {
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.config.ts',
      '--project',
      name,
      '--passWithNoTests',
      ...process.argv.slice(2),
    ],
    { cwd: E2E, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  const prefix = `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream }).on('line', (line) => out.write(prefix + line + '\n'));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ name, code: code ?? 1, signal })),
  );
}

const started = Date.now();
const results = await Promise.all([runProject('e2e-shared'), runProject('e2e-own')]);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
for (const r of results)
  console.log(`--- ${r.name}: ${r.code === 0 ? 'passed' : `failed (${r.signal ?? r.code})`}`);
console.log(`--- e2e done in ${seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
