// `npm start`'s build step: builds the server bundle and the web app only when their inputs changed since the
// last build, so a second start is a start (seconds), not a Next build (a minute). The inputs' fingerprint is the
// SHA-256 of every source file the two builds read (paths and contents, generated folders skipped), kept beside
// each build's output; a build that fails leaves no fingerprint, so the next start builds again.
// `npm run build` always builds. Arguments name the targets to consider (`web`, `server`); none means both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIP = new Set(['node_modules', '.next', '.next-bench', 'dist', '.data', 'coverage', 'artifacts']);

function fingerprint(dirs, files) {
  const hash = createHash('sha256');
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (SKIP.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile()) add(path);
    }
  };
  const add = (path) => {
    hash.update(relative(ROOT, path));
    hash.update('\0');
    hash.update(readFileSync(path));
  };
  for (const d of dirs) visit(join(ROOT, d));
  for (const f of files) if (existsSync(join(ROOT, f))) add(join(ROOT, f));
  return hash.digest('hex');
}

const COMMON = ['packages', 'config'];
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const targets = [
  {
    name: 'server',
    inputs: () =>
      fingerprint(
        ['apps/server/src', 'apps/server/scripts', ...COMMON],
        [...ROOT_FILES, 'apps/server/package.json'],
      ),
    stamp: 'apps/server/dist/.inputs-sha256',
    output: 'apps/server/dist/main.js',
    command: ['npm', 'run', 'build', '-w', 'apps/server'],
  },
  {
    name: 'web',
    inputs: () => fingerprint(['apps/web', ...COMMON], ROOT_FILES),
    stamp: 'apps/web/.next/.inputs-sha256',
    output: 'apps/web/.next/BUILD_ID',
    command: ['npm', 'run', 'build', '-w', 'apps/web'],
  },
];

const wanted = process.argv.slice(2);
for (const name of wanted)
  if (!targets.some((t) => t.name === name)) {
    console.error(`unknown build target ${name}: one of ${targets.map((t) => t.name).join(', ')}`);
    process.exit(2);
  }
for (const t of targets.filter((t) => wanted.length === 0 || wanted.includes(t.name))) {
  const stamp = join(ROOT, t.stamp);
  if (existsSync(join(ROOT, t.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === t.inputs()) {
    console.log(`${t.name}: up to date (inputs unchanged since its last build)`);
    continue;
  }
  const result = spawnSync(t.command[0], t.command.slice(1), { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // taken after the build: a file the build itself rewrites (next-env.d.ts) must not force the next one
  writeFileSync(stamp, t.inputs());
}
