import { oddsFromDecimal } from '@slipstream/betting';
import type { ProviderPolicy } from '@slipstream/contract/provider-policy';
import type { CatalogueEvent, Market, Match } from '@slipstream/contract';
import { createKeyedStore, frameScheduler, type KeyedStore, type Scheduler } from './keyed-store';
import {
  applyMarketListUpdate,
  mergeMarketListUpdates,
  mergeMarketShapes,
  type MarketListUpdate,
  type MarketShape,
} from './market-structure';
import { createMatchStore, isBettableStatus, type MatchStore } from './match-store';
import { createOddsStore, outcomeKey, type OddsStore } from './odds-store';

/**
 * The page's live data: prices, match state and (on the match page) the market list, each in its own
 * keyed store flushed once per animation frame. Push publications and server-rendered data both enter
 * here; React reads through useSyncExternalStore hooks (live-hooks.ts).
 */
/** What the hub needs of a market: its identity, status and prices (names and groups stay out). */
export interface MarketSeed {
  readonly match_id: number;
  readonly id: number;
  readonly specifier: string;
  readonly status: number;
  readonly outcomes: readonly { readonly id: string; readonly odds: number; readonly active: boolean }[];
}

/**
 * What the hub needs of a match: the live fields only. Server-rendered lists pass seeds to the browser in
 * the page's RSC payload, so each field left out is left out of every page load (50 rows on the home).
 */
export interface MatchSeed {
  readonly id: number;
  readonly status: number;
  readonly statistics: Match['statistics'];
  readonly markets: readonly MarketSeed[];
}

function toMarketSeed(market: Market): MarketSeed {
  return {
    match_id: market.match_id,
    id: market.id,
    specifier: market.specifier,
    status: market.status,
    outcomes: market.outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active })),
  };
}

export function toSeed(match: Match): MatchSeed {
  const markets = [match.main_market, match.secondary_market].filter((m): m is Market => Boolean(m));
  return {
    id: match.id,
    status: match.status,
    statistics: match.statistics,
    markets: markets.map(toMarketSeed),
  };
}

export interface LiveHub {
  readonly odds: OddsStore;
  readonly matches: MatchStore;
  readonly markets: KeyedStore<readonly MarketShape[], MarketListUpdate>;
  /** Active flag per odds provider, from provider_status_changed (the slip marks selections unavailable). */
  readonly providers: KeyedStore<boolean, boolean>;
  seedMatch(match: MatchSeed): void;
  seedMarkets(matchId: number, markets: readonly Market[]): void;
  apply(event: CatalogueEvent): void;
  /** The matches the page holds live state of (every list and match shown in this page session). */
  matchIds(): number[];
  /**
   * Applies state reloaded by HTTP after publications were lost: it overwrites (unlike seeding) and
   * goes through the same per-frame batch as publications. `markets` is a match's whole listing.
   */
  applySnapshot(snapshot: {
    matches?: readonly Match[];
    markets?: { matchId: number; list: readonly Market[] };
    providers?: Readonly<Record<string, boolean>>;
  }): void;
}

export function createLiveHub(
  schedule: Scheduler = frameScheduler(),
  /** The providers the visitor may see per sport type: other matches' pushes are dropped (SPEC.md OP3). */
  providerPolicy?: ProviderPolicy,
): LiveHub {
  const odds = createOddsStore(schedule);
  const matches = createMatchStore(schedule);
  const providers = createKeyedStore<boolean, boolean>({
    apply: (_prev, active) => active,
    merge: (_earlier, later) => later,
    schedule,
  });
  const markets = createKeyedStore<readonly MarketShape[], MarketListUpdate>({
    apply: applyMarketListUpdate,
    merge: mergeMarketListUpdates,
    schedule,
  });
  /** Outcome keys per match, so a status change can lock every price of the match. */
  const keysByMatch = new Map<number, Set<string>>();

  const index = (matchId: number, key: string): void => {
    let set = keysByMatch.get(matchId);
    if (!set) keysByMatch.set(matchId, (set = new Set()));
    set.add(key);
  };

  const seedMarket = (market: MarketSeed, bettable: boolean): void => {
    for (const outcome of market.outcomes) {
      const key = outcomeKey(market.match_id, market.id, market.specifier, outcome.id);
      index(market.match_id, key);
      odds.seed(key, {
        odds: oddsFromDecimal(outcome.odds),
        active: outcome.active,
        marketStatus: market.status,
        matchBettable: bettable,
        move: null,
        moveId: 0,
      });
    }
  };

  const enqueueMarket = (market: Market): void => {
    for (const outcome of market.outcomes) {
      const key = outcomeKey(market.match_id, market.id, market.specifier, outcome.id);
      index(market.match_id, key);
      odds.enqueue(key, {
        odds: oddsFromDecimal(outcome.odds),
        active: outcome.active,
        marketStatus: market.status,
      });
    }
  };

  const setMatchStatus = (matchId: number, status: number): void => {
    matches.enqueue(String(matchId), { status });
    const bettable = isBettableStatus(status);
    keysByMatch.get(matchId)?.forEach((key) => odds.enqueue(key, { matchBettable: bettable }));
  };

  const applyMatch = (match: Match): void => {
    matches.enqueue(String(match.id), { status: match.status, statistics: match.statistics });
    setMatchStatus(match.id, match.status);
    if (match.main_market) enqueueMarket(match.main_market);
    if (match.secondary_market) enqueueMarket(match.secondary_market);
  };

  return {
    odds,
    matches,
    markets,
    providers,
    matchIds: () => matches.keys().map(Number),
    applySnapshot(snapshot) {
      for (const match of snapshot.matches ?? []) applyMatch(match);
      if (snapshot.markets) {
        const { matchId, list } = snapshot.markets;
        for (const market of list) enqueueMarket(market);
        if (markets.get(String(matchId))) markets.enqueue(String(matchId), { changed: list, complete: true });
      }
      for (const [provider, active] of Object.entries(snapshot.providers ?? {}))
        providers.enqueue(provider, active);
    },
    seedMatch(match) {
      matches.seed(String(match.id), { status: match.status, statistics: match.statistics });
      const bettable = isBettableStatus(match.status);
      for (const market of match.markets) seedMarket(market, bettable);
    },
    seedMarkets(matchId, list) {
      const shapes = mergeMarketShapes([], list);
      markets.seed(String(matchId), shapes);
      const bettable = isBettableStatus(matches.get(String(matchId))?.status ?? 0);
      for (const market of list) seedMarket(market, bettable);
    },
    apply(event) {
      switch (event.event) {
        case 'markets_changed':
          for (const market of event.data.markets) enqueueMarket(market);
          if (markets.get(String(event.data.match_id)))
            markets.enqueue(String(event.data.match_id), { changed: event.data.markets });
          break;
        case 'match_changed':
          if (providerPolicy && !providerPolicy.allows(event.data.tournament.sport.type, event.data.provider))
            break;
          applyMatch(event.data);
          break;
        case 'match_status_changed':
          if (providerPolicy && !providerPolicy.allows(event.data.sport_type, event.data.provider)) break;
          setMatchStatus(event.data.match_id, event.data.status);
          break;
        case 'provider_status_changed':
          // Selections of an inactive provider become unavailable on the slip (lib/slip/slip-live-bridge.tsx).
          providers.enqueue(event.data.provider, event.data.active);
          break;
      }
    },
  };
}
