import type { BonusType, SlipBet, SlipBonus } from './types';

const FREE_BET_TYPES: readonly BonusType[] = [
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
];

/** BT12: the bonus a bet gets when the player chose none. */
export const DEFAULT_BONUS_PRIORITY: readonly BonusType[] = ['hunting', 'tournament', 'comboboost'];

export function isFreeBet(type: BonusType): boolean {
  return FREE_BET_TYPES.includes(type);
}

/** BT12: the first available bonus of type hunting, then tournament, then comboboost; else none. */
export function defaultBonus(available: readonly SlipBonus[]): SlipBonus | null {
  for (const type of DEFAULT_BONUS_PRIORITY) {
    const found = available.find((b) => b.type === type);
    if (found) return found;
  }
  return null;
}

function withBonus(bet: SlipBet, bonus: SlipBonus | null): SlipBet {
  return { ...bet, bonus, bonusOdds: bonus?.type === 'comboboost' ? (bonus.odds ?? null) : null };
}

function withoutFreeBet(bet: SlipBet): SlipBet {
  return {
    ...withBonus(bet, defaultBonus(bet.availableBonuses)),
    stake: 0,
    stakeSource: 'manual',
    freebetStake: null,
  };
}

/**
 * BT12: new bonus offers for a bet. A chosen free bet that is still offered takes its fresh details (and stake);
 * one that is no longer offered is replaced by the default bonus and the stake goes to 0. Any other bonus is
 * refreshed to the current default.
 */
export function refreshBonuses(bet: SlipBet, available: readonly SlipBonus[]): SlipBet {
  const updated = { ...bet, availableBonuses: available };
  const current = bet.bonus;
  if (current && isFreeBet(current.type)) {
    const fresh = available.find((b) => b.id === current.id && isFreeBet(b.type));
    const chosen = fresh ? chooseFreeBet(updated, fresh.id) : null;
    return chosen ?? withoutFreeBet(updated);
  }
  return withBonus(updated, defaultBonus(available));
}

/** BT11: choosing an offered free bet sets the stake to its amount. Null (ignored) when not offered. */
export function chooseFreeBet(bet: SlipBet, bonusId: string): SlipBet | null {
  const bonus = bet.availableBonuses.find((b) => b.id === bonusId && isFreeBet(b.type));
  const amount = bonus?.amount;
  if (!bonus || amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) return null;
  return { ...withBonus(bet, bonus), stake: amount, stakeSource: 'freebet', freebetStake: amount };
}

/** BT11: removing the free bet sets the stake to 0 and puts the default bonus back. Null when there is none. */
export function removeFreeBet(bet: SlipBet): SlipBet | null {
  return bet.bonus && isFreeBet(bet.bonus.type) ? withoutFreeBet(bet) : null;
}
