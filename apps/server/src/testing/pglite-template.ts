import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite-db';

/**
 * A migrated PGlite, made once per test run and dumped to a file: each suite's in-memory database starts from
 * it (openTestDb), which skips PGlite's initdb and the migrations, the bulk of opening one (about 5 s of CPU
 * on this machine, against 2 s for a load). The suite still runs `migrate` on it, which finds nothing to apply;
 * a template older than the migrations (a run without the global setup) is brought up to date the same way.
 * The migration tests start from `openBlankTestDb`, never from the template.
 */
export const PGLITE_TEMPLATE_ENV = 'SLIPSTREAM_TEST_PGLITE_TEMPLATE';

/** Makes the template for this run (global setup) and points the workers at it; answers its removal. */
export async function makePgliteTemplate(): Promise<() => void> {
  const db = new PGlite();
  await db.waitReady;
  await migrate(pgliteDb(db));
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = join(
    tmpdir(),
    `slipstream-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}

/** The template of this run, when the global setup made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
