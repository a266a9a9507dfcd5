import { readdirSync } from 'node:fs';
import type { Db } from '../db/db';
import { MIGRATIONS_DIR } from '../db/migrate';

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; feed: boolean };
}

/**
 * GET /readyz (API.md "Modes and deployment"): 200 only when this node can serve: the database answers, every
 * migration this build ships is applied, and the feed is loaded and ticking. /healthz stays the liveness check.
 */
export function createReadiness(db: Db, feedAlive: () => boolean, migrationsDir = MIGRATIONS_DIR) {
  const expected = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
  return async (): Promise<Readiness> => {
    let database = false;
    let migrations = false;
    try {
      const applied = new Set(
        (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
      );
      database = true;
      migrations = expected.every((f) => applied.has(f));
    } catch {
      // unreachable database, or no schema_migrations table yet: not ready
    }
    let feed = false;
    try {
      feed = feedAlive();
    } catch {
      feed = false;
    }
    return { ready: database && migrations && feed, checks: { database, migrations, feed } };
  };
}
