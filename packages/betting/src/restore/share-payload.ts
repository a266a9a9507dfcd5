import type { SlipBet } from '../slip/types';
import type { SharedBet } from './types';

/** RS6: the share-bet creation payload (§7) of the slip's bets. */
export function toSharedBets(bets: readonly SlipBet[]): SharedBet[] {
  return bets.map((b) => ({
    stake: b.stake,
    currency: b.currency,
    subunits: b.subunits,
    betType: b.betType,
    systemType: b.systemType,
    customOdds: b.customOdds,
    freebetStake: b.freebetStake,
    selections: b.selections.map((s) => ({
      id: s.id,
      matchId: s.matchId,
      matchUrnId: s.matchUrnId,
      marketGroup: s.marketGroup,
      type: s.type,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
      provider: s.provider,
      odds: s.odds,
      categoryName: s.categoryName,
    })),
  }));
}
