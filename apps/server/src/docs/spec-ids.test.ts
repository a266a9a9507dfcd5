import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Test names cite SPEC.md rule IDs as "[AC9]": every cited ID must be a rule there, or the citation is noise. */
const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROOTS = ['packages', 'apps', 'e2e', 'bench'];
const SKIP = new Set(['node_modules', '.next', '.data', 'artifacts', 'dist']);
const TEST_FILE = /\.(test|e2e)\.tsx?$/;

function testFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return TEST_FILE.test(e.name) ? [path] : [];
  });
}

const citedIds = (source: string): string[] =>
  [...source.matchAll(/\[([A-Z]{2,4}\d+)\]/g)].map(([, id]) => id!);

const definedIds = (spec: string): Set<string> =>
  new Set([...spec.matchAll(/^- \*\*([A-Z]{2,4}\d+)\*\*/gm)].map(([, id]) => id!));

describe('SPEC.md rule IDs cited in tests', () => {
  it('reads citations and definitions (the check below can fail)', () => {
    expect(citedIds("it('[AC9] x [HW10] y', …); [a1] [A]")).toEqual(['AC9', 'HW10']);
    expect([...definedIds('- **AC8** rule\n- **AC9** rule\n  - **XX1** not a rule line\n')]).toEqual([
      'AC8',
      'AC9',
    ]);
  });

  it('every ID a test cites is a rule in packages/betting/SPEC.md', () => {
    const defined = definedIds(readFileSync(join(REPO, 'packages/betting/SPEC.md'), 'utf8'));
    const files = ROOTS.flatMap((root) => testFiles(join(REPO, root)));
    expect(files.length).toBeGreaterThan(50);
    const unknown = files.flatMap((file) =>
      citedIds(readFileSync(file, 'utf8'))
        .filter((id) => !defined.has(id))
        .map((id) => `${relative(REPO, file)}: [${id}]`),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });
});
