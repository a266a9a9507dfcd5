import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one way the server finds the repository's files (operator default, migrations, the web build, static
 * assets). Every module that reads a file of the repository asks here; none counts `../` steps from its own
 * `import.meta.url`, whose place differs between the TypeScript sources (src/…, under tsx and Vitest) and the
 * compiled bundle (dist/main.js). Both walk up from this module to the package.json that names them, so the
 * answer is the same wherever the repository is cloned and whatever the working directory.
 */
function findUp(from: string, isRoot: (pkg: { name?: string; workspaces?: unknown }) => boolean): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && isRoot(JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string })) return dir;
    if (dirname(dir) === dir) throw new Error(`the Slipstream repository was not found above ${from}`);
  }
}

/** apps/server: the package.json named @slipstream/server above this module. */
export const SERVER_ROOT = findUp(
  dirname(fileURLToPath(import.meta.url)),
  (pkg) => pkg.name === '@slipstream/server',
);

/** The repository root: the npm workspaces root above apps/server. */
export const REPO_ROOT = findUp(dirname(SERVER_ROOT), (pkg) => Array.isArray(pkg.workspaces));

/** A path inside the repository, from segments relative to its root (`repoPath('config', 'x.json')`). */
export function repoPath(...segments: string[]): string {
  return join(REPO_ROOT, ...segments);
}
