import type { Odds } from '../odds/odds';
import type { BetType, SystemType } from '../payout/bet-types';
import type { MarketUpdate } from '../slip/market-updates';
import type { MatchStatus } from '../slip/match-status';
import type { SelectionType, SportType } from '../slip/types';

/** §7 share-bet payload, per selection. */
export interface SharedSelection {
  readonly id: string;
  readonly matchId: string;
  readonly matchUrnId: string;
  readonly marketGroup: string | null;
  readonly type: SelectionType;
  readonly marketId: string;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly provider: string;
  readonly odds: Odds;
  readonly categoryName: string;
}

/** §7 share-bet payload, per bet. */
export interface SharedBet {
  readonly stake: number;
  readonly currency: string;
  readonly subunits: number;
  readonly betType: BetType;
  readonly systemType: SystemType | null;
  readonly customOdds: Odds | null;
  readonly freebetStake: number | null;
  readonly selections: readonly SharedSelection[];
}

/** A match as read fresh by getMatches (§7 restore), in the slip's terms. */
export interface FreshMatch {
  readonly id: string;
  readonly urnId: string;
  readonly slug: string;
  readonly nameA: string;
  readonly nameB: string;
  readonly status: MatchStatus;
  readonly provider: string;
  readonly sportKey: string;
  readonly sportType: SportType;
  readonly categoryId: string;
  readonly categoryName: string;
  readonly categorySlug: string;
}

/** A market as read fresh by getMatchMarkets, with names. */
export interface FreshMarket extends MarketUpdate {
  readonly name: string;
  readonly outcomes: readonly {
    readonly id: string;
    readonly name: string;
    readonly odds: Odds;
    readonly active: boolean;
  }[];
}
