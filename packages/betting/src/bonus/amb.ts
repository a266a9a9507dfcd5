/**
 * Amb free bets (account-and-surroundings §3 "Amb freebet: progress_count, possible_progress_count, amb_ranges";
 * the rules are not shown, SPEC.md AM1–AM3 fix them): free bets earned by placing a number of bets.
 */

export interface AmbRange {
  readonly numberOfBets: number;
  readonly numberOfFreebets: number;
  /** Each free bet's amount, minor units. */
  readonly amount: number;
}

/** AM1: a bet counts when it is cash, in the promotion's currency, at its min stake and min odds or more. */
export function ambCounts(
  bet: { readonly currency: string; readonly totalStake: number; readonly odds: number | null },
  terms: { readonly currency: string; readonly minStake: number; readonly minOdds: number | null },
): boolean {
  return (
    bet.currency === terms.currency &&
    bet.totalStake >= terms.minStake &&
    (terms.minOdds === null || (bet.odds !== null && bet.odds >= terms.minOdds))
  );
}

/**
 * AM2: the ranges `progress` bets reach (every range whose number_of_bets ≤ progress, in ascending order), the
 * most a progress bar can show (the largest number_of_bets) and the ranges still to pay after `paid` were paid.
 */
export function ambProgress(ranges: readonly AmbRange[], progress: number, paid: number) {
  const sorted = [...ranges].sort((a, b) => a.numberOfBets - b.numberOfBets);
  const reached = sorted.filter((r) => r.numberOfBets <= progress).length;
  return {
    possible: sorted.length === 0 ? 0 : sorted[sorted.length - 1]!.numberOfBets,
    progress: Math.min(progress, sorted.length === 0 ? 0 : sorted[sorted.length - 1]!.numberOfBets),
    reached,
    toPay: sorted.slice(Math.min(paid, reached), reached),
  };
}
