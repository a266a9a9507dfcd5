import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { openTestDb } from '../db/test-db';

/**
 * A suite's whole apps: `appIn(env)` builds one with `options` over a PGlite database of its own, configured by
 * `env` (a test secret, the clock at 0); the databases close after the suite.
 */
export function suiteApps(
  options?: BuildAppOptions,
): (env: Record<string, string>) => Promise<FastifyInstance> {
  const dbs: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const db of dbs) await db.close();
  });
  return async (env) => {
    const db = await openTestDb('pglite');
    dbs.push(db);
    return buildApp(
      { config: loadConfig({ TOKEN_SECRET: 'test', ...env }), db, clock: { now: () => 0 } },
      options,
    );
  };
}
