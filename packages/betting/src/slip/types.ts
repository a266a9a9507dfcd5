import type { Odds } from '../odds/odds';
import type { BetType, SystemType } from '../payout/bet-types';
import type { MatchStatus } from './match-status';

/** §9 "Odds accept modes". */
export type OddsAcceptMode = 'none' | 'higher' | 'any';

/** §4 "Ticket states". */
export type TicketState = 'INITIAL' | 'ODDS_CHANGED' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

/** §3 selection types. */
export type SelectionType = 'match' | 'stage' | 'season' | 'simple_tournament';

/** §3 sport types (tournament.sport.type). */
export type SportType = 'regular' | 'cyber' | 'premium_cricket';

/**
 * Where a bet's stake came from. `potential_win`: the player typed the win and the stake was derived (it is
 * rescaled when odds move, BT10); `sharing`: set by a currency change or a restore (§4); `freebet`: a chosen
 * free bet's amount; `manual`: typed or picked from the recommended stakes.
 */
export type StakeSource = 'manual' | 'potential_win' | 'sharing' | 'freebet';

/** §3 "Selection (slip)" in its front-end (camel case) form. */
export interface SlipSelection {
  /** The selection key: match, market, specifier and outcome (selectionKey()); unique in a slip. */
  readonly id: string;
  readonly outcomeId: string;
  readonly outcomeName: string;
  readonly matchId: string;
  readonly matchUrnId: string;
  readonly matchSlug: string;
  readonly matchName: string;
  readonly matchStatus: MatchStatus;
  readonly marketId: string;
  readonly marketName: string;
  readonly marketGroup: string | null;
  readonly specifier: string;
  readonly sportKey: string;
  /** tournament.sport.type */
  readonly sportType: SportType;
  readonly nameA: string;
  readonly nameB: string;
  readonly categoryId: string;
  readonly categoryName: string;
  readonly categorySlug: string;
  readonly provider: string;
  readonly type: SelectionType;
  /** The current price. */
  readonly odds: Odds;
  /** The price the player has agreed to (SF2). */
  readonly acceptedOdds: Odds;
  /** The price when the selection entered the slip. */
  readonly initialOdds: Odds;
  readonly active: boolean;
  readonly isSuspended: boolean;
  readonly isChanged: boolean;
  readonly isNotAvailable: boolean;
}

/** What the host gives to add a selection: the descriptive fields, the price and the market state. */
export type SelectionInput = Omit<
  SlipSelection,
  'id' | 'acceptedOdds' | 'initialOdds' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
> & {
  /** §4 market status code of the selection's market (1 = allowed). */
  readonly marketStatus: number;
};

/** Bonus types of account-and-surroundings §3 that can sit on a bet. */
export type BonusType =
  | 'comboboost'
  | 'freebet'
  | 'freebet_no_risk'
  | 'freebet_all_win'
  | 'freebet_only_win'
  | 'hunting'
  | 'tournament'
  | 'lootbox'
  | 'jackpot';

/** A bonus offered for or applied to one bet (§3 availableBonuses, bonus). */
export interface SlipBonus {
  readonly id: string;
  readonly type: BonusType;
  /** Free bets: the stake they pay, in the bet's minor units. */
  readonly amount?: number;
  /** Combo boost: the boost price for the bet. */
  readonly odds?: Odds;
}

/** §3 "Bet (slip, front end)". */
export interface SlipBet {
  /** Integer minor units of `currency`; for system bets the stake per line (the payout maths' convention). */
  readonly stake: number;
  readonly currency: string;
  readonly subunits: number;
  readonly betType: BetType;
  /** Bet-builder price from the custom-bet calculation; null while it is (re)calculated. */
  readonly customOdds: Odds | null;
  readonly selections: readonly SlipSelection[];
  readonly availableBonuses: readonly SlipBonus[];
  readonly bonus: SlipBonus | null;
  readonly systemType: SystemType | null;
  readonly stakeSource: StakeSource;
  /** Set from the placement answer (TS8). */
  readonly betId: string | null;
  readonly status: string | null;
  readonly isVip: boolean;
  readonly bonusOdds: Odds | null;
  readonly freebetStake: number | null;
  readonly jackpots: readonly string[];
}

/** §3 Ticket.error. */
export interface TicketError {
  readonly message: string | null;
  readonly details: unknown;
  /** Per-bet messages keyed by selection id (§8 "Per-bet messages are shown for each selection"). */
  readonly messagesByBet: Readonly<Record<string, string>>;
  readonly code: number | string | null;
  readonly isWrongOddsError: boolean;
}

/** §3 "Upcoming bonus". */
export interface UpcomingBonus {
  readonly id: string;
  readonly disabled: boolean;
  readonly completedCount: number;
  readonly suitableCount: number;
}

/** Work the host must do; the reducer only records it (it performs no I/O). */
export type SlipEffect =
  | { readonly type: 'track'; readonly event: 'add' | 'delete'; readonly selectionId: string }
  | { readonly type: 'track'; readonly event: 'place' | 'success'; readonly bet: SlipBet }
  | { readonly type: 'signInPrompt' }
  | { readonly type: 'openCustomBetModal' }
  | { readonly type: 'placeBets'; readonly bets: readonly SlipBet[] }
  | { readonly type: 'generalError'; readonly message: string | null }
  | { readonly type: 'calculateCustomOdds'; readonly betIndex: number };

/** The settings the slip rules read (§3 Settings front-end form), plus the player's currency. */
export interface SlipSettings {
  readonly oddsAcceptMode: OddsAcceptMode;
  /** multi_bet_settings.available_by_provider: may a slip hold several singles for this provider. */
  readonly multiSingleAvailableByProvider: Readonly<Record<string, boolean>>;
  /** provider_statuses: active flag per provider; a provider missing here counts as active. */
  readonly providerStatuses: Readonly<Record<string, boolean>>;
  readonly currency: { readonly code: string; readonly subunits: number };
}

/** §3 Ticket, plus the settings it obeys and the effect queue the host drains. */
export interface SlipState {
  readonly ticketState: TicketState;
  readonly error: TicketError | null;
  readonly bets: readonly SlipBet[];
  readonly upcomingBonuses: readonly UpcomingBonus[];
  readonly selectedOutcomeIds: readonly string[];
  readonly processingBets: readonly SlipBet[];
  readonly placedBets: readonly SlipBet[];
  readonly isRestoring: boolean;
  readonly inProgress: boolean;
  readonly systemTypes: readonly SystemType[];
  /** Set when a placement needed a signed-in player (TS6); cleared by the next placement or dismissal. */
  readonly signInRequired: boolean;
  readonly settings: SlipSettings;
  readonly effects: readonly SlipEffect[];
}
