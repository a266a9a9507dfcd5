import type { FavouriteType } from '@slipstream/contract';
import type { Queryable } from '../db/db';

/** The player's favourite ids of one kind, oldest first. */
export async function favouriteIds(q: Queryable, playerId: number, kind: FavouriteType): Promise<number[]> {
  const res = await q.query<{ item_id: unknown }>(
    'SELECT item_id FROM favourites WHERE player_id = $1 AND kind = $2 ORDER BY created_at, item_id',
    [playerId, kind],
  );
  return res.rows.map((r) => Number(r.item_id));
}

/** Idempotent: starring twice keeps one row. */
export async function addFavourite(
  q: Queryable,
  playerId: number,
  kind: FavouriteType,
  itemId: number,
  now: number,
): Promise<void> {
  await q.query(
    `INSERT INTO favourites (player_id, kind, item_id, created_at)
     VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000)) ON CONFLICT DO NOTHING`,
    [playerId, kind, itemId, now],
  );
}

/** Idempotent: removing what is not there is no error. */
export async function removeFavourite(
  q: Queryable,
  playerId: number,
  kind: FavouriteType,
  itemId: number,
): Promise<void> {
  await q.query('DELETE FROM favourites WHERE player_id = $1 AND kind = $2 AND item_id = $3', [
    playerId,
    kind,
    itemId,
  ]);
}
