import type { SelectionResult } from '@slipstream/betting';
import type { Queryable } from '../db/db';
import type { StoredSelection } from './bet-model';
import { refKey } from './selection-quotes';

interface ResultRow {
  match_id: unknown;
  market_id: number;
  specifier: string;
  outcome_id: string;
  result: number;
  void_factor: string;
  dead_heat_factor: string;
}

/**
 * The feed's results (catalogue table outcome_results) for these selections, keyed by refKey. Factors are
 * read as text so the settlement maths parses them as exact decimals, never through a float.
 */
export async function loadResults(
  q: Queryable,
  selections: readonly StoredSelection[],
): Promise<Map<string, SelectionResult>> {
  const out = new Map<string, SelectionResult>();
  if (selections.length === 0) return out;
  const matchIds = [...new Set(selections.map((s) => String(s.matchId)))];
  const res = await q.query<ResultRow>(
    // Partial results (a live event's early-settled markets, migrations/0781) first, so a final one wins.
    `SELECT match_id, market_id, specifier, outcome_id, result, void_factor::text AS void_factor,
            dead_heat_factor::text AS dead_heat_factor
       FROM (SELECT match_id, market_id, specifier, outcome_id, result, void_factor, dead_heat_factor, 0 AS final
               FROM outcome_results_partial WHERE match_id = ANY($1::bigint[])
             UNION ALL
             SELECT match_id, market_id, specifier, outcome_id, result, void_factor, dead_heat_factor, 1 AS final
               FROM outcome_results WHERE match_id = ANY($1::bigint[])) r
      ORDER BY final`,
    [matchIds],
  );
  const wanted = new Set(selections.map((s) => refKey(s)));
  for (const r of res.rows) {
    const key = refKey({
      matchId: Number(r.match_id),
      marketId: r.market_id,
      specifier: r.specifier,
      outcomeId: r.outcome_id,
    });
    if (!wanted.has(key)) continue;
    out.set(key, {
      result: r.result === 1 ? 1 : 0,
      voidFactor: r.void_factor,
      deadHeatFactor: r.dead_heat_factor,
    });
  }
  return out;
}
