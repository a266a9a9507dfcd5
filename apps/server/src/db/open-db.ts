import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR) and migrates it. */
export async function openDb(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Db> {
  // PGlite creates its own folder but not the ones above it: DATA_DIR may name a folder that does not exist yet
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl) {
    const db = await openPostgresDb({ connectionString: config.databaseUrl });
    await migrate(db);
    db.limitStatements(); // after migrations, which may take long on a large database
    return db;
  }
  const db = await openPgliteDb(join(config.dataDir, 'pglite'));
  await migrate(db);
  return db;
}
