import { readdirSync } from 'node:fs';
import type { Db } from '../db/db';
import { MIGRATIONS_DIR } from '../db/migrate';
import { functionFiles } from '../db/repeatable-functions';

export interface Readiness {
  ready: boolean;
  /** Ready, but without Redis (cluster mode): answers still come, pushes and the feed stream wait in memory. */
  degraded: boolean;
  checks: { database: boolean; migrations: boolean; feed: boolean; redis?: boolean };
}

/**
 * GET /readyz (API.md "Modes and deployment"): 200 only when this node can serve: the database answers, every
 * migration this build ships is applied (its function files too), and the feed is loaded and
 * ticking. /healthz stays the liveness check.
 * In cluster mode a node that cannot reach Redis is still ready (no request waits on Redis) but degraded.
 */
export function createReadiness(
  db: Db,
  feedAlive: () => boolean,
  migrationsDir = MIGRATIONS_DIR,
  redisUp?: () => boolean,
) {
  const expected = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
  const expectedFunctions = functionFiles(migrationsDir);
  return async (): Promise<Readiness> => {
    let database = false;
    let migrations = false;
    try {
      const applied = new Set(
        (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
      );
      database = true;
      // A function file counts once applied at any checksum: a newer node of a rolling deploy may have written
      // its newer version, which is no reason to take this one out of service.
      const functions = new Set(
        (await db.query<{ name: string }>('SELECT name FROM schema_functions')).rows.map((r) => r.name),
      );
      migrations =
        expected.every((f) => applied.has(f)) && expectedFunctions.every((f) => functions.has(f.name));
    } catch {
      // unreachable database, or no schema_migrations (schema_functions) table yet: not ready
    }
    let feed = false;
    try {
      feed = feedAlive();
    } catch {
      feed = false;
    }
    const ready = database && migrations && feed;
    if (!redisUp) return { ready, degraded: false, checks: { database, migrations, feed } };
    const redis = redisUp();
    return { ready, degraded: ready && !redis, checks: { database, migrations, feed, redis } };
  };
}
