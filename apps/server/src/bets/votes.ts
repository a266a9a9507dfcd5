import type { Queryable } from '../db/db';

/** GET and POST /vote (§7; shape "vote" not shown): how many voted on a prediction and the player's answer. */
export async function readVote(q: Queryable, predictionId: string, playerId: number | null) {
  const res = await q.query<{ total: unknown; mine: unknown }>(
    `SELECT count(*) AS total,
            (SELECT data::text FROM votes WHERE prediction_id = $1 AND player_id = $2) AS mine
       FROM votes WHERE prediction_id = $1`,
    [predictionId, playerId],
  );
  const row = res.rows[0];
  const mine = row?.mine ?? null;
  return {
    prediction_id: predictionId,
    total: Number(row?.total ?? 0),
    // Read as text: a jsonb string would otherwise come back indistinguishable from JSON text.
    my_vote: typeof mine === 'string' ? (JSON.parse(mine) as unknown) : null,
  };
}

/** One answer per player and prediction; voting again replaces it. */
export async function castVote(
  q: Queryable,
  playerId: number,
  predictionId: string,
  data: unknown,
  now: number,
) {
  await q.query(
    `INSERT INTO votes (player_id, prediction_id, data, updated_at)
     VALUES ($1, $2, $3::jsonb, to_timestamp($4::double precision / 1000))
     ON CONFLICT (player_id, prediction_id) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    [playerId, predictionId, JSON.stringify(data), now],
  );
  return readVote(q, predictionId, playerId);
}
