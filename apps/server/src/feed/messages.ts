import type {
  CategoryDef,
  MarketState,
  MatchState,
  OutcomeSettlement,
  Provider,
  SportDef,
  TournamentDef,
} from '../catalogue/model';

/**
 * What any odds feed tells the catalogue, modelled on Sportradar UOF messages (fixture_change,
 * odds_change, bet_settlement, producer up/down) so a Betradar or Oddin adapter maps onto it directly.
 */
export type FeedMessage =
  | { type: 'catalogue'; sports: SportDef[]; categories: CategoryDef[]; tournaments: TournamentDef[] }
  /**
   * A new event or a new state of one (status, score, clock): the full event. `quiet`: store and
   * persist without publishing (a clock that merely ran on, model parameters).
   */
  | { type: 'fixture'; match: MatchState; quiet?: boolean }
  /** New states of some markets of one event (the feed publishes only what actually changed). */
  | { type: 'odds_change'; matchId: number; markets: MarketState[] }
  | { type: 'bet_settlement'; matchId: number; outcomes: OutcomeSettlement[] }
  | { type: 'producer_status'; provider: Provider; active: boolean }
  /** The event leaves the catalogue (long finished). */
  | { type: 'remove'; matchId: number };
