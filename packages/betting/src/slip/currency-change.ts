import { defaultBonus, isFreeBet } from './bonuses';
import type { SlipBet } from './types';

/**
 * BT9: a currency change resets every stake to 0 and marks stakeSource as sharing (§4). A chosen free bet is
 * dropped for the default bonus too, because its amount is in the old currency.
 */
export function changeCurrency(
  bets: readonly SlipBet[],
  currency: { code: string; subunits: number },
): SlipBet[] {
  return bets.map((bet) => {
    const dropFreeBet = bet.bonus !== null && isFreeBet(bet.bonus.type);
    const bonus = dropFreeBet ? defaultBonus(bet.availableBonuses) : bet.bonus;
    return {
      ...bet,
      currency: currency.code,
      subunits: currency.subunits,
      stake: 0,
      stakeSource: 'sharing',
      bonus,
      bonusOdds: bonus?.type === 'comboboost' ? (bonus.odds ?? null) : null,
      freebetStake: null,
    };
  });
}
