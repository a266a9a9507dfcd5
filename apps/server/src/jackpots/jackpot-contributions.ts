import type { StoredBet } from '../bets/bet-model';
import { toSafeInt } from '../wallet/amounts';
import { publishPools, type JackpotsDeps } from './jackpot-money';
import { foldContributions } from './jackpot-fold';

/**
 * SPEC.md JP1 in one statement (one round trip, autocommit, no shared row written): for each bet, the first
 * jackpot of its currency with min_odds ≤ its total odds (by id) gets floor(total stake × contribution_bp / 10000)
 * when that is > 0, appended to jackpot_contributions (keyed by bet, so a retry inserts nothing), and the same
 * statement sets bets.used_in_jackpot for exactly the rows it inserted.
 */
const CONTRIBUTE_SQL = `
WITH due AS (
  SELECT b.id AS bet_id, j.id AS jackpot_id, (b.total_stake * j.contribution_bp) / 10000 AS share
    FROM bets b
    CROSS JOIN LATERAL (
      SELECT id, contribution_bp FROM jackpots
       WHERE currency = b.currency AND min_odds <= b.odds ORDER BY id LIMIT 1) j
   WHERE b.id = ANY($1::bigint[]) AND NOT b.used_in_jackpot
), added AS (
  INSERT INTO jackpot_contributions (bet_id, jackpot_id, share)
  SELECT bet_id, jackpot_id, share FROM due WHERE share > 0
  ON CONFLICT (bet_id) DO NOTHING
  RETURNING bet_id
), marked AS (
  UPDATE bets SET used_in_jackpot = true FROM added WHERE bets.id = added.bet_id RETURNING bets.id
)
SELECT id FROM marked`;

/**
 * onBetsPlaced: a free bet paid by a bonus feeds nothing (a no-risk free bet is staked in cash), nor a bet
 * without total odds; the others are contributed at once. Pools are pushed by the fold sweep, not per bet.
 */
export async function contribute(deps: Pick<JackpotsDeps, 'db'>, bets: StoredBet[]): Promise<void> {
  const cash = bets.filter((bet) => {
    const paidByBonus =
      bet.bonus !== null && bet.bonus.amount !== null && bet.bonus.type !== 'freebet_no_risk';
    return !paidByBonus && bet.odds !== null;
  });
  if (cash.length === 0) return;
  const res = await deps.db.query<{ id: unknown }>(CONTRIBUTE_SQL, [cash.map((b) => b.id)]);
  const marked = new Set(res.rows.map((r) => toSafeInt(r.id)));
  for (const bet of cash) if (marked.has(bet.id)) bet.usedInJackpot = true;
}

/** One sweep: folds every jackpot with unfolded contributions and pushes its pools if this fold moved any. */
export async function foldAndPublish(deps: JackpotsDeps): Promise<number> {
  const pending = await deps.db.query<{ jackpot_id: unknown }>(
    'SELECT DISTINCT jackpot_id FROM jackpot_contributions WHERE folded_at IS NULL ORDER BY jackpot_id',
  );
  let total = 0;
  const changed: number[] = [];
  for (const r of pending.rows) {
    const id = toSafeInt(r.jackpot_id);
    const folded = await deps.db.transaction((tx) => foldContributions(tx, id));
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
