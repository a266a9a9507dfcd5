import type { MatchState, Score } from '../catalogue/model';

/**
 * The simulator's per-event data, kept in MatchState.feedData and so persisted with the event: the
 * model parameters that price it and the fixed lines it offers, so a restart prices it the same way.
 */
export interface SimData {
  sport: string;
  /** Goals/points/runs per side for the whole game (poisson, normal). */
  meanHome: number;
  meanAway: number;
  /** Probability that home wins a set or map (best-of). */
  pSet: number;
  /** Strengths of outright or race competitors, in competitor order. */
  strengths: number[];
  totals: number[];
  handicaps: number[];
  /** Half-time score once the first half is over (soccer). */
  halfTime: Score | null;
  /** Bet stop: markets suspended until this time (wall clock, ms). */
  suspendedUntil: number | null;
  /** Market statuses forced through /api/sim/markets/status, by market key. */
  statusOverrides: Record<string, number>;
  /** Prices forced through /api/sim/odds, by "marketKey|outcomeId" (thousandths); kept until the next model change. */
  oddsOverrides: Record<string, number>;
  /** When a finished event becomes closed (3) and when it leaves the read model. */
  closeAt: number | null;
  pruneAt: number | null;
  winners: string[];
}

export const simData = (m: MatchState): SimData => m.feedData as unknown as SimData;
