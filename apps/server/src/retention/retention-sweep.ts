import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { startPeriodicSweep } from '../periodic-sweep';
import { RETENTION_RULES, type RetentionRule } from './retention-rules';

/** Rows one statement deletes at most, so no sweep holds many row locks or writes a long transaction. */
export const RETENTION_BATCH = 5000;
/** Statements one sweep makes per table at most; what is left waits for the next sweep. */
const MAX_BATCHES = 20;

async function prune(db: Db, rule: RetentionRule, at: Date, batch: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    // The condition again outside: a row changed since the inner read is judged on its new version.
    const res = await db.query(
      `DELETE FROM ${rule.table} t
        WHERE t.ctid = ANY (ARRAY(SELECT t.ctid FROM ${rule.table} t WHERE ${rule.goes} LIMIT ${batch}))
          AND ${rule.goes}`,
      [at],
    );
    total += res.rowCount;
    if (res.rowCount < batch) break;
  }
  return total;
}

/**
 * One retention sweep at `nowMs` (docs/OPERATIONS.md "Retention"): each rule's rows go, in batches, each batch its
 * own statement. Idempotent, so nodes may sweep at once. Returns the rows deleted per table.
 */
export async function sweepRetention(
  db: Db,
  nowMs: number,
  rules: readonly RetentionRule[] = RETENTION_RULES,
  batch = RETENTION_BATCH,
): Promise<Record<string, number>> {
  const at = new Date(nowMs);
  const deleted: Record<string, number> = {};
  for (const rule of rules) deleted[rule.table] = await prune(db, rule, at, batch);
  return deleted;
}

/** Sweeps every `everyMs` on the periodic sweep (never two at once on this node); returns its stop function. */
export function startRetentionSweep(
  db: Db,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'error'>,
  everyMs: number,
): () => Promise<void> {
  return startPeriodicSweep(() => sweepRetention(db, clock.now()), everyMs, log, 'retention sweep failed');
}
