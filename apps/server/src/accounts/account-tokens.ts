import type { Queryable } from '../db/db';
import { hashToken, newToken } from '../security/tokens';

/** The e-mailed account links (migration 0741): each one a row with its own expiry. */
export type AccountTokenKind = 'confirmation' | 'reset_password' | 'unlock';

/**
 * A new link of `kind` for the player, valid for `ttlSeconds`; links sent before stay valid until they are used or
 * expire (docs/SECURITY.md DEP-MAIL-2). The player's expired links of that kind are dropped on the way.
 */
export async function issueAccountToken(
  tx: Queryable,
  playerId: number,
  kind: AccountTokenKind,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const token = newToken();
  await tx.query('DELETE FROM account_tokens WHERE player_id = $1 AND kind = $2 AND expires_at <= $3', [
    playerId,
    kind,
    new Date(nowMs),
  ]);
  await tx.query(
    `INSERT INTO account_tokens (token_hash, player_id, kind, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), playerId, kind, new Date(nowMs), new Date(nowMs + ttlSeconds * 1000)],
  );
  return token;
}

/**
 * Uses a link: the player it belongs to when it is of `kind` and not expired, else null. Every link of that kind of
 * the player ends with it (one reset, confirmation or unlock per mailbox proof).
 */
export async function useAccountToken(
  tx: Queryable,
  token: string,
  kind: AccountTokenKind,
  nowMs: number,
): Promise<number | null> {
  const found = await tx.query<{ player_id: string | number }>(
    'SELECT player_id FROM account_tokens WHERE token_hash = $1 AND kind = $2 AND expires_at > $3',
    [hashToken(token), kind, new Date(nowMs)],
  );
  const row = found.rows[0];
  if (!row) return null;
  const playerId = Number(row.player_id);
  const ended = await tx.query('DELETE FROM account_tokens WHERE player_id = $1 AND kind = $2', [
    playerId,
    kind,
  ]);
  // Two uses at once: only the one whose delete took the rows goes on.
  return ended.rowCount > 0 ? playerId : null;
}

/** Ends every link of `kinds` of the player (a password change ends the reset links mailed before it). */
export async function endAccountTokens(
  tx: Queryable,
  playerId: number,
  kinds: readonly AccountTokenKind[],
): Promise<void> {
  await tx.query('DELETE FROM account_tokens WHERE player_id = $1 AND kind = ANY($2::text[])', [
    playerId,
    [...kinds],
  ]);
}
