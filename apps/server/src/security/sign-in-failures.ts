import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';
import { addressKey } from './address-key';

const addressHash = (ip: string): string => createHash('sha256').update(addressKey(ip)).digest('hex');

/**
 * Counts a wrong password for the player from `ip` (docs/SECURITY.md DEP-LIMIT-4): the address's own count always
 * grows, but it adds to the player's failed_attempts (what the full lock reads) only up to the per-address share,
 * kept below the lock, so no single address can lock the player out. Returns the player's count and whether it is
 * locked when this failure counted, or null when it did not.
 */
export async function countSignInFailure(
  db: Queryable,
  playerId: number,
  ip: string,
  signIn: { lockAfterFailures: number; lockFailuresPerAddress: number },
  nowMs: number,
): Promise<{ failedAttempts: number; locked: boolean } | null> {
  const share = Math.max(0, Math.min(signIn.lockFailuresPerAddress, signIn.lockAfterFailures - 1));
  const res = await db.query<{ failed_attempts: number; locked_at: Date | null }>(
    `WITH f AS (
       INSERT INTO sign_in_failures (player_id, address_hash, failures, last_failed_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (player_id, address_hash) DO UPDATE
         SET failures = LEAST(sign_in_failures.failures + 1, $4::integer + 1), last_failed_at = EXCLUDED.last_failed_at
       RETURNING failures)
     UPDATE players SET failed_attempts = failed_attempts + 1
      WHERE id = $1 AND (SELECT failures FROM f) <= $4::integer
     RETURNING failed_attempts, locked_at`,
    [playerId, addressHash(ip), new Date(nowMs), share],
  );
  const row = res.rows[0];
  return row ? { failedAttempts: Number(row.failed_attempts), locked: row.locked_at !== null } : null;
}

/** A success, a reset or an unlock: every address's count and the player's start again. */
export async function forgetSignInFailures(db: Queryable, playerId: number): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE player_id = $1', [playerId]);
  await db.query('UPDATE players SET failed_attempts = 0 WHERE id = $1', [playerId]);
}
