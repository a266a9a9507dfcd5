import { HOME_TABS, type HomeTab } from '../routing/routes';
import type { QueryValue } from '../api/server-api';
import { oneParam, positiveInt } from '../site/route-params';

/**
 * The home screen's query parameters (betting-core §2): time, sortBy, date, sport, page, isBettable, plus
 * the tab. Unknown or malformed values fall back to defaults instead of failing the page.
 * - time: hours ahead (1, 3, 6, 12, 24, 72); date: one UTC day YYYY-MM-DD (wins over time)
 * - sortBy: priority (default), time, popular; sport: a sport key or top-sports
 */
export const TIME_WINDOWS = ['1', '3', '6', '12', '24', '72'] as const;
export const SORTS = {
  priority: 'tournament_priority:desc,start_time',
  time: 'start_time',
  popular: 'bets_count:desc',
} as const;
export const HOME_PAGE_SIZE = 50;

export interface HomeQuery {
  tab: HomeTab;
  time: (typeof TIME_WINDOWS)[number] | undefined;
  sortBy: keyof typeof SORTS;
  date: string | undefined;
  sport: string | undefined;
  page: number;
  isBettable: boolean;
}

export function parseHomeQuery(search: Record<string, string | string[] | undefined>): HomeQuery {
  const tab = oneParam(search.tab);
  const time = oneParam(search.time);
  const sortBy = oneParam(search.sortBy);
  const date = oneParam(search.date);
  const sport = oneParam(search.sport);
  return {
    tab: HOME_TABS.includes(tab as HomeTab) ? (tab as HomeTab) : 'top',
    time: TIME_WINDOWS.includes(time as (typeof TIME_WINDOWS)[number])
      ? (time as HomeQuery['time'])
      : undefined,
    sortBy: sortBy && sortBy in SORTS ? (sortBy as HomeQuery['sortBy']) : 'priority',
    date: date && isIsoDay(date) ? date : undefined,
    sport: sport && /^[a-z0-9-]{2,40}$/.test(sport) && sport !== 'top-sports' ? sport : undefined,
    page: positiveInt(oneParam(search.page), 1),
    isBettable: oneParam(search.isBettable) === 'true',
  };
}

function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/** The GET /matches query for a home view at `nowMs`. */
export function homeMatchQuery(q: HomeQuery, nowMs: number): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {
    sort_by: SORTS[q.sortBy],
    page: q.page,
    limit: HOME_PAGE_SIZE,
    sport_key: q.sport,
    bettable: q.isBettable || undefined,
  };
  if (q.date) {
    const start = Date.parse(`${q.date}T00:00:00Z`);
    query.start_from = new Date(start).toISOString();
    // start_to is inclusive: the next day's midnight is not on this day.
    query.start_to = new Date(start + 86_400_000 - 1).toISOString();
  } else if (q.time) {
    query.start_to = new Date(nowMs + Number(q.time) * 3_600_000).toISOString();
  }
  switch (q.tab) {
    case 'top':
      query.max_per_sport = 5;
      query.type = ['match'];
      query.match_status = [0, 1];
      break;
    case 'all':
      query.type = ['match'];
      break;
    case 'outrights':
      query.type = ['season', 'simple_tournament', 'stage'];
      break;
    case 'betbuilder':
      query.type = ['match'];
      query.match_status = [0];
      break;
    case 'favorites':
      query.favourite = true;
      break;
  }
  return query;
}

/** Builds a home href keeping the other parameters. */
export function homeHref(q: HomeQuery, patch: Partial<HomeQuery>): string {
  const next = { ...q, ...patch };
  const params = new URLSearchParams();
  if (next.tab !== 'top') params.set('tab', next.tab);
  if (next.sport) params.set('sport', next.sport);
  if (next.time) params.set('time', next.time);
  if (next.date) params.set('date', next.date);
  if (next.sortBy !== 'priority') params.set('sortBy', next.sortBy);
  if (next.isBettable) params.set('isBettable', 'true');
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return `/${text ? `?${text}` : ''}${next.tab === 'betbuilder' ? '#betBuilder' : ''}`;
}

/** The days the home's date control offers (§2 `date`): today and the next six, as UTC days YYYY-MM-DD. */
export function homeDays(nowMs: number, count = 7): string[] {
  const today = Math.floor(nowMs / 86_400_000) * 86_400_000;
  return Array.from({ length: count }, (_, i) => new Date(today + i * 86_400_000).toISOString().slice(0, 10));
}
