import type { StoredBet } from '../bets/bet-model';
import { toSafeInt } from '../wallet/amounts';
import { publishPools, type JackpotsDeps } from './jackpot-money';
import { foldContributions } from './jackpot-fold';

/**
 * onBetsPlaced (SPEC.md JP1): one round trip, autocommit, no shared row written. A free bet paid by a bonus
 * feeds nothing (a no-risk free bet is staked in cash), nor a bet without total odds; the others are contributed
 * at once (jackpot_contribute picks each one's jackpot and share, and skips a bet already contributed). Pools are
 * pushed by the fold sweep, not per bet.
 */
export async function contribute(deps: Pick<JackpotsDeps, 'db'>, bets: StoredBet[]): Promise<void> {
  const cash = bets.filter((bet) => {
    const paidByBonus =
      bet.bonus !== null && bet.bonus.amount !== null && bet.bonus.type !== 'freebet_no_risk';
    return !paidByBonus && bet.odds !== null;
  });
  if (cash.length === 0) return;
  // migrations/0585_jackpot_contributions.sql: the contribution rows and used_in_jackpot in one statement.
  const res = await deps.db.query<{ id: unknown }>(
    'SELECT jackpot_contribute($1::bigint[]) AS id',
    [cash.map((b) => b.id)],
    { name: 'jackpot_contribute' },
  );
  const marked = new Set(res.rows.map((r) => toSafeInt(r.id)));
  for (const bet of cash) if (marked.has(bet.id)) bet.usedInJackpot = true;
}

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
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = foldAndPublish(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'jackpot fold sweep failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
