import { oddsToDecimal } from '@slipstream/betting';
import type { BetDto, MoneyDto } from '@slipstream/contract';
import type { StoredBet } from './bet-model';

const money = (bet: StoredBet, value: number): MoneyDto => ({
  value,
  currency: bet.currency,
  subunits: bet.subunits,
});

/** §3 "Bet (server)" on the wire. `toCashout` is the current offer (null when none is offered). */
export function betToWire(bet: StoredBet, toCashout: number | null): BetDto {
  return {
    id: String(bet.id),
    type: bet.type,
    ref: `B${String(bet.id).padStart(8, '0')}`,
    status: bet.status,
    // The stake on the wire is what the player paid (system: every line); the per-line stake is in `system`.
    stake: money(bet, bet.totalStake),
    win_amount: bet.winAmount === null ? null : money(bet, bet.winAmount),
    odds: bet.type === 'custom_bet' ? oddsOrNull(bet.customOdds) : oddsOrNull(bet.odds),
    selections: bet.selections.map((s) => ({
      id: `${bet.id}:${s.position}`,
      status: s.status,
      market: { id: s.marketId, name: s.marketName },
      outcome: { id: s.outcomeId, name: s.outcomeName },
      odds: oddsToDecimal(s.odds),
      match: { id: s.matchId, urn_id: s.matchUrnId, name: s.matchName, type: s.matchType },
      specifier: s.specifier,
      provider: s.provider,
      category_name: s.categoryName,
    })),
    created_at: bet.createdAt,
    result: bet.result,
    to_cashout: toCashout === null ? null : money(bet, toCashout),
    bonus: bet.bonus
      ? {
          id: String(bet.bonus.id),
          type: bet.bonus.type,
          odds: bet.bonus.odds === null ? null : oddsToDecimal(bet.bonus.odds),
          amount: bet.bonus.amount === null ? null : money(bet, bet.bonus.amount),
        }
      : null,
    system: bet.system
      ? {
          id: `${bet.system.winCount}/${bet.system.totalCount}`,
          win_count: bet.system.winCount,
          total_count: bet.system.totalCount,
        }
      : null,
    used_in_jackpot: bet.usedInJackpot,
    is_vip: false,
    potential_win_amount: money(bet, bet.potentialWin),
    partial_cashout:
      bet.partialCashouts > 0
        ? { amount: money(bet, bet.cashedOutAmount), stake: money(bet, bet.cashedOutStake) }
        : null,
    auto_cashout_target: bet.autoCashoutTarget === null ? null : money(bet, bet.autoCashoutTarget),
    auto_cashed_out: bet.autoCashedOut,
    replaced_by: bet.replacedBy === null ? null : String(bet.replacedBy),
  };
}

const oddsOrNull = (o: StoredBet['odds']): number | null => (o === null ? null : oddsToDecimal(o));
