import type { Queryable } from '../db/db';

/**
 * The one serialisation point of a player's money decisions (docs/PLATFORM.md "Player limits", SPEC.md RG6): every
 * limit check (wager, loss, deposit, session), every bonus spend and every cashout, edit, placement or deposit of
 * a player takes this row lock first in its transaction, so two decisions of one player never run side by side
 * and each counts everything the other committed. place_bets takes the same lock in SQL
 * (migrations/0700_player_money_lock.sql). FOR NO KEY UPDATE: it conflicts with itself, FOR UPDATE and any UPDATE
 * of the row, but not with the key-share lock of a foreign key, so inserting a row that references the player
 * never waits on it. Answers whether the player exists.
 */
export async function lockPlayerMoney(tx: Queryable, playerId: number): Promise<boolean> {
  const res = await tx.query('SELECT 1 FROM players WHERE id = $1 FOR NO KEY UPDATE', [playerId]);
  return res.rows.length > 0;
}
