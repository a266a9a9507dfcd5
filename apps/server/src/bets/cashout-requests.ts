import type { Queryable } from '../db/db';

/**
 * Whether the bet's latest cashout (full or partial) came with this request id: a retry of a cashout whose answer
 * was lost (503 outcome_unknown, issue 31), answered with the bet as it is, moving nothing. The id is written by
 * the cashout's own conditional UPDATE (bets.cashout_request_id, migrations/0840), so both commit or neither.
 */
export async function isCashoutRetry(
  tx: Queryable,
  betId: number,
  requestId: string | undefined,
): Promise<boolean> {
  if (requestId === undefined) return false;
  const res = await tx.query<{ retry: boolean }>(
    'SELECT cashout_request_id = $2 AS retry FROM bets WHERE id = $1',
    [betId, requestId],
  );
  return res.rows[0]?.retry === true;
}
