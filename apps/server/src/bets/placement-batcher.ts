import { LIMIT_REACHED } from '../accounts/limits';
import { SELF_EXCLUDED } from '../accounts/self-exclusion';
import { callBatcher, togetherOrAlone, type BatchLimits, type PendingCall } from '../db/call-batcher';
import type { Db, Queryable } from '../db/db';

/** The ten parameters of one `place_bets` call, in its order (migrations/0600). */
export type PlaceBetsParams = readonly [
  player: number,
  requestId: string,
  requestHash: string,
  clientRequest: boolean,
  mode: string | null,
  deviceId: string | null,
  quick: boolean,
  createdAtMs: number,
  counterparty: string,
  bets: string,
];

/** At most this many placements in one batch (one transaction holding their rows and match locks). */
export const MAX_BATCH = 16;
/**
 * At most this many placement statements in flight at once; placements arriving meanwhile wait and go together
 * in the next one. Few connections, each committing many placements, is where PostgreSQL does a placement's work
 * cheapest: measured with the bench's own calls, 8 per transaction on 4 connections cost about half the CPU per
 * placement of 32 connections placing one each (docs/PERFORMANCE.md "Bet placement").
 */
export const MAX_IN_FLIGHT = 4;

const BATCH = 'SELECT place_bets_batch($1) AS r';

/** The SQLSTATE place_bets raises when a stake debit is refused (its DETAIL says why). */
export const DEBIT_REFUSED = 'SLB01';

/**
 * One `place_bets` call on its own (in a caller's transaction, on PGlite, or when a batch failed): a named
 * prepared statement, parsed and planned once per connection, not on every placement.
 */
export async function placeAlone(q: Queryable, params: PlaceBetsParams): Promise<unknown> {
  const res = await q.query<{ r: unknown }>(
    'SELECT place_bets($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS r',
    params,
    { name: 'place_bets' },
  );
  return res.rows[0]!.r;
}

/**
 * Group commit for bet placement: `place` answers what `place_bets` answered for these parameters (or throws
 * what it raised), exactly as if it ran alone. Placements that arrive while MAX_IN_FLIGHT statements are running
 * (or in the same event-loop turn) go to PostgreSQL together as one `place_bets_batch` call: one round trip and
 * one commit for all (migrations/0620). When any of them raises, the batch rolls back whole and each is placed
 * on its own, so a refusal reaches only its own request and nothing of the batch stays written.
 */
export interface PlacementBatcher {
  place(params: PlaceBetsParams): Promise<unknown>;
}

/**
 * SQLSTATEs place_bets raises to refuse one placement: stake debit refused, money limit reached, the player
 * excluded (the bets table's triggers).
 */
const EXPECTED_REFUSALS = new Set([DEBIT_REFUSED, LIMIT_REACHED, SELF_EXCLUDED]);

export function createPlacementBatcher(
  db: Db,
  log?: { warn(obj: object, msg: string): void },
  limits: BatchLimits = { maxBatch: MAX_BATCH, maxInFlight: MAX_IN_FLIGHT },
): PlacementBatcher {
  const single = (params: PlaceBetsParams): Promise<unknown> => placeAlone(db, params);

  /**
   * At most one placement of a player in one transaction: a player's second placement would be written while the
   * batch holds that player's account row (debited by the first), and if its request id is being placed
   * elsewhere at that moment (a retry, alone or in another batch) the two wait for each other, a deadlock that
   * placements run one at a time never meet. So a player's 2nd, 3rd… placements go in later rounds, in arrival
   * order: each round is one batch of distinct players, taking their rows in player order.
   */
  async function run(batch: PendingCall<PlaceBetsParams, unknown>[]): Promise<void> {
    const rounds: PendingCall<PlaceBetsParams, unknown>[][] = [];
    const seen = new Map<number, number>();
    for (const w of batch) {
      const k = seen.get(w.item[0]) ?? 0;
      seen.set(w.item[0], k + 1);
      (rounds[k] ??= []).push(w);
    }
    for (const round of rounds) await runRound(round);
  }

  async function runRound(batch: PendingCall<PlaceBetsParams, unknown>[]): Promise<void> {
    if (batch.length === 1) {
      const [w] = batch as [PendingCall<PlaceBetsParams, unknown>];
      await single(w.item).then(w.resolve, w.reject);
      return;
    }
    // By player: two batches lock account rows in one order.
    batch.sort((a, b) => a.item[0] - b.item[0]);
    await togetherOrAlone(
      batch,
      async (items) => {
        const calls = items.map((p) => ({
          player: p[0],
          request_id: p[1],
          request_hash: p[2],
          client_request: p[3],
          mode: p[4],
          device_id: p[5],
          quick: p[6],
          created_at_ms: p[7],
          counterparty: p[8],
          bets: JSON.parse(p[9]) as unknown,
        }));
        const res = await db.query<{ r: unknown[] }>(BATCH, [JSON.stringify(calls)], {
          name: 'place_bets_batch',
        });
        return res.rows[0]!.r;
      },
      // Rolled back whole: each one alone, as it would have run without the batch (a retry of a placement
      // that did commit answers already_placed and is then read back by its request id).
      single,
      // A refusal that place_bets raises for one placement is expected; anything else is worth a look.
      (err) => {
        if (!EXPECTED_REFUSALS.has(String((err as { code?: unknown }).code)))
          log?.warn({ err, placements: batch.length }, 'placement batch failed; placing each alone');
      },
    );
  }

  return { place: callBatcher(run, limits) };
}

const batchers = new WeakMap<Db, PlacementBatcher>();

/** The database's one batcher (every placement on this pool shares it). */
export function placementBatcher(db: Db, log?: { warn(obj: object, msg: string): void }): PlacementBatcher {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = createPlacementBatcher(db, log)));
  return b;
}
