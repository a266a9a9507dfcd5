import {
  PREMATCH,
  type CategoryDef,
  type CompetitorDef,
  type MatchState,
  type MatchType,
  type Provider,
  type SportDef,
  type SportType,
  type TournamentDef,
} from '../../catalogue/model';
import type { ReadModel } from '../../catalogue/read-model';
import { mainMarkets, slugify, SPORTS, type SportProfile } from '../../sim/sports';
import type { Fixture } from './sports-api';

/**
 * Ids for the feed's URNs. Our catalogue's ids are numbers: an entity keeps the number in its URN
 * ("sr:match:12345" → 12345) unless another URN already has it, then it gets the next free id from a counter.
 * The map is part of the adapter's persisted position (categories have no URN field of their own).
 */
export interface UofIds {
  byUrn: Record<string, number>;
  next: number;
}

/** Allocated ids start here: inside PostgreSQL `int` (sports, categories and tournaments are int columns). */
export const FIRST_ALLOCATED_ID = 2_000_000_000;

export function numericPart(urn: string): number | null {
  const n = Number(urn.slice(urn.lastIndexOf(':') + 1));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The ids already given out, per map (kept beside it, so a new id costs no scan of the whole map). */
const usedIds = new WeakMap<UofIds, Set<number>>();

function used(ids: UofIds): Set<number> {
  let set = usedIds.get(ids);
  if (!set) usedIds.set(ids, (set = new Set(Object.values(ids.byUrn))));
  return set;
}

export function idFor(ids: UofIds, urn: string, taken: (id: number) => boolean): number {
  const known = ids.byUrn[urn];
  if (known !== undefined) return known;
  const preferred = numericPart(urn);
  const given = used(ids);
  const id =
    preferred !== null && preferred < FIRST_ALLOCATED_ID && !taken(preferred) && !given.has(preferred)
      ? preferred
      : ids.next++;
  ids.byUrn[urn] = id;
  given.add(id);
  return id;
}

/** The simulator's sport profile with this URN, for the tournament's main markets and the clock's shape. */
export function profileOf(sportUrn: string): SportProfile | undefined {
  return SPORTS.find((p) => `${p.urnPrefix}:sport:${p.id}` === sportUrn);
}

const providerOf = (urn: string): Provider => (urn.startsWith('od:') ? 'oddin' : 'betradar');
const typeOf = (urn: string, profile: SportProfile | undefined): SportType =>
  profile?.type ?? (urn.startsWith('od:') ? 'cyber' : 'regular');

export function sportDef(ids: UofIds, view: ReadModel, urn: string, name: string | null): SportDef {
  const existing = [...view.sports.values()].find((s) => s.urnId === urn);
  const profile = profileOf(urn);
  const id = existing?.id ?? idFor(ids, urn, (x) => view.sports.has(x));
  const label = name || existing?.name || profile?.name || `Sport ${numericPart(urn) ?? ''}`.trim();
  return {
    id,
    urnId: urn,
    key: existing?.key ?? profile?.key ?? (slugify(label) || `sport-${id}`),
    name: label,
    priority: existing?.priority ?? profile?.priority ?? 10,
    type: existing?.type ?? typeOf(urn, profile),
    provider: existing?.provider ?? providerOf(urn),
  };
}

export function categoryDef(
  ids: UofIds,
  view: ReadModel,
  sport: SportDef,
  urn: string,
  name: string,
  countryCode: string | null,
): CategoryDef {
  const id = idFor(ids, urn, (x) => view.categories.has(x));
  return {
    id,
    sportId: sport.id,
    slug: slugify(name) || `category-${id}`,
    name,
    priority: view.categories.get(id)?.priority ?? 50,
    // ours are ISO alpha-2; a provider's alpha-3 (ENG, ESP) has no one-to-one alpha-2 (England): left out
    countryCode: countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : null,
  };
}

export function tournamentDef(
  ids: UofIds,
  view: ReadModel,
  sport: SportDef,
  category: CategoryDef,
  urn: string,
  name: string,
): TournamentDef {
  const existing = [...view.tournaments.values()].find((t) => t.urnId === urn);
  const id = existing?.id ?? idFor(ids, urn, (x) => view.tournaments.has(x));
  const profile = profileOf(sport.urnId);
  const m = profile
    ? mainMarkets(profile)
    : { main: 1, mainOutcomes: 3, secondary: null, secondaryOutcomes: null };
  return {
    id,
    urnId: urn,
    categoryId: category.id,
    slug: slugify(name) || `tournament-${id}`,
    name,
    priority: existing?.priority ?? 50,
    mainMarketId: existing?.mainMarketId ?? m.main,
    mainMarketOutcomes: existing?.mainMarketOutcomes ?? m.mainOutcomes,
    secondaryMarketId: existing?.secondaryMarketId ?? m.secondary,
    secondaryMarketOutcomes: existing?.secondaryMarketOutcomes ?? m.secondaryOutcomes,
  };
}

/** A sport's holding category and tournament for events whose fixture has not arrived yet. */
export function holdingPlace(
  ids: UofIds,
  view: ReadModel,
  sport: SportDef,
): { category: CategoryDef; tournament: TournamentDef } {
  const category = categoryDef(ids, view, sport, `${sport.urnId}:pending`, sport.name, null);
  const tournament = tournamentDef(ids, view, sport, category, `${sport.urnId}:pending`, sport.name);
  return { category, tournament };
}

function matchType(urn: string): MatchType {
  const kind = urn.split(':')[1];
  if (kind === 'stage') return 'stage';
  if (kind === 'season') return 'season';
  if (kind === 'simple_tournament') return 'simple_tournament';
  return 'match';
}

/** Competitors keep their URN's number as id (0 for a placeholder): they need no map of their own. */
const competitor = (_ids: UofIds, urn: string, name: string): CompetitorDef => ({
  id: numericPart(urn) ?? 0,
  urnId: urn,
  name,
  logo: null,
});

/** A new event as the feed first sees it: from its fixture when there is one, else a holding place. */
export function newMatch(o: {
  id: number;
  urn: string;
  tournamentId: number;
  sport: SportDef;
  ids: UofIds;
  fixture: Fixture | null;
  now: number;
}): MatchState {
  const type = matchType(o.urn);
  const profile = profileOf(o.sport.urnId);
  const m: MatchState = {
    id: o.id,
    urnId: o.urn,
    slug: `event-${o.id}`,
    type,
    tournamentId: o.tournamentId,
    home: type === 'match' ? competitor(o.ids, `${o.urn}:home`, 'Home') : null,
    away: type === 'match' ? competitor(o.ids, `${o.urn}:away`, 'Away') : null,
    outright: type === 'match' ? null : { name: o.urn, competitors: [], endDate: o.now },
    stadium: null,
    city: null,
    status: PREMATCH,
    stage: null,
    startTime: o.now,
    priority: 0,
    betsCount: 0,
    hasVideo: false,
    hasStats: false,
    score: { home: 0, away: 0 },
    periods: [],
    maxPeriods: profile?.periods ?? 2,
    gameScore: null,
    server: null,
    clock: null,
    finishedAt: null,
    feedData: { uof: {} },
  };
  return o.fixture ? withFixture(m, o.fixture, o.tournamentId, o.ids) : m;
}

/** The event with its fixture's names, place, start time and competitors (state and scores kept). */
export function withFixture(m: MatchState, f: Fixture, tournamentId: number, ids: UofIds): MatchState {
  const next: MatchState = { ...m, tournamentId, startTime: f.startTime };
  if (f.venue) {
    next.stadium = f.venue.name;
    next.city = f.venue.city;
  }
  const comps = f.competitors.filter((c) => c.urn);
  if (m.type === 'match') {
    const home = comps.find((c) => c.qualifier === 'home') ?? comps[0];
    const away = comps.find((c) => c.qualifier === 'away') ?? comps[1];
    if (home) next.home = competitor(ids, home.urn, home.name);
    if (away) next.away = competitor(ids, away.urn, away.name);
    const names = [next.home?.name, next.away?.name].filter(Boolean).join(' ');
    next.slug = `${slugify(names) || 'event'}-${m.id}`;
  } else {
    next.outright = {
      name: f.name ?? f.tournament.name,
      competitors: comps.map((c) => competitor(ids, c.urn, c.name)),
      endDate: f.endTime ?? f.startTime + 5 * 60_000,
    };
    next.slug = `${slugify(next.outright.name) || 'event'}-${m.id}`;
  }
  return next;
}
