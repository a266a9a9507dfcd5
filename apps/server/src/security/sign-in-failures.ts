import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from '../db/db';

/**
 * The address a sign-in failure is counted against: an IPv4 address, or the /64 prefix of an IPv6 address (one
 * host is usually given a whole /64, so its 2^64 addresses are one address here). IPv4-mapped IPv6 is its IPv4.
 */
export function failureAddress(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 becomes two groups). */
function expandIPv6(ip: string): string[] {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

const addressHash = (ip: string): string => createHash('sha256').update(failureAddress(ip)).digest('hex');

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
