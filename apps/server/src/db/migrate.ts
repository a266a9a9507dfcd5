import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../repo-files';
import type { Db } from './db';
import { applyFunctionFiles } from './repeatable-functions';

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'migrations');

/**
 * Applies every numbered `migrations/*.sql` not yet applied, in file-name order, then every repeatable function
 * file `migrations/functions/*.sql` whose content changed (docs/DATABASE.md), all in one transaction.
 * An advisory lock, taken before anything else, makes concurrent starts of several server instances safe.
 * Number ranges by module: 01xx catalogue/feed, 02xx push, 03xx accounts/wallet, 04xx bets, 05xx+ later.
 * Answers the names applied (`0810_self_exclusion.sql`, `functions/place_bets.sql`).
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // The lock comes first, before anything is touched, the migrations table included: two sessions creating
    // it at once collide on PostgreSQL's catalogue (duplicate key on pg_type) even with IF NOT EXISTS.
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.query(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    // A database a newer build has migrated (a numbered migration this one does not ship: an older node restarting
    // in a rolling deploy, or a rollback) keeps the newer build's functions, which match its newer schema.
    if ([...done].every((name) => files.includes(name))) applied.push(...(await applyFunctionFiles(tx, dir)));
  });
  return applied;
}
