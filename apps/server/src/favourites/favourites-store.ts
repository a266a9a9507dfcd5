import type { FavouriteType } from '@slipstream/contract';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** The player's favourite ids of one kind, oldest first. */
export async function favouriteIds(q: Queryable, playerId: number, kind: FavouriteType): Promise<number[]> {
  const res = await q.query<{ item_id: unknown }>(
    'SELECT item_id FROM favourites WHERE player_id = $1 AND kind = $2 ORDER BY created_at, item_id',
    [playerId, kind],
  );
  return res.rows.map((r) => Number(r.item_id));
}

/**
 * Idempotent: starring twice keeps one row. A player keeps at most `maxPerKind` favourites of each kind
 * (docs/SECURITY.md DEP-STORE-7): a new star past that is refused with quota_reached, one already there never is.
 * The player's row lock makes the count exact under concurrent stars.
 */
export async function addFavourite(
  db: Db,
  playerId: number,
  kind: FavouriteType,
  itemId: number,
  now: number,
  maxPerKind: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    const res = await tx.query<{ mine: boolean | null; n: string | number }>(
      `SELECT bool_or(item_id = $3) AS mine, count(*) AS n FROM favourites WHERE player_id = $1 AND kind = $2`,
      [playerId, kind, itemId],
    );
    const row = res.rows[0];
    if (row?.mine === true) return;
    if (Number(row?.n ?? 0) >= maxPerKind)
      throw new AppError('quota_reached', { max_favourites: maxPerKind });
    await tx.query(
      `INSERT INTO favourites (player_id, kind, item_id, created_at)
       VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000)) ON CONFLICT DO NOTHING`,
      [playerId, kind, itemId, now],
    );
  });
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
