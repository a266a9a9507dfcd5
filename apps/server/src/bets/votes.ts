import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** The most distinct answers counted in `results` (a poll has a handful; free-form data is not a poll). */
const MAX_RESULTS = 20;

/**
 * GET and POST /vote (§7; shape "vote" not shown): how many voted on a prediction, the count per answer
 * (the most frequent first) and the player's answer.
 */
export async function readVote(q: Queryable, predictionId: string, playerId: number | null) {
  const res = await q.query<{ answer: unknown; n: unknown; mine: unknown }>(
    `SELECT data::text AS answer, count(*) AS n,
            (SELECT data::text FROM votes WHERE prediction_id = $1 AND player_id = $2) AS mine
       FROM votes WHERE prediction_id = $1 GROUP BY data::text ORDER BY count(*) DESC, data::text`,
    [predictionId, playerId],
  );
  const mine = res.rows[0]?.mine ?? null;
  const total = res.rows.reduce((sum, r) => sum + Number(r.n), 0);
  return {
    prediction_id: predictionId,
    total,
    // Read as text: a jsonb string would otherwise come back indistinguishable from JSON text.
    results: res.rows
      .slice(0, MAX_RESULTS)
      .map((r) => ({ data: JSON.parse(String(r.answer)) as unknown, count: Number(r.n) })),
    my_vote: typeof mine === 'string' ? (JSON.parse(mine) as unknown) : null,
  };
}

/**
 * One answer per player and prediction; voting again replaces it. A player answers at most `maxPerPlayer`
 * predictions (docs/SECURITY.md DEP-STORE-2): a new one past that is refused with quota_reached, a changed answer
 * never is. The player's row lock makes the count exact under concurrent votes.
 */
export async function castVote(
  db: Db,
  playerId: number,
  predictionId: string,
  data: unknown,
  now: number,
  maxPerPlayer: number,
) {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    const res = await tx.query<{ mine: boolean; n: string | number }>(
      `SELECT bool_or(prediction_id = $2) AS mine, count(*) AS n FROM votes WHERE player_id = $1`,
      [playerId, predictionId],
    );
    const row = res.rows[0];
    if (row?.mine !== true && Number(row?.n ?? 0) >= maxPerPlayer)
      throw new AppError('quota_reached', { max_votes: maxPerPlayer });
    await tx.query(
      `INSERT INTO votes (player_id, prediction_id, data, updated_at)
       VALUES ($1, $2, $3::jsonb, to_timestamp($4::double precision / 1000))
       ON CONFLICT (player_id, prediction_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
      [playerId, predictionId, JSON.stringify(data), now],
    );
  });
  return readVote(db, predictionId, playerId);
}
