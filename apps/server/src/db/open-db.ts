import { join } from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrates it. */
export async function openDb(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgresDb({ connectionString: config.databaseUrl })
    : await openPgliteDb(join(config.dataDir, 'pglite'));
  await migrate(db);
  return db;
}
