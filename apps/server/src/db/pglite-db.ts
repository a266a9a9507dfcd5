import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';

/**
 * Embedded PostgreSQL. `dataDir` undefined = in memory (tests). One connection: transactions serialize.
 * `loadDataDir` starts an in-memory database from a dump (`dumpDataDir`) instead of an empty one: the tests'
 * migrated template (src/testing/pglite-template.ts), which skips initdb and the migrations for each suite.
 */
export async function openPgliteDb(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite(loadDataDir ? { loadDataDir } : undefined);
  await pg.waitReady;
  return pgliteDb(pg);
}

/** The `Db` over a ready PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  const wrap = (q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      // Like `pg`, a query without parameters goes by the simple protocol, so a migration file of several
      // statements runs as one call on both engines; the last statement's result is returned.
      if (!params || params.length === 0) {
        const last = (await q.exec(sql)).at(-1);
        return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      const res = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
