import type { Odds } from '@slipstream/betting';
import type { MATCH_TYPES, PROVIDERS, SPORT_TYPES } from '@slipstream/contract';

/**
 * The read model's own shapes: what the feed keeps in memory and in PostgreSQL. Times are epoch
 * milliseconds, odds exact (integer thousandths). The wire shapes (contract) are derived from these.
 */
export type SportType = (typeof SPORT_TYPES)[number];
export type Provider = (typeof PROVIDERS)[number];
export type MatchType = (typeof MATCH_TYPES)[number];

export interface SportDef {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: SportType;
  provider: Provider;
}

export interface CategoryDef {
  id: number;
  sportId: number;
  slug: string;
  name: string;
  priority: number;
  countryCode: string | null;
}

export interface TournamentDef {
  id: number;
  urnId: string;
  categoryId: number;
  slug: string;
  name: string;
  priority: number;
  mainMarketId: number;
  mainMarketOutcomes: number;
  secondaryMarketId: number | null;
  secondaryMarketOutcomes: number | null;
}

export interface CompetitorDef {
  id: number;
  urnId: string;
  name: string;
  logo: string | null;
}

export interface Score {
  home: number;
  away: number;
}

export interface PeriodScore {
  number: number;
  type: string;
  home: number;
  away: number;
}

export interface LiveClock {
  /** Match time elapsed in ms (scaled by SIM_SPEED for the simulator). */
  elapsedMs: number;
  /** Length of the regular game in ms, and of one period (for remaining_time_in_period). */
  durationMs: number;
  periodMs: number;
  /** Whether the sport shows a running clock at all (tennis and e-sports do not). */
  shown: boolean;
  countsDown: boolean;
  stopped: boolean;
  updatedAt: number;
}

/** One event: a match, or an outright (season, stage, simple tournament) or a race (stage). */
export interface MatchState {
  id: number;
  urnId: string;
  slug: string;
  type: MatchType;
  tournamentId: number;
  home: CompetitorDef | null;
  away: CompetitorDef | null;
  /** Outrights: free-text name, competitors and end date. */
  outright: { name: string; competitors: CompetitorDef[]; endDate: number } | null;
  stadium: string | null;
  city: string | null;
  status: number;
  stage: string | null;
  startTime: number;
  priority: number;
  betsCount: number;
  hasVideo: boolean;
  hasStats: boolean;
  score: Score;
  periods: PeriodScore[];
  maxPeriods: number;
  gameScore: Score | null;
  server: 'home' | 'away' | null;
  clock: LiveClock | null;
  finishedAt: number | null;
  /** The feed provider's own per-event data (model parameters), persisted with the event. */
  feedData: Record<string, unknown>;
}

export interface OutcomeState {
  id: string;
  name: string;
  odds: Odds;
  active: boolean;
}

export interface MarketState {
  matchId: number;
  marketId: number;
  specifier: string;
  name: string;
  status: number;
  outcomes: OutcomeState[];
  groups: string[];
  priority: number;
  mostBalanced: boolean;
  customBetGroups: string[];
  nextBetStop: number | null;
}

export const marketKey = (marketId: number, specifier: string): string => `${marketId}|${specifier}`;

/** UOF-style outcome settlement: result 1 won / 0 lost, share refunded, dead-heat factor. */
export interface OutcomeSettlement {
  marketId: number;
  specifier: string;
  outcomeId: string;
  result: 0 | 1;
  voidFactor: number;
  /** Exact: a decimal string or a fraction ("1/3"), never a float (SPEC.md SE8). */
  deadHeatFactor: string;
}

/** Match statuses (betting-core §3). */
export const PREMATCH = 0;
export const LIVE = 1;
export const STOPPED = 2;
export const CLOSED = 3;
export const FINISHED = 4;
export const NOT_COVERED = 5;
export const isBettableStatus = (status: number): boolean => status === PREMATCH || status === LIVE;
