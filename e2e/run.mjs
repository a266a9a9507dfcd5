// `npm run test -w e2e`: builds what changed, then runs the two e2e projects (vitest.config.ts): the files on the
// shared server, then the files that start their own. With E2E_PARALLEL=1 they run side by side in separate
// processes, the shared-server files split over E2E_SHARDS processes (vitest's --shard, 2 by default in that mode),
// each with a shared server of its own (its global setup starts one): no two processes share a server, so together
// they only share the machine. Every line is prefixed with its stream; the exit status fails when any fails. Extra
// arguments go to every stream (a file filter narrows each to its matching files; a stream with none exits cleanly).
// Side by side, a file that failed (after its tests' one retry in CI) is run once more at the end, alone on the
// machine, and the run fails if it fails again: several streams at once load the machine more than one alone, and
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

/** One vitest process: `project`'s files (a shard of them when `shard` is "i/n"), reported as `name`. */
function runProject(project, { files = process.argv.slice(2), shard, name = project } = {}) {
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
      ...(shard ? [`--shard=${shard}`] : []),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportOf(name)}`,
      ...files,
    ],
    // A shard's shared server logs to a file of its own (support/global-setup.ts).
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
// Side by side only when asked (TEST_SIDE_BY_SIDE=1 npm test does, beside the unit tests: scripts/test.mjs). A
// whole sequential run used 0.4 of a core on average by `time`, but three streams beside the unit tests held the
// machine at a load of 15 and ran files at their 60 s limit, so one after another is the default (CONTRIBUTING.md).
const parallel = process.env.E2E_PARALLEL === '1';
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (parallel ? 2 : 1)));
const sharedStreams =
  shards === 1
    ? [{ project: 'e2e-shared' }]
    : Array.from({ length: shards }, (_, i) => ({
        project: 'e2e-shared',
        shard: `${i + 1}/${shards}`,
        name: `e2e-shared-${i + 1}`,
      }));
const streams = [...sharedStreams, { project: 'e2e-own' }];
const results = [];
if (parallel) results.push(...(await Promise.all(streams.map((s) => runProject(s.project, s)))));
else for (const s of streams) results.push(await runProject(s.project, s));
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
