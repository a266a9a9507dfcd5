import {
  categoryListSchema,
  countersSchema,
  marketListSchema,
  matchListSchema,
  matchSchema,
  matchStatisticsResponseSchema,
  resultListSchema,
  scheduleListSchema,
  searchResultSchema,
  settingsSchema,
  sportListSchema,
  streamsSchema,
  videoSchema,
  tournamentListSchema,
  type CountersBody,
} from '@slipstream/contract';
import { cache } from 'react';
import { apiGet, apiPost, type QueryValue } from './server-api';

/**
 * The catalogue reads of server components, one function per call (betting-core §7). `cache` dedupes a
 * call made by several components of one render (the layout's sidebar and a page both need sports).
 */
export const getSports = cache((locale: string) =>
  apiGet('/sports', sportListSchema, locale, { limit: 500 }),
);

export const getSettings = cache((locale: string) => apiGet('/settings', settingsSchema, locale));

export const getCounters = cache((locale: string, bodyJson: string) =>
  apiPost('/counters', countersSchema, locale, JSON.parse(bodyJson) as CountersBody),
);

export function getMatches(locale: string, query: Readonly<Record<string, QueryValue>>) {
  return apiGet('/matches', matchListSchema, locale, query);
}

export const getMatch = cache((locale: string, id: number) => apiGet(`/matches/${id}`, matchSchema, locale));

export function getMarkets(locale: string, matchId: number) {
  return apiGet(`/matches/${matchId}/markets`, marketListSchema, locale, { limit: 500 });
}

export const getCategories = cache((locale: string, sportKey: string) =>
  apiGet('/categories', categoryListSchema, locale, { sport_key: sportKey, limit: 500 }),
);

export const getTournaments = cache((locale: string, sportKey: string) =>
  apiGet('/tournaments', tournamentListSchema, locale, { sport_key: sportKey, limit: 500 }),
);

export function getSchedule(locale: string, query: Readonly<Record<string, QueryValue>>) {
  return apiGet('/schedule', scheduleListSchema, locale, query);
}

export function getResults(locale: string, query: Readonly<Record<string, QueryValue>>) {
  return apiGet('/results', resultListSchema, locale, query);
}

export function search(locale: string, q: string) {
  return apiGet('/search', searchResultSchema, locale, { q });
}

export function getStatistics(locale: string, matchId: number) {
  return apiGet(`/matches/${matchId}/statistics`, matchStatisticsResponseSchema, locale);
}

export function getVideo(locale: string, matchId: number) {
  return apiGet(`/matches/${matchId}/video`, videoSchema, locale);
}

export function getStreams(locale: string, matchId: number) {
  return apiGet(`/matches/${matchId}/streams`, streamsSchema, locale);
}
