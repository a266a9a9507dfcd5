import { ApiError } from './http';

/** The server lost the database's answer to a write (a cashout, a deposit): it may have happened (API.md, issue 31). */
export const OUTCOME_UNKNOWN = 'outcome_unknown';

/** A new request id for one money write (its Idempotency-Key), kept for its one retry. */
export const newRequestId = (): string => crypto.randomUUID();

/**
 * Whether a failed write may nevertheless have happened: the server says so (503 outcome_unknown), or no answer
 * arrived at all (fetch's network failure, a TypeError).
 */
export function writeOutcomeUnknown(err: unknown): boolean {
  if (err instanceof ApiError) return err.code === OUTCOME_UNKNOWN;
  return err instanceof TypeError;
}

/**
 * A money write sent again once, with the same request id (`send` reuses it), when its outcome is unknown: the
 * server answers what the first attempt did, or does it now, never twice (as placeWithRetry does for a
 * placement). Only a second unknown outcome reaches the player, whose message says to check My bets and the
 * balance.
 */
export async function sendOnceMore<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!writeOutcomeUnknown(err)) throw err;
    return send();
  }
}
