'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@slipstream/contract';
import { getJson } from './client-fetch';

/** Search query bounds (betting-core §5): 3 to 50 characters. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 50;

export function searchable(q: string): boolean {
  const n = q.trim().length;
  return n >= SEARCH_MIN_CHARS && n <= SEARCH_MAX_CHARS;
}

export const searchKey = (locale: string, q: string) => ['search', locale, q.trim()] as const;

export function useSearch(locale: string, q: string) {
  return useQuery({
    queryKey: searchKey(locale, q),
    queryFn: ({ signal }) =>
      getJson<SearchResult>(
        `/api/sportsbook/v1/search?q=${encodeURIComponent(q.trim())}&limit=20`,
        locale,
        signal,
      ),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
