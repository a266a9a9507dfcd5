import type { Queryable } from '../db/db';
import type { OutcomeSettlement } from '../catalogue/model';
import { upsertOutcomeResults } from '../catalogue/store';
import type { MarketRef } from './messages';

/**
 * The feed's corrections in PostgreSQL (migrations/0780): bet_cancel windows and withdrawn results. Each runs
 * inside the feed's flush transaction, under the per-match advisory lock settlement and placement share
 * (migrations/0452), so a bet is never placed or settled half-way through one.
 */
export interface CancelWindow {
  startTime: number | null;
  endTime: number | null;
}

const lockMatch = (tx: Queryable, matchId: number) =>
  tx.query('SELECT pg_advisory_xact_lock(4521, ($1::bigint % 2147483647)::integer)', [matchId]);

const ts = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function insertBetCancel(
  tx: Queryable,
  o: { key: string; matchId: number; markets: MarketRef[] | null } & CancelWindow,
): Promise<void> {
  await lockMatch(tx, o.matchId);
  const rows = (o.markets ?? [null]).map((m) => ({
    key: m ? `${o.key}|${m.marketId}|${m.specifier}` : `${o.key}|*`,
    market_id: m?.marketId ?? null,
    specifier: m?.specifier ?? '',
  }));
  await tx.query(
    `INSERT INTO bet_cancels (key, match_id, market_id, specifier, start_time, end_time)
     SELECT r->>'key', $1::bigint, (r->>'market_id')::int, r->>'specifier', $2::timestamptz, $3::timestamptz
       FROM jsonb_array_elements($4::jsonb) r
     ON CONFLICT (key) DO NOTHING`,
    [o.matchId, ts(o.startTime), ts(o.endTime), JSON.stringify(rows)],
  );
}

export async function deleteBetCancels(
  tx: Queryable,
  o: { matchId: number; markets: MarketRef[] | null } & CancelWindow,
): Promise<void> {
  await lockMatch(tx, o.matchId);
  await tx.query(
    `DELETE FROM bet_cancels c
      WHERE c.match_id = $1
        AND c.start_time IS NOT DISTINCT FROM $2::timestamptz AND c.end_time IS NOT DISTINCT FROM $3::timestamptz
        AND ($4::jsonb IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements($4::jsonb) m
              WHERE (m->>'marketId')::int = c.market_id AND m->>'specifier' = c.specifier))`,
    [o.matchId, ts(o.startTime), ts(o.endTime), o.markets ? JSON.stringify(o.markets) : null],
  );
}

/** Withdraws these markets' results, final and partial. */
export async function deleteResults(tx: Queryable, matchId: number, markets: MarketRef[]): Promise<void> {
  await lockMatch(tx, matchId);
  for (const table of ['outcome_results', 'outcome_results_partial'])
    await tx.query(
      `DELETE FROM ${table} r
        WHERE r.match_id = $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements($2::jsonb) m
                WHERE (m->>'marketId')::int = r.market_id AND m->>'specifier' = r.specifier)`,
      [matchId, JSON.stringify(markets)],
    );
}

/** Results of markets settled while their event is still on (migrations/0781): bets settle, placement stays open. */
export async function insertPartialResults(
  tx: Queryable,
  matchId: number,
  outcomes: OutcomeSettlement[],
  settledAt: number,
): Promise<void> {
  if (!outcomes.length) return;
  await lockMatch(tx, matchId);
  await upsertOutcomeResults(tx, 'outcome_results_partial', matchId, outcomes, settledAt);
}
