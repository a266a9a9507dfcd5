import type { Queryable } from '../db/db';

/**
 * Fixed-window counters in PostgreSQL (table auth_attempts), so every server instance counts the same
 * attempts and the server stays stateless. `scope` is e.g. "ip:203.0.113.9" or "account:a@b.c".
 * Counters are written outside any request transaction: a failed sign-in must still count.
 */
export interface WindowCounter {
  /** Adds one to the current window and returns the new count. */
  hit(scope: string): Promise<number>;
  /** The current window's count without adding. */
  count(scope: string): Promise<number>;
  reset(scope: string): Promise<void>;
}

export function createWindowCounter(db: Queryable, now: () => number, windowSeconds: number): WindowCounter {
  const windowStart = (): string => {
    const ms = windowSeconds * 1000;
    return new Date(Math.floor(now() / ms) * ms).toISOString();
  };
  return {
    async hit(scope) {
      const start = windowStart();
      // Old windows of this scope are dead weight: drop them as we go (cheap, indexed by the primary key).
      await db.query('DELETE FROM auth_attempts WHERE scope = $1 AND window_start < $2', [scope, start]);
      const res = await db.query<{ count: number }>(
        `INSERT INTO auth_attempts (scope, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (scope, window_start) DO UPDATE SET count = auth_attempts.count + 1
         RETURNING count`,
        [scope, start],
      );
      return res.rows[0]!.count;
    },
    async count(scope) {
      const res = await db.query<{ count: number }>(
        'SELECT count FROM auth_attempts WHERE scope = $1 AND window_start = $2',
        [scope, windowStart()],
      );
      return res.rows[0]?.count ?? 0;
    },
    async reset(scope) {
      await db.query('DELETE FROM auth_attempts WHERE scope = $1', [scope]);
    },
  };
}
