// The e2e files in lanes that run side by side (run.mjs, E2E_PARALLEL=1). A lane runs its shared-server files
// (on a shared server of its own, support/global-setup.ts) and then its own-server files, each group one file
// after another: no two lanes share a server, a database or feed control, so together they only share the machine.
// Files go to lanes by their last measured seconds (file-seconds.json, longest first, each to the lane with the
// least so far), so the lanes end together. `node lanes.mjs --refresh` rewrites the table from the JSON reports
// of the last run in artifacts/; a file not in the table counts as DEFAULT_SECONDS.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = fileURLToPath(new URL('.', import.meta.url));
const TABLE = `${E2E}file-seconds.json`;
const DEFAULT_SECONDS = 30;
/** A shared server's start, paid once by each lane that runs shared files. */
const SHARED_SERVER_SECONDS = 15;

/** Every e2e file with its project (e2e-shared or e2e-own), as vitest itself lists them. */
export function listFiles() {
  const out = spawnSync('npx', ['vitest', 'list', '--filesOnly', '--json', '--config', 'vitest.config.ts'], {
    cwd: E2E,
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`vitest list failed: ${out.stderr}`);
  return JSON.parse(out.stdout).map((f) => ({ file: relative(E2E, f.file), project: f.projectName }));
}

function readTable() {
  return existsSync(TABLE) ? JSON.parse(readFileSync(TABLE, 'utf8')) : {};
}

/** `count` lanes, each { 'e2e-shared': [files], 'e2e-own': [files], seconds }. */
export function planLanes(files, count, seconds = readTable()) {
  const lanes = Array.from({ length: count }, () => ({ 'e2e-shared': [], 'e2e-own': [], seconds: 0 }));
  const cost = (f) => seconds[f.file] ?? DEFAULT_SECONDS;
  for (const f of [...files].sort((a, b) => cost(b) - cost(a) || a.file.localeCompare(b.file))) {
    const lane = lanes.reduce((best, l) => (l.seconds < best.seconds ? l : best));
    if (f.project === 'e2e-shared' && lane['e2e-shared'].length === 0) lane.seconds += SHARED_SERVER_SECONDS;
    lane[f.project].push(f.file);
    lane.seconds += cost(f);
  }
  for (const lane of lanes) for (const p of ['e2e-shared', 'e2e-own']) lane[p].sort();
  return lanes;
}

/** The table from the last run's reports: each file's seconds, rounded up. */
function refresh() {
  const table = readTable();
  for (const report of readdirSync(`${E2E}artifacts`).filter((f) => f.endsWith('-results.json'))) {
    const { testResults } = JSON.parse(readFileSync(`${E2E}artifacts/${report}`, 'utf8'));
    for (const t of testResults) table[relative(E2E, t.name)] = Math.ceil((t.endTime - t.startTime) / 1000);
  }
  const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(TABLE, JSON.stringify(sorted, null, 2) + '\n');
  console.log(`wrote ${relative(process.cwd(), TABLE)}: ${Object.keys(sorted).length} files`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--refresh')) refresh();
  else
    for (const [i, lane] of planLanes(listFiles(), Number(process.env.E2E_LANES ?? 2)).entries())
      console.log(`lane ${i + 1}: ${lane.seconds} s`, lane);
}
