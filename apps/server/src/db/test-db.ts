import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from './db';
import { migrate } from './migrate';
import { pgliteTemplate } from '../testing/pglite-template';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/**
 * The database engines a test suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set.
 * Use with `describe.each(testDbKinds())`.
 */
export function testDbKinds(): ('pglite' | 'postgres')[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database for one test suite: in-memory PGlite (from the run's migrated template when the
 * global setup made one: src/testing/pglite-template.ts), or a new schema on the real PostgreSQL server (dropped
 * on close) so parallel suites never see each other's rows.
 */
export async function openTestDb(kind: 'pglite' | 'postgres'): Promise<Db> {
  const template = kind === 'pglite' ? pgliteTemplate() : undefined;
  const db = template ? await openPgliteDb(undefined, template) : await openBlankTestDb(kind);
  await migrate(db);
  return db;
}

/** The same without any migration applied (tests of the migrations themselves). */
export async function openBlankTestDb(kind: 'pglite' | 'postgres'): Promise<Db> {
  if (kind === 'pglite') return openPgliteDb(undefined);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openPostgresDb({ connectionString: url, schema });
  return {
    ...db,
    async close() {
      await db.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP SCHEMA ${schema} CASCADE`);
      await drop.end();
    },
  };
}
