import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The e2e files in two groups that run side by side (run.mjs): the files that use the run's shared server
 * (`suite.baseUrl`), one after another, and the files that start their own server and touch nothing else, one
 * after another in a second process. Each group is sequential because the machine has two cores; the two
 * groups share no server, no database and no feed control, so neither sees the other's players or prices.
 * A file is "own-server" when it starts a server and never reads the shared one; reading the shared one from an
 * own-server file fails loudly (browser-suite.ts), so a misfiled test cannot pass by accident.
 */
const TESTS = join(dirname(fileURLToPath(import.meta.url)), '../tests');

export function isOwnServerFile(source: string): boolean {
  return /\bstartServer\(/.test(source) && !/\bsuite\.baseUrl\b/.test(source);
}

function testFiles(): { file: string; source: string }[] {
  return readdirSync(TESTS)
    .filter((f) => f.endsWith('.e2e.ts'))
    .sort()
    .map((f) => ({ file: `tests/${f}`, source: readFileSync(join(TESTS, f), 'utf8') }));
}

const files = testFiles();
export const OWN_SERVER_FILES = files.filter((t) => isOwnServerFile(t.source)).map((t) => t.file);
export const SHARED_SERVER_FILES = files.filter((t) => !isOwnServerFile(t.source)).map((t) => t.file);
