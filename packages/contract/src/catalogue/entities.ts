import { MATCH_STATUS } from '@slipstream/betting';
import { z } from 'zod';

/**
 * Catalogue entities as the Sportsbook API sends them (betting-core §3, snake case). Odds are decimal
 * numbers with at most 3 fraction digits (API.md); ids are integers with a `urn_id` string beside them.
 */
export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const;
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct', 'premium_cricket'] as const;
export const MATCH_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;
/** allowed 1, suspended -1; not-allowed 0 (never listed), -2 handed over, -3 settled, -4 cancelled (UOF). */
export const MARKET_STATUS = {
  active: 1,
  suspended: -1,
  inactive: 0,
  handed_over: -2,
  settled: -3,
  cancelled: -4,
} as const;

export const sportTypeSchema = z.enum(SPORT_TYPES);
export const providerSchema = z.enum(PROVIDERS);
export const matchTypeSchema = z.enum(MATCH_TYPES);
/** Match status numbers are defined once, in the engine (`MATCH_STATUS`, betting-core §3): 0–5. */
export const matchStatusSchema = z.number().int().min(MATCH_STATUS.prematch).max(MATCH_STATUS.notCovered);
export const marketStatusSchema = z.number().int().min(-4).max(1);

/** A decimal price: > 1, at most 3 fraction digits. */
export const marketOddsSchema = z
  .number()
  .gt(1)
  .refine((n) => Math.round(n * 1000) === Number((n * 1000).toFixed(6)), 'At most 3 fraction digits');

export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: sportTypeSchema,
  provider: providerSchema,
});
export type Sport = z.infer<typeof sportSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().length(2).nullable(),
  sport: sportSchema,
});
export type Category = z.infer<typeof categorySchema>;

/** The tournament's sport carries the main/secondary market ids and their outcome counts (§3). */
export const tournamentSportSchema = sportSchema.extend({
  main_market_id: z.number().int(),
  secondary_market_id: z.number().int().nullable(),
  main_market_outcomes_count: z.number().int(),
  secondary_market_outcomes_count: z.number().int().nullable(),
});

export const tournamentSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  category: categorySchema.omit({ sport: true }),
  sport: tournamentSportSchema,
  provider: providerSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const outcomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  odds: marketOddsSchema,
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  match_id: z.number().int(),
  match_urn_id: z.string(),
  id: z.number().int(),
  name: z.string(),
  status: marketStatusSchema,
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(z.string()),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: z.string().nullable(),
  custom_bet_groups: z.array(z.string()),
  provider: providerSchema,
});
export type Market = z.infer<typeof marketSchema>;

export const clockSchema = z.object({
  match_time: z.string().nullable(),
  stoppage_time: z.string().nullable(),
  stoppage_time_announced: z.string().nullable(),
  remaining_time: z.string().nullable(),
  remaining_time_in_period: z.string().nullable(),
  stopped: z.boolean(),
  clock_updated_at: z.string(),
});
export type MatchClock = z.infer<typeof clockSchema>;

const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

export const periodScoreSchema = z.object({
  number: z.number().int(),
  type: z.string(),
  home_score: z.number().int(),
  away_score: z.number().int(),
});

export const matchStatisticsSchema = z.object({
  clock: clockSchema.nullable(),
  total_score: scoreSchema,
  game_score: scoreSchema.nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  period_score: z.array(periodScoreSchema),
  max_period_number: z.number().int(),
});
export type MatchStatistics = z.infer<typeof matchStatisticsSchema>;

export const competitorSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});

/** Seasons, stages and simple tournaments (outrights, races): a free-text name and a competitor field. */
export const outrightSchema = z.object({
  name: z.string(),
  parent: z.object({ id: z.number().int(), urn_id: z.string(), name: z.string() }).nullable(),
  competitors: z.array(competitorSchema),
  start_time: z.string(),
  end_date: z.string(),
});

export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: matchTypeSchema,
  tournament: tournamentSchema,
  competitors: z.object({ home: competitorSchema, away: competitorSchema }).nullable(),
  outright: outrightSchema.nullable(),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: matchStatusSchema,
  stage: z.string().nullable(),
  start_time: z.string(),
  statistics: matchStatisticsSchema.nullable(),
  available_markets: z.number().int(),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable(),
  /** Ids of the markets shown beside the main one in lists, best first. */
  top_markets: z.array(z.number().int()),
  has_video: z.boolean(),
  provider: providerSchema,
  is_provider_stats_available: z.boolean(),
  priority: z.number().int(),
  bets_count: z.number().int(),
});
export type Match = z.infer<typeof matchSchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });
