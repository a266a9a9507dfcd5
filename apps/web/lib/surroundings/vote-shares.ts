/** GET/POST /vote's answer (packages/contract voteResponseSchema). */
export interface VoteResult {
  prediction_id: string;
  total: number;
  results: { data: unknown; count: number }[];
  my_vote: unknown;
}

/** Whole-percent shares of each answer that sum to 100 (largest remainders), 0 each when nobody voted. */
export function voteShares(result: VoteResult | undefined, answers: readonly string[]): number[] {
  const counts = answers.map((a) => result?.results.find((r) => r.data === a)?.count ?? 0);
  const total = counts.reduce((s, c) => s + c, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => Math.floor((c * 100) / total));
  let left = 100 - exact.reduce((s, c) => s + c, 0);
  const order = counts
    .map((c, i) => ({ i, rest: (c * 100) % total }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    exact[i]! += 1;
    left -= 1;
  }
  return exact;
}
