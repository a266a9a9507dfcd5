import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';

/**
 * Folds a jackpot's unfolded contributions into its active levels' pool_amount, inside the caller's
 * transaction: the levels are row-locked first (in position order, as every folder and approveHit lock them),
 * then one statement stamps the contributions folded and adds floor(share × share_bp / 10000) of each to each
 * active level — the same money the per-bet UPDATE used to add. Idempotent: a second fold finds nothing.
 * Returns how many contributions were folded (0 too when `skipIfBusy` found a level locked).
 */
export async function foldContributions(
  tx: Queryable,
  jackpotId: number,
  options: { skipIfBusy?: boolean } = {},
): Promise<number> {
  // The sweep never waits: with a level locked elsewhere (a hit being approved, another node's fold) it folds
  // nothing now (SKIP LOCKED never blocks, so it cannot deadlock either) and the next sweep comes back.
  const locked = await tx.query(
    `SELECT 1 FROM jackpot_levels WHERE jackpot_id = $1 ORDER BY position FOR UPDATE${options.skipIfBusy ? ' SKIP LOCKED' : ''}`,
    [jackpotId],
  );
  if (options.skipIfBusy) {
    const all = await tx.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM jackpot_levels WHERE jackpot_id = $1',
      [jackpotId],
    );
    if (locked.rows.length < toSafeInt(all.rows[0]!.n)) return 0;
  }
  const res = await tx.query<{ folded: unknown }>(
    `WITH folded AS (
       UPDATE jackpot_contributions SET folded_at = now()
        WHERE jackpot_id = $1 AND folded_at IS NULL RETURNING share
     ), levels AS (
       UPDATE jackpot_levels l
          SET pool_amount = l.pool_amount + (SELECT coalesce(sum((f.share * l.share_bp) / 10000), 0)::bigint FROM folded f)
        WHERE l.jackpot_id = $1 AND l.state = 'active' AND EXISTS (SELECT 1 FROM folded)
        RETURNING 1
     )
     SELECT (SELECT count(*) FROM folded) AS folded, (SELECT count(*) FROM levels) AS levels`,
    [jackpotId],
  );
  return toSafeInt(res.rows[0]?.folded ?? 0);
}
