/**
 * betting-core.md §3 "bet result values": the one definition (the contract's wire schema uses it).
 * Settlement yields all but cashed_out, which the cashout flow sets.
 */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;

export type BetResult = (typeof BET_RESULTS)[number];
