import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openBlankTestDb, openTestDb } from '../db/test-db';
import { PGLITE_TEMPLATE_ENV } from './pglite-template';

describe("the run's migrated PGlite template (global setup)", () => {
  it('reaches the test workers, and a suite database from it is fully migrated: migrate finds nothing to apply', async () => {
    expect(process.env[PGLITE_TEMPLATE_ENV]).toBeTruthy();
    const db = await openTestDb('pglite');
    try {
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('gives the same migrations as a database migrated from blank, and each suite its own copy', async () => {
    const blank = await openBlankTestDb('pglite');
    const a = await openTestDb('pglite');
    const b = await openTestDb('pglite');
    try {
      await migrate(blank);
      const names = async (db: typeof a) =>
        (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map(
          (r) => r.name,
        );
      expect(await names(a)).toEqual(await names(blank));
      await a.query('CREATE TABLE only_in_a (i int)');
      const seen = await b.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'only_in_a'",
      );
      expect(seen.rows[0]?.n).toBe(0);
    } finally {
      await Promise.all([blank.close(), a.close(), b.close()]);
    }
  });
});
