import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Queryable } from './db';

/** The folder of repeatable function files inside a migrations folder: `migrations/functions/<function>.sql`. */
export const FUNCTIONS_SUBDIR = 'functions';

/** One repeatable file: `name` as recorded (`functions/place_bets.sql`), the function it defines, its checksum. */
export interface FunctionFile {
  name: string;
  functionName: string;
  sql: string;
  checksum: string;
}

/** The repeatable files of `migrationsDir`, in name order (none when the folder is absent). */
export function functionFiles(migrationsDir: string): FunctionFile[] {
  const dir = join(migrationsDir, FUNCTIONS_SUBDIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const sql = readFileSync(join(dir, f), 'utf8');
      return {
        name: `${FUNCTIONS_SUBDIR}/${f}`,
        functionName: basename(f, '.sql'),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/**
 * Applies each repeatable function file (docs/DATABASE.md) whose checksum differs from the one recorded in
 * `schema_functions`, or whose function is missing from the schema (a numbered migration dropped it), and records
 * the checksum. Runs inside migrate's transaction, under its lock, after the numbered migrations.
 */
export async function applyFunctionFiles(tx: Queryable, migrationsDir: string): Promise<string[]> {
  await tx.query(
    'CREATE TABLE IF NOT EXISTS schema_functions (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const recorded = new Map(
    (
      await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_functions')
    ).rows.map((r) => [r.name, r.checksum]),
  );
  const present = new Set(
    (
      await tx.query<{ proname: string }>(
        'SELECT proname FROM pg_proc WHERE pronamespace = current_schema()::regnamespace',
      )
    ).rows.map((r) => r.proname),
  );
  const applied: string[] = [];
  for (const file of functionFiles(migrationsDir)) {
    if (recorded.get(file.name) === file.checksum && present.has(file.functionName)) continue;
    await tx.query(file.sql);
    await tx.query(
      `INSERT INTO schema_functions (name, checksum) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [file.name, file.checksum],
    );
    applied.push(file.name);
  }
  return applied;
}
