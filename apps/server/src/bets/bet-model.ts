import type { BetResult, BetType, Odds, SystemType } from '@slipstream/betting';
import type { BET_SELECTION_STATUSES, BET_STATUSES } from '@slipstream/contract';

export type BetStatus = (typeof BET_STATUSES)[number];
export type SelectionStatus = (typeof BET_SELECTION_STATUSES)[number];

/** A bet's selection as stored: coordinates, the confirmed price and the names shown in "my bets". */
export interface StoredSelection {
  position: number;
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: Odds;
  provider: string;
  status: SelectionStatus;
  matchName: string;
  matchUrnId: string;
  marketName: string;
  outcomeName: string;
  categoryName: string;
  matchType: string;
}

/** The bonus a bet carries (SPEC.md BO8): the issue id, its type, a boost's odds or a free bet's amount. */
export interface StoredBetBonus {
  id: number;
  type: string;
  odds: Odds | null;
  amount: number | null;
}

/** A placed bet as stored (integer minor units, Odds in thousandths). */
export interface StoredBet {
  id: number;
  playerId: number;
  type: BetType;
  status: BetStatus;
  result: BetResult;
  currency: string;
  subunits: number;
  /** Per line for system bets. */
  stake: number;
  totalStake: number;
  odds: Odds | null;
  customOdds: Odds | null;
  system: SystemType | null;
  potentialWin: number;
  winAmount: number | null;
  /** Partial cashouts (SPEC.md CO7): paid so far and the total stake sold; stake fields are what remains. */
  cashedOutAmount: number;
  cashedOutStake: number;
  partialCashouts: number;
  /** The automatic cashout target, null when none is set; autoCashedOut once it fired. */
  autoCashoutTarget: number | null;
  autoCashedOut: boolean;
  /** The bet an edit replaced this one by (SPEC.md CO9). */
  replacedBy: number | null;
  bonus: StoredBetBonus | null;
  /** §3 used_in_jackpot: the bet fed a jackpot pool (jackpots/jackpot-contributions.ts). */
  usedInJackpot: boolean;
  createdAt: string;
  selections: StoredSelection[];
}
