/**
 * Jackpot contributions (SPEC.md JP1) are appended by the placement itself: `place_bets`
 * (migrations/functions/place_bets.sql) writes a bet's contribution in the bet's own transaction.
 * This module folds them into the pools and pushes the pools that moved. Folded rows stay 30 days and then go
 * (src/retention, docs/OPERATIONS.md), no longer kept for good as migration 0585 said.
 */
import { startPeriodicSweep } from '../periodic-sweep';
import { toSafeInt } from '../wallet/amounts';
import { publishPools, type JackpotsDeps } from './jackpot-money';
import { foldContributions } from './jackpot-fold';

/**
 * One sweep: folds every jackpot with unfolded contributions (skipping one whose levels are locked right now)
 * and pushes its pools if this fold moved any.
 */
export async function foldAndPublish(deps: JackpotsDeps): Promise<number> {
  const pending = await deps.db.query<{ jackpot_id: unknown }>(
    'SELECT DISTINCT jackpot_id FROM jackpot_contributions WHERE folded_at IS NULL ORDER BY jackpot_id',
  );
  let total = 0;
  const changed: number[] = [];
  for (const r of pending.rows) {
    const id = toSafeInt(r.jackpot_id);
    const folded = await deps.db.transaction((tx) => foldContributions(tx, id, { skipIfBusy: true }));
    if (folded > 0) changed.push(id);
    total += folded;
  }
  await publishPools(deps, changed);
  return total;
}

/**
 * Folds and pushes every `everyMs` (never two sweeps at once on this node; nodes may overlap, the fold is
 * transactional and idempotent). Returns a stop function that waits for a running sweep.
 */
export function startFoldSweep(deps: JackpotsDeps, everyMs: number): () => Promise<void> {
  return startPeriodicSweep(() => foldAndPublish(deps), everyMs, deps.log, 'jackpot fold sweep failed');
}
