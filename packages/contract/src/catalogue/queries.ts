import { z } from 'zod';
import { MATCH_TYPES, SPORT_TYPES, matchStatusSchema } from './entities';
import {
  localeParam,
  qBool,
  qDate,
  qDateTime,
  qEnumList,
  qInt,
  qIntList,
  qString,
  qStringList,
} from './query-params';

/** Page size: default and maximum 500 (betting-core §9). */
export const DEFAULT_LIMIT = 500;
const page = qInt(1, 1_000_000).optional();
const limit = qInt(1, DEFAULT_LIMIT).optional();
export const matchStatusList = qIntList.pipe(z.array(matchStatusSchema));

/**
 * Sort keys (betting-core §3 "Sort keys"): `key` ascending or `key:desc`, several comma-separated
 * and applied in order, e.g. `sort_by=tournament_priority:desc,start_time`.
 */
export const MATCH_SORT_KEYS = [
  'sport_id',
  'sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
export type MatchSortKey = (typeof MATCH_SORT_KEYS)[number];
const sortTerm = z
  .string()
  .regex(new RegExp(`^(${MATCH_SORT_KEYS.join('|')})(:(asc|desc))?$`), 'Unknown sort key')
  .transform((term) => {
    const [key, dir] = term.split(':') as [MatchSortKey, string | undefined];
    return { key, desc: dir === 'desc' };
  });
export const sortByParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(sortTerm).min(1).max(8),
);

/** GET /matches (betting-core §7). Default statuses: prematch, live and stopped. */
export const matchListQuerySchema = z.strictObject({
  id: qIntList.optional(),
  type: qEnumList(MATCH_TYPES).optional(),
  sport_key: qStringList.optional(),
  sport_type: qEnumList(SPORT_TYPES).optional(),
  category_id: qIntList.optional(),
  tournament_id: qIntList.optional(),
  match_status: matchStatusList.optional(),
  sort_by: sortByParam.optional(),
  start_from: qDateTime.optional(),
  start_to: qDateTime.optional(),
  bettable: qBool.optional(),
  max_per_sport: qInt(1, 500).optional(),
  page,
  limit,
  favourite: qBool.optional(),
  has_video: qBool.optional(),
  /** The feed's URN of an event (API.md "Real odds feed"), e.g. `sr:match:12345`; several comma-separated. */
  external_id: qStringList.optional(),
  locale: localeParam,
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

export const marketListQuerySchema = z.strictObject({
  page,
  limit,
  group_key: qStringList.optional(),
  market_id: qIntList.optional(),
  locale: localeParam,
});
export type MarketListQuery = z.infer<typeof marketListQuerySchema>;

export const sportListQuerySchema = z.strictObject({
  type: qEnumList(SPORT_TYPES).optional(),
  key: qStringList.optional(),
  page,
  limit,
  locale: localeParam,
});
export const categoryListQuerySchema = z.strictObject({
  sport_key: qStringList.optional(),
  sport_type: qEnumList(SPORT_TYPES).optional(),
  sport_id: qIntList.optional(),
  page,
  limit,
  locale: localeParam,
});
export const tournamentListQuerySchema = z.strictObject({
  sport_key: qStringList.optional(),
  sport_type: qEnumList(SPORT_TYPES).optional(),
  sport_id: qIntList.optional(),
  category_id: qIntList.optional(),
  page,
  limit,
  locale: localeParam,
});
export type SportListQuery = z.infer<typeof sportListQuerySchema>;
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
export type TournamentListQuery = z.infer<typeof tournamentListQuerySchema>;

/** POST /counters: the match filters, empty values stripped by the client; a single value counts as a list of one. */
const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(max)).optional();
export const countersBodySchema = z.strictObject({
  sport_key: oneOrMany(z.string().min(1).max(64), 50),
  sport_type: oneOrMany(z.enum(SPORT_TYPES), 3),
  category_id: oneOrMany(z.number().int().nonnegative(), 500),
  tournament_id: oneOrMany(z.number().int().nonnegative(), 500),
  match_status: oneOrMany(matchStatusSchema, 6),
  type: oneOrMany(z.enum(MATCH_TYPES), 4),
  start_from: z.iso.datetime({ offset: true }).optional(),
  start_to: z.iso.datetime({ offset: true }).optional(),
  bettable: z.boolean().optional(),
  has_video: z.boolean().optional(),
});
export type CountersBody = z.infer<typeof countersBodySchema>;

/** GET /search: 3 to 50 characters (betting-core §5). */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 50;
export const searchQuerySchema = z.strictObject({
  q: qString(SEARCH_MIN, SEARCH_MAX),
  sport_type: qEnumList(SPORT_TYPES).optional(),
  match_status: matchStatusList.optional(),
  only_events_name: qBool.optional(),
  limit: qInt(1, 100).optional(),
  locale: localeParam,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The filters the day listings (results, schedule) share. */
const dayListingQuery = {
  sport_key: qStringList.optional(),
  sport_type: qEnumList(SPORT_TYPES).optional(),
  category_id: qIntList.optional(),
  tournament_id: qIntList.optional(),
  date: qDate.optional(),
  page,
  limit,
  locale: localeParam,
};

/** GET /results: finished and closed events, newest first, optionally on one UTC day. */
export const resultsQuerySchema = z.strictObject(dayListingQuery);
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

/** GET /schedule: upcoming and live matches of one UTC day (default today), by start time. */
export const scheduleQuerySchema = z.strictObject(dayListingQuery);
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const iconsQuerySchema = z.strictObject({ version: qString(1, 32).optional() });
