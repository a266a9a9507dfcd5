import type { Odds } from '../odds/odds';
import type { BetType, SystemType } from '../payout/bet-types';
import type { MarketUpdate } from './market-updates';
import type { MatchStatus } from './match-status';
import type { PlaceErrorInput, PlacedBetResult } from './placement';
import type { OddsAcceptMode, SelectionInput, SlipBet, SlipBonus, UpcomingBonus } from './types';

/** Everything that can happen to a slip. Ids and prices come in the actions; the reducer reads no clock. */
export type SlipAction =
  | { readonly type: 'toggleSelection'; readonly selection: SelectionInput }
  | { readonly type: 'removeSelection'; readonly selectionId: string }
  | {
      readonly type: 'addCustomBet';
      readonly selections: readonly SelectionInput[];
      readonly customOdds: Odds;
    }
  | { readonly type: 'setCustomOdds'; readonly betIndex: number; readonly customOdds: Odds }
  | { readonly type: 'clear' }
  | { readonly type: 'setBetType'; readonly betType: BetType; readonly systemType?: SystemType }
  | { readonly type: 'setSystemType'; readonly systemType: SystemType }
  | { readonly type: 'setStake'; readonly betIndex: number; readonly stake: number }
  | { readonly type: 'setCommonStake'; readonly stake: number }
  | { readonly type: 'setStakeFromPotentialWin'; readonly betIndex: number; readonly potentialWin: number }
  | { readonly type: 'marketsUpdated'; readonly markets: readonly MarketUpdate[] }
  | { readonly type: 'matchStatusChanged'; readonly matchId: string; readonly status: MatchStatus }
  | { readonly type: 'providerStatusesChanged'; readonly providerStatuses: Readonly<Record<string, boolean>> }
  | { readonly type: 'oddsAcceptModeChanged'; readonly mode: OddsAcceptMode }
  | {
      readonly type: 'multiSingleSettingsChanged';
      readonly multiSingleAvailableByProvider: Readonly<Record<string, boolean>>;
    }
  | { readonly type: 'acceptChanges' }
  | {
      readonly type: 'currencyChanged';
      readonly currency: { readonly code: string; readonly subunits: number };
    }
  | {
      readonly type: 'bonusesUpdated';
      readonly betIndex: number;
      readonly availableBonuses: readonly SlipBonus[];
    }
  | { readonly type: 'chooseFreeBet'; readonly betIndex: number; readonly bonusId: string }
  | { readonly type: 'removeFreeBet'; readonly betIndex: number }
  | { readonly type: 'upcomingBonusesUpdated'; readonly upcomingBonuses: readonly UpcomingBonus[] }
  | { readonly type: 'placeStart'; readonly isLoggedIn: boolean }
  | { readonly type: 'placeSuccess'; readonly placed: readonly PlacedBetResult[] }
  | { readonly type: 'placeError'; readonly error: PlaceErrorInput }
  | { readonly type: 'dismissResult' }
  | { readonly type: 'restoreStart' }
  | { readonly type: 'restoreSuccess'; readonly bets: readonly SlipBet[] }
  | { readonly type: 'restoreFailed' }
  /** The host performed the first `count` effects. */
  | { readonly type: 'effectsDrained'; readonly count: number };
