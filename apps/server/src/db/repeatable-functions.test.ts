import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { FUNCTIONS_SUBDIR, functionFiles } from './repeatable-functions';
import { openBlankTestDb, testDbKinds } from './test-db';

// docs/DATABASE.md "Stored functions": numbered migrations first, then each functions/<name>.sql whose checksum
// changed. The last numbered migration from before the function files; a later one writes only new functions.
const LAST_BEFORE_FUNCTION_FILES = '0810_self_exclusion.sql';
const numbered = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const files = functionFiles(MIGRATIONS_DIR);
const dirs: string[] = [];

/** A migrations folder of the numbered migrations (plus `extra` ones), and the function files when given. */
function migrationsDir(
  functions: Record<string, string> | undefined,
  extra: Record<string, string> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  for (const f of numbered) symlinkSync(join(MIGRATIONS_DIR, f), join(dir, f));
  for (const [f, sql] of Object.entries(extra)) writeFileSync(join(dir, f), sql);
  if (functions) {
    mkdirSync(join(dir, FUNCTIONS_SUBDIR));
    for (const [f, sql] of Object.entries(functions)) writeFileSync(join(dir, FUNCTIONS_SUBDIR, f), sql);
  }
  return dir;
}

const shipped = (): Record<string, string> =>
  Object.fromEntries(files.map((f) => [f.name.slice(FUNCTIONS_SUBDIR.length + 1), f.sql]));

/** Every function of the schema as pg_get_functiondef writes it, the schema's name taken out. */
async function definitions(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string; def: string; schema: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def, current_schema() AS schema
       FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
      ORDER BY p.proname, p.oid`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.def.replaceAll(`${r.schema}.`, '')]));
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the function files themselves', () => {
  it('each file defines (CREATE OR REPLACE) the one function it is named after', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const created = [...f.sql.matchAll(/^CREATE(?: OR REPLACE)? FUNCTION (\w+)\(/gm)];
      expect(
        created.map((m) => m[0]),
        f.name,
      ).toEqual([`CREATE OR REPLACE FUNCTION ${f.functionName}(`]);
    }
  });

  it(`numbered migrations after ${LAST_BEFORE_FUNCTION_FILES} write no function an earlier one wrote`, () => {
    const written = new Set<string>();
    for (const f of numbered) {
      const sql = readFileSync(join(MIGRATIONS_DIR, f), 'utf8');
      for (const [, name] of sql.matchAll(/^CREATE(?: OR REPLACE)? FUNCTION (\w+)\(/gim)) {
        if (f > LAST_BEFORE_FUNCTION_FILES) expect(written.has(name!), `${f} redefines ${name}`).toBe(false);
        written.add(name!);
      }
    }
  });
});

describe.each(testDbKinds())('stored functions from one file each (%s)', (kind) => {
  let existing: Db;
  let fresh: Db;
  let numberedDefinitions: Record<string, string>;
  /** What the shipped files leave: the numbered migrations' functions as their files now define them (a file is
   * where a function changes), plus functions that only have a file (user_limit_convert, 0830). */
  let shippedDefinitions: Record<string, string>;
  let firstRun: string[];
  let freshRun: string[];

  beforeAll(async () => {
    // A database at the last numbered migration, as the server left it before the function files existed.
    existing = await openBlankTestDb(kind);
    await migrate(existing, migrationsDir(undefined));
    numberedDefinitions = await definitions(existing);
    firstRun = await migrate(existing);
    fresh = await openBlankTestDb(kind);
    freshRun = await migrate(fresh);
    shippedDefinitions = await definitions(fresh);
  });

  afterAll(async () => {
    await existing?.close();
    await fresh?.close();
  });

  it('every function has its file, and an existing database ends with the definitions the files write', async () => {
    const fileFunctions = files.map((f) => f.functionName);
    for (const name of Object.keys(numberedDefinitions)) expect(fileFunctions, name).toContain(name);
    expect(firstRun).toEqual(files.map((f) => f.name));
    expect(Object.keys(shippedDefinitions).sort()).toEqual([...fileFunctions].sort());
    expect(await definitions(existing)).toEqual(shippedDefinitions);
  });

  it('a fresh database applies the numbered migrations, then the files, and ends with the same definitions', async () => {
    expect(freshRun).toEqual([...numbered, ...files.map((f) => f.name)]);
    expect(await definitions(fresh)).toEqual(await definitions(existing));
  });

  it("records each file's checksum and applies nothing again while the files are unchanged", async () => {
    for (const db of [existing, fresh]) {
      const { rows } = await db.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_functions ORDER BY name',
      );
      expect(rows).toEqual(
        files.map((f) => ({ name: f.name, checksum: createHash('sha256').update(f.sql).digest('hex') })),
      );
      expect(await migrate(db)).toEqual([]);
    }
  });

  it('a changed file is applied again (and only it), and so is the shipped one after it', async () => {
    const changed = shipped();
    changed['leadership_release.sql'] = changed['leadership_release.sql']!.replace(
      'BEGIN',
      'BEGIN\n  -- changed by the test',
    );
    expect(await migrate(existing, migrationsDir(changed))).toEqual(['functions/leadership_release.sql']);
    expect((await definitions(existing)).leadership_release).toContain('-- changed by the test');
    const { rows } = await existing.query<{ checksum: string }>(
      "SELECT checksum FROM schema_functions WHERE name = 'functions/leadership_release.sql'",
    );
    expect(rows[0]!.checksum).toBe(
      createHash('sha256').update(changed['leadership_release.sql']!).digest('hex'),
    );
    expect(await migrate(existing)).toEqual(['functions/leadership_release.sql']);
    expect(await definitions(existing)).toEqual(shippedDefinitions);
  });

  it('a function a later numbered migration drops is written again from its unchanged file', async () => {
    const dir = migrationsDir(shipped(), {
      '9999_drop_fence.sql': 'DROP FUNCTION leadership_fence(text, bigint);',
    });
    expect(await migrate(existing, dir)).toEqual(['9999_drop_fence.sql', 'functions/leadership_fence.sql']);
    expect(await definitions(existing)).toEqual(shippedDefinitions);
  });

  it('an older build (the database holds a numbered migration it lacks) leaves the newer functions alone', async () => {
    const older = shipped();
    older['leadership_release.sql'] = older['leadership_release.sql']!.replace('BEGIN', 'BEGIN\n  -- older');
    expect(await migrate(existing, migrationsDir(older))).toEqual([]);
    expect(await definitions(existing)).toEqual(shippedDefinitions);
  });
});
