import { oddsFromMilli } from '@slipstream/betting';
import type { Db, Queryable } from '../db/db';
import type {
  CategoryDef,
  MarketState,
  MatchState,
  OutcomeSettlement,
  SportDef,
  TournamentDef,
} from './model';

/**
 * The durable record of the catalogue. Writes are batched: one statement per table per flush, each
 * taking a JSON array, so the feed never writes per tick per outcome and PGlite keeps up.
 */
export interface LoadedCatalogue {
  sports: SportDef[];
  categories: CategoryDef[];
  tournaments: TournamentDef[];
  matches: MatchState[];
  markets: MarketState[];
}

export async function loadCatalogue(db: Queryable): Promise<LoadedCatalogue> {
  const data = async <T>(sql: string): Promise<T[]> =>
    (await db.query<{ data: T }>(sql)).rows.map((r) => r.data);
  const markets = await data<MarketState>('SELECT data FROM markets ORDER BY match_id, market_id, specifier');
  return {
    sports: await data<SportDef>('SELECT data FROM sports ORDER BY id'),
    categories: await data<CategoryDef>('SELECT data FROM categories ORDER BY id'),
    tournaments: await data<TournamentDef>('SELECT data FROM tournaments ORDER BY id'),
    matches: await data<MatchState>('SELECT data FROM matches ORDER BY id'),
    markets: markets.map((m) => ({
      ...m,
      outcomes: m.outcomes.map((o) => ({ ...o, odds: oddsFromMilli(o.odds) })),
    })),
  };
}

/** These matches and their markets as stored (a match missing from the answer is gone). */
export async function loadMatches(
  db: Queryable,
  ids: number[],
): Promise<{ matches: MatchState[]; markets: MarketState[] }> {
  const list = JSON.stringify(ids);
  const matches = await db.query<{ data: MatchState }>(
    'SELECT data FROM matches WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint) ORDER BY id',
    [list],
  );
  const markets = await db.query<{ data: MarketState }>(
    `SELECT data FROM markets WHERE match_id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)
     ORDER BY match_id, market_id, specifier`,
    [list],
  );
  return {
    matches: matches.rows.map((r) => r.data),
    markets: markets.rows.map((r) => ({
      ...r.data,
      outcomes: r.data.outcomes.map((o) => ({ ...o, odds: oddsFromMilli(o.odds) })),
    })),
  };
}

export async function saveStatic(
  tx: Queryable,
  sports: SportDef[],
  categories: CategoryDef[],
  tournaments: TournamentDef[],
): Promise<void> {
  if (sports.length)
    await tx.query(
      `INSERT INTO sports (id, data) SELECT (r->>'id')::int, r FROM jsonb_array_elements($1::jsonb) r
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
      [JSON.stringify(sports)],
    );
  if (categories.length)
    await tx.query(
      `INSERT INTO categories (id, sport_id, data)
       SELECT (r->>'id')::int, (r->>'sportId')::int, r FROM jsonb_array_elements($1::jsonb) r
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
      [JSON.stringify(categories)],
    );
  if (tournaments.length)
    await tx.query(
      `INSERT INTO tournaments (id, category_id, data)
       SELECT (r->>'id')::int, (r->>'categoryId')::int, r FROM jsonb_array_elements($1::jsonb) r
       ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
      [JSON.stringify(tournaments)],
    );
}

export async function saveMatches(tx: Queryable, matches: MatchState[]): Promise<void> {
  if (!matches.length) return;
  await tx.query(
    `INSERT INTO matches (id, tournament_id, status, start_time, data, updated_at)
     SELECT (r->>'id')::bigint, (r->>'tournamentId')::int, (r->>'status')::smallint,
            to_timestamp((r->>'startTime')::double precision / 1000), r, now()
     FROM jsonb_array_elements($1::jsonb) r
     ON CONFLICT (id) DO UPDATE SET tournament_id = EXCLUDED.tournament_id, status = EXCLUDED.status,
       start_time = EXCLUDED.start_time, data = EXCLUDED.data, updated_at = now()`,
    [JSON.stringify(matches)],
  );
}

export async function saveMarkets(tx: Queryable, markets: MarketState[]): Promise<void> {
  if (!markets.length) return;
  await tx.query(
    `INSERT INTO markets (match_id, market_id, specifier, status, data)
     SELECT (r->>'matchId')::bigint, (r->>'marketId')::int, r->>'specifier', (r->>'status')::smallint, r
     FROM jsonb_array_elements($1::jsonb) r
     ON CONFLICT (match_id, market_id, specifier) DO UPDATE SET status = EXCLUDED.status, data = EXCLUDED.data`,
    [JSON.stringify(markets)],
  );
}

export async function deleteMatches(tx: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.query('DELETE FROM matches WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::bigint)', [
    JSON.stringify(ids),
  ]);
}

export async function saveSettlements(
  db: Db,
  matchId: number,
  outcomes: OutcomeSettlement[],
  settledAt: number,
): Promise<void> {
  if (!outcomes.length) return;
  // The exclusive side of the per-match lock place_bets takes shared (migrations/0452, SPEC.md SE9): a bet
  // on this match either commits before these results (and the settlement hook that follows finds it) or
  // sees them and is refused.
  await db.transaction((tx) => saveSettlementsIn(tx, matchId, outcomes, settledAt));
}

/** saveSettlements inside the caller's transaction (the feed commits results with its rows and position). */
export async function saveSettlementsIn(
  tx: Queryable,
  matchId: number,
  outcomes: OutcomeSettlement[],
  settledAt: number,
): Promise<void> {
  if (!outcomes.length) return;
  await tx.query('SELECT pg_advisory_xact_lock(4521, ($1::bigint % 2147483647)::integer)', [matchId]);
  await upsertOutcomeResults(tx, 'outcome_results', matchId, outcomes, settledAt);
}

/**
 * Writes a match's outcome results into `table` (final: outcome_results; settled while the event is on:
 * outcome_results_partial, migrations/0781), one statement, a result already there replaced (a correction).
 */
export async function upsertOutcomeResults(
  tx: Queryable,
  table: 'outcome_results' | 'outcome_results_partial',
  matchId: number,
  outcomes: OutcomeSettlement[],
  settledAt: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${table} (match_id, market_id, specifier, outcome_id, result, void_factor, dead_heat_factor, settled_at)
     SELECT $1::bigint, (r->>'marketId')::int, r->>'specifier', r->>'outcomeId', (r->>'result')::smallint,
            (r->>'voidFactor')::numeric, r->>'deadHeatFactor', to_timestamp($2::double precision / 1000)
     FROM jsonb_array_elements($3::jsonb) r
     ON CONFLICT (match_id, market_id, specifier, outcome_id) DO UPDATE SET result = EXCLUDED.result,
       void_factor = EXCLUDED.void_factor, dead_heat_factor = EXCLUDED.dead_heat_factor, settled_at = EXCLUDED.settled_at`,
    [matchId, settledAt, JSON.stringify(outcomes)],
  );
}

export async function loadState<T>(db: Queryable, key: string): Promise<T | null> {
  const { rows } = await db.query<{ value: T }>('SELECT value FROM app_state WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

export async function saveState(tx: Queryable, key: string, value: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO app_state (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
