import type { Odds } from '../odds/odds';
import type { BetType, SystemType } from '../payout/bet-types';
import type { SlipBet, SlipSelection } from './types';

export interface BetCurrency {
  readonly code: string;
  readonly subunits: number;
}

/** A fresh slip bet with no stake and no bonus. */
export function newBet(
  betType: BetType,
  selections: readonly SlipSelection[],
  currency: BetCurrency,
  extra: { readonly systemType?: SystemType | null; readonly customOdds?: Odds | null } = {},
): SlipBet {
  return {
    stake: 0,
    currency: currency.code,
    subunits: currency.subunits,
    betType,
    customOdds: extra.customOdds ?? null,
    selections,
    availableBonuses: [],
    bonus: null,
    systemType: extra.systemType ?? null,
    stakeSource: 'manual',
    betId: null,
    status: null,
    isVip: false,
    bonusOdds: null,
    freebetStake: null,
    jackpots: [],
  };
}
