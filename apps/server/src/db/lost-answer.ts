/**
 * A statement whose answer never came back: the connection to PostgreSQL broke (reset, ended, timed out) after
 * the statement, or a transaction's COMMIT, may already have gone out. Whether it took effect is unknown: the
 * caller must not say "failed" (the write may be committed) nor "done" (it may not be). An answer PostgreSQL did
 * send (an error with a SQLSTATE) is a known outcome and never counts here (issue 31).
 */
const CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'ECONNABORTED']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed',
];

export function isLostDatabaseAnswer(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return CONNECTION_MESSAGES.some((m) => err.message.startsWith(m));
}

/**
 * SQLSTATEs of PostgreSQL refusing or ending the work for reasons of its own state, not the request's: connection
 * exceptions (class 08), shutting down or starting up (57P01-57P03), too many connections (53300), a statement
 * cancelled by its time limit (57014), and a serialization failure or deadlock the transaction's own retries did
 * not get past (40001, 40P01). PostgreSQL answered that the statement did not take effect: nothing was written.
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300|57014|40001|40P01)$/;

/** Errors the storage layer knows committed nothing (db/postgres-db.ts marks them). */
const NOTHING_WRITTEN = new WeakSet<object>();

/**
 * Marks `err` as a database fault that committed nothing: no connection could be had (nothing was sent), or the
 * connection broke inside a transaction before its COMMIT went out (PostgreSQL rolls back a transaction whose
 * session ends). Answers `err`.
 */
export function markNothingWritten<E>(err: E): E {
  if (typeof err === 'object' && err !== null) NOTHING_WRITTEN.add(err);
  return err;
}

/**
 * What a failed database call means for the request that made it (issue 31):
 * - `unreachable`: the database could not be reached, the connection broke before anything was committed, or
 *   PostgreSQL refused the work for its own state (UNAVAILABLE_SQLSTATES): nothing was written, a retry is safe
 *   (503 `unavailable`);
 * - `unknown`: the connection broke after a write (a COMMIT, an autocommitted statement) went out: it may have
 *   happened (503 `outcome_unknown`, or `bet_outcome_unknown` for a placement); a retry with the same request id
 *   answers what happened;
 * - null: not a connection fault (PostgreSQL answered, or not a database error at all).
 */
export function databaseFault(err: unknown): 'unreachable' | 'unknown' | null {
  if (typeof err !== 'object' || err === null) return null;
  if (NOTHING_WRITTEN.has(err)) return 'unreachable';
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATES.test(code)) return 'unreachable';
  return isLostDatabaseAnswer(err) ? 'unknown' : null;
}
