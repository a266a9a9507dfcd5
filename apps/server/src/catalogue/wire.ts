import { oddsToDecimal } from '@slipstream/betting';
import type { Category, Market, Match, MatchStatistics, Sport, Tournament } from '@slipstream/contract';
import { eventName, marketName, outcomeName, sportName, type NameLocale } from '../sim/names/localise-names';
import type { CategoryDef, LiveClock, MarketState, MatchState, SportDef, TournamentDef } from './model';

/** Read-model shapes → wire shapes (contract). Pure; the read model caches the results. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** Wire shapes carry sport, market and outcome names in the request's names language (`lang`). */
export function sportWire(s: SportDef, lang: NameLocale = 'en'): Sport {
  return {
    id: s.id,
    urn_id: s.urnId,
    key: s.key,
    name: sportName(lang, s.key, s.name),
    priority: s.priority,
    type: s.type,
    provider: s.provider,
  };
}

export function categoryWire(c: CategoryDef, sport: SportDef, lang: NameLocale = 'en'): Category {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    priority: c.priority,
    country_code: c.countryCode,
    sport: sportWire(sport, lang),
  };
}

export function tournamentWire(
  t: TournamentDef,
  c: CategoryDef,
  sport: SportDef,
  lang: NameLocale = 'en',
): Tournament {
  return {
    id: t.id,
    urn_id: t.urnId,
    slug: t.slug,
    name: t.name,
    priority: t.priority,
    category: { id: c.id, slug: c.slug, name: c.name, priority: c.priority, country_code: c.countryCode },
    sport: {
      ...sportWire(sport, lang),
      main_market_id: t.mainMarketId,
      secondary_market_id: t.secondaryMarketId,
      main_market_outcomes_count: t.mainMarketOutcomes,
      secondary_market_outcomes_count: t.secondaryMarketOutcomes,
    },
    provider: sport.provider,
  };
}

export function marketWire(
  m: MarketState,
  match: MatchState,
  sport: SportDef,
  lang: NameLocale = 'en',
): Market {
  return {
    match_id: match.id,
    match_urn_id: match.urnId,
    id: m.marketId,
    name: marketName(lang, m.name),
    status: m.status,
    specifier: m.specifier,
    outcomes: m.outcomes.map((o) => ({
      id: o.id,
      name: outcomeName(lang, o.id, o.name),
      active: o.active,
      odds: oddsToDecimal(o.odds),
    })),
    market_groups: m.groups,
    priority: m.priority,
    most_balanced: m.mostBalanced,
    next_bet_stop: m.nextBetStop === null ? null : iso(m.nextBetStop),
    custom_bet_groups: m.customBetGroups,
    provider: sport.provider,
  };
}

const mmss = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

function clockWire(c: LiveClock): NonNullable<MatchStatistics['clock']> {
  const elapsed = Math.min(c.elapsedMs, c.durationMs);
  const inPeriod = elapsed >= c.durationMs || c.periodMs <= 0 ? 0 : c.periodMs - (elapsed % c.periodMs);
  const stoppage = c.elapsedMs > c.durationMs ? mmss(c.elapsedMs - c.durationMs) : null;
  return {
    match_time: c.countsDown ? null : mmss(elapsed),
    stoppage_time: stoppage,
    stoppage_time_announced: stoppage === null ? null : '05:00',
    remaining_time: c.countsDown ? mmss(c.durationMs - elapsed) : null,
    remaining_time_in_period: c.countsDown ? mmss(inPeriod) : null,
    stopped: c.stopped,
    clock_updated_at: iso(c.updatedAt),
  };
}

export function statisticsWire(m: MatchState): MatchStatistics | null {
  if (m.status === 0 || m.type !== 'match') return null;
  return {
    clock: m.clock && m.clock.shown ? clockWire(m.clock) : null,
    total_score: { home: m.score.home, away: m.score.away },
    game_score: m.gameScore,
    current_server: m.server,
    period_score: m.periods.map((p) => ({
      number: p.number,
      type: p.type,
      home_score: p.home,
      away_score: p.away,
    })),
    max_period_number: m.maxPeriods,
  };
}

export interface MatchWireParts {
  tournament: Tournament;
  sport: SportDef;
  mainMarket: MarketState | null;
  secondaryMarket: MarketState | null;
  availableMarkets: number;
  topMarkets: number[];
}

export function matchWire(m: MatchState, parts: MatchWireParts, lang: NameLocale = 'en'): Match {
  const competitor = (c: NonNullable<MatchState['home']>) => ({
    id: c.id,
    urn_id: c.urnId,
    name: c.name,
    logo: c.logo,
  });
  return {
    id: m.id,
    urn_id: m.urnId,
    slug: m.slug,
    type: m.type,
    tournament: parts.tournament,
    competitors: m.home && m.away ? { home: competitor(m.home), away: competitor(m.away) } : null,
    outright: m.outright
      ? {
          name: eventName(lang, m.outright.name),
          parent: { id: parts.tournament.id, urn_id: parts.tournament.urn_id, name: parts.tournament.name },
          competitors: m.outright.competitors.map(competitor),
          start_time: iso(m.startTime),
          end_date: iso(m.outright.endDate),
        }
      : null,
    stadium: m.stadium,
    city: m.city,
    status: m.status,
    stage: m.stage,
    start_time: iso(m.startTime),
    statistics: statisticsWire(m),
    available_markets: parts.availableMarkets,
    main_market: parts.mainMarket ? marketWire(parts.mainMarket, m, parts.sport, lang) : null,
    secondary_market: parts.secondaryMarket ? marketWire(parts.secondaryMarket, m, parts.sport, lang) : null,
    top_markets: parts.topMarkets,
    has_video: m.hasVideo,
    provider: parts.sport.provider,
    is_provider_stats_available: m.hasStats && parts.sport.provider === 'betradar',
    priority: m.priority,
    bets_count: m.betsCount,
  };
}

/** The display name of a match: "Home - Away", or the outright's free text. */
export function matchName(m: MatchState): string {
  if (m.home && m.away) return `${m.home.name} - ${m.away.name}`;
  return m.outright?.name ?? m.slug;
}
