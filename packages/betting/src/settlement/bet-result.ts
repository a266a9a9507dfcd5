/** betting-core.md §3 "bet result values". Settlement yields all but cashed_out, which the cashout flow sets. */
export type BetResult =
  | 'no_results'
  | 'canceled'
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other'
  | 'cashed_out';

export const BET_RESULTS: readonly BetResult[] = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
];
