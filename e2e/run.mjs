// `npm run test -w e2e`: builds what changed, then runs the two e2e projects (vitest.config.ts): the files on the
// shared server, then the files that start their own. With E2E_PARALLEL=1 the two run side by side in two
// processes (they share no server, so together they only share the machine). Every line is
// prefixed with its project; the exit status fails when either fails. Extra arguments go to both (a file filter
// narrows each project to its matching files; a project with none exits cleanly).
// Side by side, a file that failed (after its tests' one retry in CI) is run once more at the end, alone on the
// machine, and the run fails if it fails again: two groups at once load the machine more than either alone, and
// a wall-clock wait that only the contention broke should not fail the run. The log names each such file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const E2E = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

mkdirSync(`${E2E}artifacts`, { recursive: true });
const reportOf = (name) => `${E2E}artifacts/${name}-results.json`;

function runProject(name, files = process.argv.slice(2)) {
  rmSync(reportOf(name), { force: true });
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
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportOf(name)}`,
      ...files,
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

/** The files of a project's run that failed, from its JSON report (null when there is no report to read). */
function failedFiles(name) {
  if (!existsSync(reportOf(name))) return null;
  const report = JSON.parse(readFileSync(reportOf(name), 'utf8'));
  return report.testResults.filter((t) => t.status === 'failed').map((t) => relative(E2E, t.name));
}

const started = Date.now();
// Side by side only when asked: on two cores, two browsers and their servers kept the machine at a load of 10–14
// and stretched each file 2–4×, so one after another is the default (docs in CONTRIBUTING.md).
const parallel = process.env.E2E_PARALLEL === '1';
const results = parallel
  ? await Promise.all([runProject('e2e-shared'), runProject('e2e-own')])
  : [await runProject('e2e-shared'), await runProject('e2e-own')];
for (const r of results)
  console.log(`--- ${r.name}: ${r.code === 0 ? 'passed' : `failed (${r.signal ?? r.code})`}`);
let ok = true;
for (const r of results) {
  if (r.code === 0) continue;
  const files = parallel ? failedFiles(r.name) : null;
  if (!files || files.length === 0) {
    ok = false; // alone already, or failed without a failing file (a setup error, a crash)
    continue;
  }
  console.log(`--- ${r.name}: running ${files.join(', ')} once more, alone`);
  const again = await runProject(r.name, files);
  console.log(`--- ${r.name} alone: ${again.code === 0 ? 'passed' : 'failed again'} (${files.join(', ')})`);
  if (again.code !== 0) ok = false;
}
console.log(`--- e2e done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
