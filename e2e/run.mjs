// `npm run test -w e2e`: builds what changed, then runs the two e2e projects (vitest.config.ts): the files on the
// shared server, then the files that start their own. With E2E_PARALLEL=1 (what `npm test` runs) the files run in
// E2E_LANES lanes side by side (2 by default, lanes.mjs), each lane a separate vitest process per group, and each
// lane's shared-server files on a shared server of its own: no two processes share a server, so together they only
// share the machine. Every line is prefixed with its process; the exit status fails when any fails. Extra
// arguments narrow the files (a file filter, as vitest takes one).
// Side by side, a file that failed (after its tests' one retry in CI) is run once more at the end, alone on the
// machine, and the run fails if it fails again: several processes at once load the machine more than one alone,
// and a wall-clock wait that only the contention broke should not fail the run. The log names each such file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { listFiles, planLanes } from './lanes.mjs';

const E2E = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const built = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

mkdirSync(`${E2E}artifacts`, { recursive: true });
const reportOf = (name) => `${E2E}artifacts/${name}-results.json`;

/** One vitest process: `project`'s files (or those `files` name), reported as `name`. */
function runProject(project, { files = process.argv.slice(2), name = project } = {}) {
  rmSync(reportOf(name), { force: true });
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.config.ts',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportOf(name)}`,
      ...files,
    ],
    // Each process's shared server logs to a file of its own (support/global-setup.ts).
    {
      cwd: E2E,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, E2E_SERVER_LOG: `server-${name}.log` },
    },
  );
  const prefix = `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: stream }).on('line', (line) => out.write(prefix + line + '\n'));
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ name, project, code: code ?? 1, signal })),
  );
}

/** The files of a project's run that failed, from its JSON report (null when there is no report to read). */
function failedFiles(name) {
  if (!existsSync(reportOf(name))) return null;
  const report = JSON.parse(readFileSync(reportOf(name), 'utf8'));
  return report.testResults.filter((t) => t.status === 'failed').map((t) => relative(E2E, t.name));
}

const started = Date.now();
// Side by side only when asked (scripts/test.mjs asks): E2E_PARALLEL=1 runs E2E_LANES lanes (2 by default) at once,
// each its share of both groups (lanes.mjs). One after another, the default, runs the shared-server files, then
// the own-server files. Extra arguments narrow the files either way (a file filter, as vitest takes one).
const parallel = process.env.E2E_PARALLEL === '1';
const results = [];
if (parallel) {
  const filters = process.argv.slice(2);
  const files = listFiles().filter((f) => filters.length === 0 || filters.some((x) => f.file.includes(x)));
  const lanes = planLanes(files, Math.max(1, Number(process.env.E2E_LANES ?? 2)));
  const runLane = async (lane, i) => {
    const out = [];
    for (const project of ['e2e-shared', 'e2e-own'])
      if (lane[project].length > 0)
        out.push(await runProject(project, { files: lane[project], name: `${project}-${i + 1}` }));
    return out;
  };
  lanes.forEach((lane, i) => console.log(`--- lane ${i + 1}: about ${lane.seconds} s of files`));
  results.push(...(await Promise.all(lanes.map(runLane))).flat());
} else for (const project of ['e2e-shared', 'e2e-own']) results.push(await runProject(project));
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
  const again = await runProject(r.project, { files, name: `${r.name}-again` });
  console.log(`--- ${r.name} alone: ${again.code === 0 ? 'passed' : 'failed again'} (${files.join(', ')})`);
  if (again.code !== 0) ok = false;
}
console.log(`--- e2e done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(ok ? 0 : 1);
