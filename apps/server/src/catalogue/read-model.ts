import type { Match, Tournament } from '@slipstream/contract';
import {
  marketKey,
  type CategoryDef,
  type MarketState,
  type MatchState,
  type Provider,
  type SportDef,
  type TournamentDef,
} from './model';
import type { NameLocale } from '../sim/names/localise-names';
import { categoryWire, marketWire, matchWire, sportWire, tournamentWire } from './wire';

/**
 * The in-memory read model: every list and item call is answered from here, never from the
 * database. The feed writes into it; PostgreSQL is the durable copy it was loaded from. Wire objects
 * and their JSON text are cached per match and dropped when the match or its listed markets change,
 * so a list response is mostly string concatenation. Wire objects are cached per names language.
 */
export class ReadModel {
  readonly sports = new Map<number, SportDef>();
  readonly categories = new Map<number, CategoryDef>();
  readonly tournaments = new Map<number, TournamentDef>();
  readonly matches = new Map<number, MatchState>();
  readonly markets = new Map<number, Map<string, MarketState>>();
  readonly providerActive = new Map<Provider, boolean>();
  /** Winning outcome ids of each settled event's main market (GET /results). */
  readonly winners = new Map<number, string[]>();
  /** Bumped on every change; response caches key on it. */
  version = 0;

  private readonly tournamentCache = new Map<string, Tournament>();
  /** Per match id, its wire object and JSON text per names language. */
  private readonly matchCache = new Map<number, Map<NameLocale, { wire: Match; json: string }>>();
  private matchOrder: MatchState[] | null = null;
  /** Start times the cached order was built with (the feed mutates events in place). */
  private readonly orderStart = new Map<number, number>();

  putSport(s: SportDef): void {
    this.sports.set(s.id, s);
    this.touchAll();
  }
  putCategory(c: CategoryDef): void {
    this.categories.set(c.id, c);
    this.touchAll();
  }
  putTournament(t: TournamentDef): void {
    this.tournaments.set(t.id, t);
    this.touchAll();
  }

  putMatch(m: MatchState): void {
    const before = this.matches.get(m.id);
    this.matches.set(m.id, m);
    if (!this.markets.has(m.id)) this.markets.set(m.id, new Map());
    this.matchCache.delete(m.id);
    if (!before || this.orderStart.get(m.id) !== m.startTime) this.matchOrder = null;
    this.version++;
  }

  removeMatch(id: number): void {
    this.matches.delete(id);
    this.markets.delete(id);
    this.matchCache.delete(id);
    this.matchOrder = null;
    this.version++;
  }

  putMarkets(matchId: number, markets: MarketState[]): void {
    const map = this.markets.get(matchId);
    if (!map) return;
    for (const m of markets) map.set(marketKey(m.marketId, m.specifier), m);
    this.matchCache.delete(matchId);
    this.version++;
  }

  market(matchId: number, marketId: number, specifier: string): MarketState | undefined {
    return this.markets.get(matchId)?.get(marketKey(marketId, specifier));
  }

  sportOf(m: MatchState): SportDef {
    return this.sports.get(this.categoryOf(m).sportId)!;
  }
  categoryOf(m: MatchState): CategoryDef {
    return this.categories.get(this.tournaments.get(m.tournamentId)!.categoryId)!;
  }
  tournamentOf(m: MatchState): TournamentDef {
    return this.tournaments.get(m.tournamentId)!;
  }

  tournamentWire(id: number, lang: NameLocale = 'en'): Tournament | undefined {
    const cached = this.tournamentCache.get(`${lang}|${id}`);
    if (cached) return cached;
    const t = this.tournaments.get(id);
    if (!t) return undefined;
    const c = this.categories.get(t.categoryId)!;
    const wire = tournamentWire(t, c, this.sports.get(c.sportId)!, lang);
    this.tournamentCache.set(`${lang}|${id}`, wire);
    return wire;
  }

  categoryWire(id: number, lang: NameLocale = 'en') {
    const c = this.categories.get(id);
    return c ? categoryWire(c, this.sports.get(c.sportId)!, lang) : undefined;
  }

  sportWire(id: number, lang: NameLocale = 'en') {
    const s = this.sports.get(id);
    return s ? sportWire(s, lang) : undefined;
  }

  /** Markets shown in lists (status 0 is never listed), best priority first. */
  listedMarkets(matchId: number): MarketState[] {
    const map = this.markets.get(matchId);
    if (!map) return [];
    const out: MarketState[] = [];
    for (const m of map.values()) if (m.status !== 0) out.push(m);
    return out.sort(
      (a, b) => b.priority - a.priority || a.marketId - b.marketId || a.specifier.localeCompare(b.specifier),
    );
  }

  /** The listed line of a market id: the most balanced one when there are several. */
  lineOf(matchId: number, marketId: number | null): MarketState | null {
    if (marketId === null) return null;
    const map = this.markets.get(matchId);
    if (!map) return null;
    let best: MarketState | null = null;
    for (const m of map.values()) {
      if (m.marketId !== marketId || m.status === 0) continue;
      if (!best || (m.mostBalanced && !best.mostBalanced)) best = m;
    }
    return best;
  }

  matchWire(id: number, lang: NameLocale = 'en'): Match | undefined {
    return this.cachedMatch(id, lang)?.wire;
  }

  matchJson(id: number, lang: NameLocale = 'en'): string | undefined {
    return this.cachedMatch(id, lang)?.json;
  }

  marketWire(m: MarketState, lang: NameLocale = 'en') {
    const match = this.matches.get(m.matchId)!;
    return marketWire(m, match, this.sportOf(match), lang);
  }

  /** Every event by start time then id: the base order of list calls (cached until the set changes). */
  orderedMatches(): MatchState[] {
    if (!this.matchOrder) {
      this.matchOrder = [...this.matches.values()].sort((a, b) => a.startTime - b.startTime || a.id - b.id);
      this.orderStart.clear();
      for (const m of this.matchOrder) this.orderStart.set(m.id, m.startTime);
    }
    // Events are replaced by new objects as the feed moves: map the cached order to the current ones.
    const out: MatchState[] = [];
    for (const m of this.matchOrder) {
      const current = this.matches.get(m.id);
      if (current) out.push(current);
    }
    return out;
  }

  private cachedMatch(id: number, lang: NameLocale): { wire: Match; json: string } | undefined {
    const hit = this.matchCache.get(id)?.get(lang);
    if (hit) return hit;
    const m = this.matches.get(id);
    if (!m) return undefined;
    const t = this.tournaments.get(m.tournamentId)!;
    const listed = this.listedMarkets(id);
    const wire = matchWire(
      m,
      {
        tournament: this.tournamentWire(t.id, lang)!,
        sport: this.sportOf(m),
        mainMarket: this.lineOf(id, t.mainMarketId),
        secondaryMarket: this.lineOf(id, t.secondaryMarketId),
        availableMarkets: listed.length,
        topMarkets: [...new Set(listed.map((x) => x.marketId))]
          .filter((x) => x !== t.mainMarketId && x !== t.secondaryMarketId)
          .slice(0, 3),
      },
      lang,
    );
    const entry = { wire, json: JSON.stringify(wire) };
    let byLang = this.matchCache.get(id);
    if (!byLang) this.matchCache.set(id, (byLang = new Map()));
    byLang.set(lang, entry);
    return entry;
  }

  private touchAll(): void {
    this.tournamentCache.clear();
    this.matchCache.clear();
    this.version++;
  }
}
