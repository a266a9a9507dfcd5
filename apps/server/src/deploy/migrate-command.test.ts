import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/migrate';
import { COMPILED_MAIN, throwawaySchema } from '../testing/compiled-server';

/** `node dist/main.js migrate` (docs/DEPLOY.md "Migrations"): migrates the configured database and exits. */
function runMain(args: string[], env: Record<string, string>) {
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TOKEN_SECRET: 'migrate-test',
    ...env,
  };
  const cwd = mkdtempSync(join(tmpdir(), 'slipstream-migrate-'));
  try {
    return spawnSync(process.execPath, [COMPILED_MAIN, ...args], {
      cwd,
      env: childEnv as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 120_000,
    });
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

const numbered = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d+.*\.sql$/.test(f)).length;

describe('DEP-MIGRATE: the compiled server migrates and exits on `migrate`', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('DEP-MIGRATE-1: on PGlite under DATA_DIR it applies every migration, exits 0, and a second run finds nothing to do', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-migrate-data-'));
    dirs.push(dataDir);
    const first = runMain(['migrate'], { DATA_DIR: dataDir });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('the database is migrated');
    const second = runMain(['migrate'], { DATA_DIR: dataDir });
    expect(second.status, second.stderr).toBe(0);
  }, 180_000);

  it.runIf(process.env.DATABASE_URL)(
    'DEP-MIGRATE-1: on PostgreSQL it applies every numbered migration and starts nothing',
    async () => {
      const schema = await throwawaySchema(process.env.DATABASE_URL!, 'm');
      try {
        const result = runMain(['migrate'], { DATABASE_URL: schema.databaseUrl, PORT: '1' });
        expect(result.status, result.stderr).toBe(0);
        const client = new pg.Client({ connectionString: schema.databaseUrl });
        await client.connect();
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM schema_migrations WHERE name ~ '^[0-9]'`,
        );
        await client.end();
        expect(Number(rows[0]!.n)).toBe(numbered);
      } finally {
        await schema.drop();
      }
    },
    180_000,
  );

  it('DEP-MIGRATE-2: an unknown command is refused with exit status 2 and touches nothing', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'slipstream-migrate-data-'));
    dirs.push(dataDir);
    const result = runMain(['migrat'], { DATA_DIR: dataDir });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown command "migrat"');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
