import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';

/**
 * The one way a server test suite gets a database and an app: a fresh database of `kind` (in-memory PGlite, or a
 * schema of its own on PostgreSQL, dropped on close), the harness `open` builds over it (the bets harness, the
 * surroundings harness…), opened before the suite's tests and handed to the suite's variables by `assign`; both
 * closed after the tests. `timeoutMs` bounds the opening (the project's hook timeout when absent). Usage: `let db: Db; let h: BetsHarness; suiteHarness(kind, betsHarness, (o) => ({ db, h } = o));`
 */
export function suiteHarness<H extends { close(): Promise<void> }>(
  kind: 'pglite' | 'postgres',
  open: (db: Db) => Promise<H>,
  assign: (opened: { db: Db; h: H }) => void,
  timeoutMs?: number,
): void {
  let opened: { db: Db; h: H } | undefined;
  beforeAll(async () => {
    const db = await openTestDb(kind);
    opened = { db, h: await open(db) };
    assign(opened);
  }, timeoutMs);
  afterAll(async () => {
    await opened?.h.close();
    await opened?.db.close();
  });
}
