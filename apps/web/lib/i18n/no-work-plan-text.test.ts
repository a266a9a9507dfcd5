import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Players never read about the project's work plan ("arrives with the account issue"): a page that is not
 * built does not ship. Code comments may speak of issues; strings and JSX text may not. Scans every source
 * file a page is built from, with comments removed.
 */
const WEB = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['app', 'components', 'lib'];
const WORK_PLAN = [
  /\b(?:the|an?|later|next|this|that)\s+(?:[\w-]+\s+){0,2}issue\b/i,
  /\barrives?\s+(?:with|in)\b/i,
  /\bwave\s+\d\b/i,
  /\b(?:coming soon|not (?:yet )?built|roadmap|work plan)\b/i,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file without its comments (line comments need a space or line start before them: URLs keep theirs). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

describe('player-visible text', () => {
  it('finds work-plan wording in strings but not in comments (self-check)', () => {
    const code = withoutComments(
      `// arrives with the account issue\nconst a = 'Forms arrive with the account issue.';`,
    );
    expect(WORK_PLAN.some((p) => p.test(code))).toBe(true);
    expect(WORK_PLAN.some((p) => p.test(withoutComments('/* the bonuses issue */ const b = 1;')))).toBe(
      false,
    );
  });

  it('never speaks of the work plan (issues, waves, "arrives with")', () => {
    const offenders: string[] = [];
    // The English catalogue is player-visible text too (the others translate it).
    const files = [...SOURCES.flatMap((dir) => sourceFiles(join(WEB, dir))), join(WEB, 'messages/en.json')];
    for (const file of files) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const line of code.split('\n')) {
        if (WORK_PLAN.some((p) => p.test(line))) offenders.push(`${relative(WEB, file)}: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
