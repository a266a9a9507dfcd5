/** betting-core §3 "Match status numbers": the one definition (the contract's wire schema uses it). */
export const MATCH_STATUS = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;

export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];

/** Stopped, closed, finished and not covered (2–5) cannot be bet on (§3). */
export function isBettableMatchStatus(status: MatchStatus): boolean {
  return status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;
}

/** §4 "Market status codes": 1 is allowed, -1 suspended, 0/-2/-3/-4 not allowed. */
export const MARKET_STATUS_ALLOWED = 1;
