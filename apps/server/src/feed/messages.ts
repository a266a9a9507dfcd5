import type {
  CategoryDef,
  MarketState,
  MatchState,
  OutcomeSettlement,
  Provider,
  SportDef,
  TournamentDef,
} from '../catalogue/model';

/** One market line of an event (UOF market id and specifier string). */
export interface MarketRef {
  marketId: number;
  specifier: string;
}

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
  | {
      type: 'odds_change';
      matchId: number;
      markets: MarketState[];
      /**
       * Store without publishing: suspended markets' new prices while their producer recovers (UOF); they are
       * published once, when the markets reopen.
       */
      quiet?: boolean;
    }
  /**
   * `partial`: results sent while the event is still on (UOF settles some markets early); they settle bets but
   * do not close the event to placement (outcome_results_partial, migrations/0781).
   */
  | { type: 'bet_settlement'; matchId: number; outcomes: OutcomeSettlement[]; partial?: boolean }
  | { type: 'producer_status'; provider: Provider; active: boolean }
  /**
   * UOF bet_cancel: bets placed on these markets (null: every market of the event) between `startTime` and
   * `endTime` (either open) are voided. `key` identifies the message, so a redelivery changes nothing.
   */
  | {
      type: 'bet_cancel';
      key: string;
      matchId: number;
      markets: MarketRef[] | null;
      startTime: number | null;
      endTime: number | null;
    }
  /** UOF rollback_bet_cancel: the cancel with this window is undone and the bets it voided reopen. */
  | {
      type: 'rollback_bet_cancel';
      matchId: number;
      markets: MarketRef[] | null;
      startTime: number | null;
      endTime: number | null;
    }
  /** UOF rollback_bet_settlement: these markets' results are withdrawn; settled bets reopen, payouts go back. */
  | { type: 'rollback_bet_settlement'; matchId: number; markets: MarketRef[] }
  /** The event leaves the catalogue (long finished). */
  | { type: 'remove'; matchId: number };
