import { z } from 'zod';
import {
  categorySchema,
  marketSchema,
  matchSchema,
  matchStatisticsSchema,
  pageOf,
  sportSchema,
  tournamentSchema,
} from './entities';

export const sportListSchema = pageOf(sportSchema);
export const categoryListSchema = pageOf(categorySchema);
export const tournamentListSchema = pageOf(tournamentSchema);
export const matchListSchema = pageOf(matchSchema);
export const marketListSchema = pageOf(marketSchema);

const countSchema = z.object({
  id: z.number().int(),
  match_count: z.number().int(),
  season_count: z.number().int(),
  simple_tournament_count: z.number().int(),
  stage_count: z.number().int(),
});
export type CountEntry = z.infer<typeof countSchema>;

/** POST /counters: live total plus counts per sport, category and tournament (outrights = season + simple tournament + stage). */
export const countersSchema = z.object({
  live: z.number().int(),
  sports: z.array(countSchema),
  categories: z.array(countSchema),
  tournaments: z.array(countSchema),
});
export type Counters = z.infer<typeof countersSchema>;

/** GET /search: events and leagues whose names contain the query, and the sports it names (in any of their names). */
export const searchResultSchema = z.object({
  matches: z.array(matchSchema),
  tournaments: z.array(tournamentSchema),
  sports: z.array(sportSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /matches/{id}/statistics: the widget url (demo asset) and the figures it shows. */
export const STATISTICS_TYPES = ['statistics'] as const;
export const matchStatisticsResponseSchema = z.object({
  match_id: z.number().int(),
  widget_url: z.string(),
  statistics: matchStatisticsSchema.nullable(),
  items: z.array(z.object({ key: z.string(), home: z.number().int(), away: z.number().int() })),
});

export const videoSchema = z.object({ link: z.string(), frame: z.string() });
export const streamsSchema = z.object({
  data: z.array(z.object({ link: z.string(), provider: z.string(), language_code: z.string() })),
});

/** Settled outcomes of one market, as stored in outcome_results (UOF result, void and dead-heat factors). */
export const settledOutcomeSchema = z.object({
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  result: z.union([z.literal(0), z.literal(1)]),
  void_factor: z.number().min(0).max(1),
  dead_heat_factor: z.number().min(0).max(1),
});

export const resultEntrySchema = z.object({
  match: matchSchema,
  finished_at: z.string().nullable(),
  winner_outcome_ids: z.array(z.string()),
});
export const resultListSchema = pageOf(resultEntrySchema);
export const scheduleListSchema = pageOf(matchSchema);

/** Markets a bet-builder (custom bet) may combine for one match. */
export const customBetMarketsSchema = z.object({
  match_id: z.number().int(),
  data: z.array(marketSchema),
});
