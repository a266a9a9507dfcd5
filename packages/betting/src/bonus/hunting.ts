/**
 * Hunting and hunting tournaments (account-and-surroundings §3 "Hunting", "farming_stats"; the rules are not
 * shown, SPEC.md HT1–HT4 fix them): points farmed from cash bets, boosted into free bets.
 */

/** HT1: the points a bet farms: one per whole unit of its total stake (minor units / subunits, floored). */
export function farmedPoints(totalStake: number, subunits: number): number {
  if (
    !Number.isSafeInteger(totalStake) ||
    totalStake <= 0 ||
    !Number.isSafeInteger(subunits) ||
    subunits <= 0
  )
    return 0;
  return Math.floor(totalStake / subunits);
}

/** What a hunting bonus has farmed and spent. */
export interface FarmingRecord {
  /** Bets farmed and their total stakes (minor units). */
  readonly betsCount: number;
  readonly stakeSum: number;
  readonly points: number;
  readonly pointsSpent: number;
  readonly pointsPerFreebet: number;
  /** The free bet one boost block gives (minor units). */
  readonly freebetAmount: number;
}

/** §3 farming_stats, without currency and type (the caller adds them). */
export interface FarmingStats {
  readonly avgStake: number;
  readonly betsCount: number;
  readonly points: number;
  readonly availablePoints: number;
  /** The points a boost now would spend (whole blocks of pointsPerFreebet). */
  readonly potentialPoints: number;
  /** The free bet a boost now would give. */
  readonly potentialFreebetAmount: number;
  /** Free bets a boost now would give (§3 freebets_to_boost). */
  readonly freebetsToBoost: number;
}

/** HT2: the farming figures from the record. avg_stake is the mean total stake, floored. */
export function farmingStats(r: FarmingRecord): FarmingStats {
  const availablePoints = Math.max(0, r.points - r.pointsSpent);
  const blocks = Math.floor(availablePoints / r.pointsPerFreebet);
  return {
    avgStake: r.betsCount === 0 ? 0 : Math.floor(r.stakeSum / r.betsCount),
    betsCount: r.betsCount,
    points: r.points,
    availablePoints,
    potentialPoints: blocks * r.pointsPerFreebet,
    potentialFreebetAmount: blocks * r.freebetAmount,
    freebetsToBoost: blocks,
  };
}

/** One player's standing in a tournament. */
export interface TournamentEntry {
  readonly issueId: number;
  readonly points: number;
}

/**
 * HT4: the tournament table: more points first; equal points share the earlier issue's order (the one who
 * joined first ranks higher), so positions are 1..n with no ties.
 */
export function rankTournament<T extends TournamentEntry>(
  entries: readonly T[],
): (T & { position: number })[] {
  return [...entries]
    .sort((a, b) => b.points - a.points || a.issueId - b.issueId)
    .map((e, i) => ({ ...e, position: i + 1 }));
}
