import type { SlipBet } from '@slipstream/betting';
import { ApiError } from '../auth/http';
import { betsApi, type PlaceMeta } from './bets-api';
import type { SportsbookClient } from './sportsbook-client';

/** The server lost the database's answer to the placement: it may be placed (API.md, issue 31). */
export const BET_OUTCOME_UNKNOWN = 'bet_outcome_unknown';

/**
 * Whether a failed placement may nevertheless have been placed: the server says so (503 bet_outcome_unknown), or
 * no answer arrived at all (fetch's network failure, a TypeError).
 */
export function placementOutcomeUnknown(err: unknown): boolean {
  if (err instanceof ApiError) return err.code === BET_OUTCOME_UNKNOWN;
  return err instanceof TypeError;
}

/**
 * POST /bets, sent again once with the same request id when its outcome is unknown: the server answers the bet it
 * did place (201, the same bet) or places it now, never twice. Only a second unknown outcome reaches the player,
 * whose message says to check My bets.
 */
export async function placeWithRetry(client: SportsbookClient, bets: readonly SlipBet[], meta: PlaceMeta) {
  try {
    return await betsApi.place(client, bets, meta);
  } catch (err) {
    if (!placementOutcomeUnknown(err)) throw err;
    return betsApi.place(client, bets, meta);
  }
}
