import { ApiError, requestJson } from '../auth/http';

/**
 * Calls to the Sportsbook API with the player's bearer token. A 401 anywhere signs the player out with
 * "session expired" (betting-core §8) before the error reaches the caller.
 */
export interface SportsbookClient {
  readonly locale: string;
  readonly token: string | null;
  call<T>(path: string, init?: CallInit): Promise<T>;
}

/** `background`: a call the page makes by itself (a poll), not counted as the player using the session. */
export interface CallInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  background?: boolean;
  /** The Idempotency-Key of a money write (sent as that header). */
  idempotencyKey?: string;
}

export const BETS_BASE = '/api/sportsbook/v3/bets';
export const SPORTSBOOK_BASE = '/api/sportsbook/v1';

export function createSportsbookClient(
  locale: string,
  token: string | null,
  onUnauthorised: (token: string | null) => void,
): SportsbookClient {
  return {
    locale,
    token,
    async call<T>(path: string, init: CallInit = {}) {
      try {
        return await requestJson<T>(path, { ...init, locale, token });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401 && token) onUnauthorised(token);
        throw err;
      }
    },
  };
}
