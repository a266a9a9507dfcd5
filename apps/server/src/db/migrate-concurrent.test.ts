import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { openPostgresDb } from './postgres-db';

// Nodes started together on a fresh database (docs/DEPLOY.md): each is its own session, as separate pools are.
describe.skipIf(!process.env.DATABASE_URL)('migrations started together on a fresh PostgreSQL schema', () => {
  it('every starter succeeds and each migration is applied once (the lock comes before the migrations table)', async () => {
    const url = process.env.DATABASE_URL!;
    for (let round = 0; round < 3; round++) {
      const schema = `m_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const dbs = await Promise.all(
        Array.from({ length: 6 }, () => openPostgresDb({ connectionString: url, schema, max: 1 })),
      );
      try {
        const results = await Promise.allSettled(dbs.map((db) => migrate(db)));
        const failures = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
        expect(failures).toEqual([]);
        const applied = results.map((r) => (r.status === 'fulfilled' ? r.value.length : 0));
        // One starter applied everything, the others found nothing left to do.
        expect(applied.filter((n) => n > 0)).toHaveLength(1);
        const { rows } = await admin.query<{ n: string; d: string }>(
          `SELECT count(*) AS n, count(DISTINCT name) AS d FROM ${schema}.schema_migrations`,
        );
        expect(rows[0]!.n).toBe(rows[0]!.d);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    }
  }, 120_000);
});
