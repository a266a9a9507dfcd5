import { freeBetKind, type BetBonusTerms, type SlipBet } from '@slipstream/betting';
import type { BonusDto } from '@slipstream/contract';

/** The money a bonus card or toast shows: a free bet's stake, a hunt's free-bet amount; none for the others. */
export function bonusMoney(b: BonusDto): { amount: number; currency: string; subunits: number } | null {
  if (b.type === 'comboboost' || b.type === 'ambFreebet') return null;
  return { amount: b.issued.amount, currency: b.issued.currency, subunits: b.issued.currency_subunits };
}

/**
 * Whether the promotions page shows this bonus (SPEC.md WB10): a hunt, tournament or loot box only when its campaign
 * says show_in_promotion; the other types carry no such flag and are always shown.
 */
export function shownOnPromotions(b: BonusDto): boolean {
  return !('show_in_promotion' in b) || b.show_in_promotion;
}

/** The message key that states how a bet on this bonus pays (SPEC.md BO2–BO5), shown on the slip and in My bets. */
export function bonusRuleKey(type: string): string | null {
  if (type === 'comboboost') return 'bonus.rule.comboboost';
  const kind = freeBetKind(type);
  return kind ? `bonus.rule.${kind}` : null;
}

/** The engine's payout terms of the bonus a slip bet carries, or null. */
export function slipBonusTerms(bet: SlipBet): BetBonusTerms | null {
  const bonus = bet.bonus;
  if (!bonus) return null;
  if (bonus.type === 'comboboost')
    return bet.bonusOdds ? { kind: 'comboboost', bonusOdds: bet.bonusOdds } : null;
  const kind = freeBetKind(bonus.type);
  return kind ? { kind } : null;
}
