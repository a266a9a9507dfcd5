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
