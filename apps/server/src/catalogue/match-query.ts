import type { CountersBody, MatchListQuery, MatchSortKey } from '@slipstream/contract';
import { DEFAULT_LIMIT } from '@slipstream/contract';
import { isBettableStatus, LIVE, type MatchState } from './model';
import type { ProviderPolicy } from '@slipstream/contract/provider-policy';
import type { ReadModel } from './read-model';

/** Statuses listed when the caller names none: prematch, live and stopped. */
export const DEFAULT_STATUSES = [0, 1, 2];

export interface MatchFilter {
  ids?: Set<number>;
  /** Feed URNs (`external_id`): a fed match keeps its provider's URN. */
  urns?: Set<string>;
  types?: Set<string>;
  sportKeys?: Set<string>;
  sportTypes?: Set<string>;
  categoryIds?: Set<number>;
  tournamentIds?: Set<number>;
  statuses?: Set<number>;
  startFrom?: number;
  startTo?: number;
  bettable?: boolean;
  hasVideo?: boolean;
  /** The signed-in player's favourites, when `favourite=true`. */
  favourites?: Set<number>;
  /** The providers the visitor may see per sport type (SPEC.md OP3). */
  providers?: ProviderPolicy;
}

const set = <T>(xs: T[] | undefined): Set<T> | undefined => (xs && xs.length ? new Set(xs) : undefined);

export function filterFromQuery(q: MatchListQuery): MatchFilter {
  return {
    ids: set(q.id),
    urns: set(q.external_id),
    types: set(q.type),
    sportKeys: set(q.sport_key),
    sportTypes: set(q.sport_type),
    categoryIds: set(q.category_id),
    tournamentIds: set(q.tournament_id),
    statuses: set(q.match_status) ?? (q.id || q.external_id ? undefined : new Set(DEFAULT_STATUSES)),
    startFrom: q.start_from,
    startTo: q.start_to,
    bettable: q.bettable,
    hasVideo: q.has_video,
  };
}

export function filterFromCounters(b: CountersBody): MatchFilter {
  return {
    types: set(b.type),
    sportKeys: set(b.sport_key),
    sportTypes: set(b.sport_type),
    categoryIds: set(b.category_id),
    tournamentIds: set(b.tournament_id),
    statuses: set(b.match_status) ?? new Set(DEFAULT_STATUSES),
    startFrom: b.start_from ? Date.parse(b.start_from) : undefined,
    startTo: b.start_to ? Date.parse(b.start_to) : undefined,
    bettable: b.bettable,
    hasVideo: b.has_video,
  };
}

/** Bettable: a bettable status, an active provider and at least one open market. */
export function isBettable(model: ReadModel, m: MatchState): boolean {
  if (!isBettableStatus(m.status)) return false;
  if (model.providerActive.get(model.sportOf(m).provider) === false) return false;
  const markets = model.markets.get(m.id);
  if (!markets) return false;
  for (const x of markets.values()) if (x.status === 1) return true;
  return false;
}

export function matches(model: ReadModel, f: MatchFilter): MatchState[] {
  const out: MatchState[] = [];
  for (const m of model.orderedMatches()) {
    if (f.ids && !f.ids.has(m.id)) continue;
    if (f.urns && !f.urns.has(m.urnId)) continue;
    if (f.types && !f.types.has(m.type)) continue;
    if (f.statuses && !f.statuses.has(m.status)) continue;
    if (f.tournamentIds && !f.tournamentIds.has(m.tournamentId)) continue;
    if (f.startFrom !== undefined && m.startTime < f.startFrom) continue;
    if (f.startTo !== undefined && m.startTime > f.startTo) continue;
    if (f.hasVideo !== undefined && m.hasVideo !== f.hasVideo) continue;
    if (f.favourites && !f.favourites.has(m.id)) continue;
    if (f.providers && !allowedMatch(model, f.providers, m)) continue;
    if (f.categoryIds || f.sportKeys || f.sportTypes) {
      const category = model.categoryOf(m);
      if (f.categoryIds && !f.categoryIds.has(category.id)) continue;
      const sport = model.sports.get(category.sportId)!;
      if (f.sportKeys && !f.sportKeys.has(sport.key)) continue;
      if (f.sportTypes && !f.sportTypes.has(sport.type)) continue;
    }
    if (f.bettable !== undefined && isBettable(model, m) !== f.bettable) continue;
    out.push(m);
  }
  return out;
}

/** Whether the policy lets a visitor see this match: its sport's type and provider (SPEC.md OP3). */
export function allowedMatch(model: ReadModel, policy: ProviderPolicy, m: MatchState): boolean {
  const sport = model.sportOf(m);
  return policy.allows(sport.type, sport.provider);
}

type KeyFn = (model: ReadModel, m: MatchState) => number;
const SORT_KEYS: Record<MatchSortKey, KeyFn> = {
  sport_id: (model, m) => model.sportOf(m).id,
  sport_priority: (model, m) => model.sportOf(m).priority,
  category_id: (model, m) => model.categoryOf(m).id,
  category_priority: (model, m) => model.categoryOf(m).priority,
  tournament_id: (_model, m) => m.tournamentId,
  tournament_priority: (model, m) => model.tournamentOf(m).priority,
  start_time: (_model, m) => m.startTime,
  bets_count: (_model, m) => m.betsCount,
};

/** Sorts by the given keys in order; the base order (start time, id) breaks ties. */
export function sortMatches(
  model: ReadModel,
  list: MatchState[],
  sortBy: { key: MatchSortKey; desc: boolean }[],
): MatchState[] {
  const keyed = list.map((m, i) => ({ m, i, k: sortBy.map((s) => SORT_KEYS[s.key](model, m)) }));
  keyed.sort((a, b) => {
    for (let j = 0; j < sortBy.length; j++) {
      const d = a.k[j]! - b.k[j]!;
      if (d !== 0) return sortBy[j]!.desc ? -d : d;
    }
    return a.i - b.i;
  });
  return keyed.map((x) => x.m);
}

export function capPerSport(model: ReadModel, list: MatchState[], max: number): MatchState[] {
  const seen = new Map<number, number>();
  return list.filter((m) => {
    const sport = model.sportOf(m).id;
    const n = seen.get(sport) ?? 0;
    seen.set(sport, n + 1);
    return n < max;
  });
}

export interface Page<T> {
  items: T[];
  pagination: { total: number; page: number; limit: number; last_page: number };
}

export function paginate<T>(list: T[], page = 1, limit = DEFAULT_LIMIT): Page<T> {
  const start = (page - 1) * limit;
  return {
    items: list.slice(start, start + limit),
    pagination: { total: list.length, page, limit, last_page: Math.max(1, Math.ceil(list.length / limit)) },
  };
}

export const isLiveMatch = (m: MatchState): boolean => m.status === LIVE && m.type === 'match';
