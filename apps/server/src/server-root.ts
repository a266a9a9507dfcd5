import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found by walking up from this module to the package.json named @slipstream/server: the same answer
 * from the TypeScript sources (src/…) under tsx and Vitest and from the compiled bundle (dist/main.js).
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@slipstream/server'
    )
      return dir;
    if (dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));
