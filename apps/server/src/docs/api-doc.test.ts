import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@slipstream/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import { registeredRoutes } from '../http/test-route-tree';
import { withGeneratedTables } from './generated-tables';

/** docs/API.md is written from the code: these checks fail when the two drift apart. */
const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const apiDoc = (): string => readFileSync(join(REPO, 'docs/API.md'), 'utf8');

/** `| `GET` | `/api/…` |` rows of the route tables, as "GET /api/…" with `{param}` placeholders. */
function documentedRoutes(doc: string): string[] {
  return [...doc.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE)` \| `([^`]+)` \|/gm)].map(
    ([, method, path]) => `${method} ${path}`,
  );
}

/** Parsed by config.ts but with no effect yet: not documented, so nobody sets them expecting something. */
const READ_BUT_INERT = new Set(['SENTRY_DSN']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('test-') ? [path] : [];
  });
}

describe('docs/API.md', () => {
  it('has generated tables in sync with the contract (run `npm run docs` after changing them)', () => {
    const doc = apiDoc();
    expect(withGeneratedTables(doc)).toBe(doc);
    for (const entry of Object.values(ERRORS))
      expect(doc).toContain(`| \`${entry.code}\` | ${entry.status} |`);
  });

  it('reads the route tables and the route tree (self-check)', () => {
    expect(documentedRoutes('| `PATCH` | `/api/platform/player/currency` | player | x |')).toEqual([
      'PATCH /api/platform/player/currency',
    ]);
    const tree = ['└── /', '    ├── a/', '    │   └── :id (GET, HEAD)', '    └── b (POST, PUT)'].join('\n');
    expect(registeredRoutes(tree)).toEqual(['GET /a/{id}', 'POST /b', 'PUT /b']);
  });

  describe('routes', () => {
    let db: Db;
    let tree: string;
    beforeAll(async () => {
      db = await openTestDb('pglite');
      const app = await buildApp(
        { config: loadConfig({ TOKEN_SECRET: 'docs', SIM_CONTROL: '1' }), db, clock: { now: () => 0 } },
        { catalogue: { sim: { size: { prematch: 4, live: 1, races: 1 } } } },
      );
      await app.ready();
      tree = app.printRoutes();
      await app.close();
    });
    afterAll(async () => {
      await db.close();
    });

    it('documents every route the server registers, and no other', () => {
      const registered = registeredRoutes(tree);
      expect(registered.length).toBeGreaterThan(50);
      expect([...new Set(documentedRoutes(apiDoc()))].sort()).toEqual([...new Set(registered)].sort());
    });
  });

  it('documents every environment variable the server and the web app read', () => {
    const files = [
      ...sourceFiles(join(REPO, 'apps/server/src')),
      ...['lib', 'app', 'components'].flatMap((dir) => sourceFiles(join(REPO, 'apps/web', dir))),
      join(REPO, 'apps/web/next.config.ts'),
    ];
    const read = new Map<string, string>();
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const names = [
        ...code.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g),
        ...code.matchAll(/^\s+(PUSH_[A-Z0-9_]+): '/gm),
      ];
      for (const [, name] of names) read.set(name!, relative(REPO, file));
    }
    expect(read.size).toBeGreaterThan(20);
    const doc = apiDoc();
    const missing = [...read].filter(([name]) => !READ_BUT_INERT.has(name) && !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
