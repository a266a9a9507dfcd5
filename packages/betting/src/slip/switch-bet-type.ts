import type { BetType, SystemType } from '../payout/bet-types';
import { newBet } from './bet-factory';
import { isMultiSingleAllowed } from './bet-type-transitions';
import { isOfferedSystemType, systemTypes } from './system-types';
import type { SlipBet, SlipSettings } from './types';

/** The slip's regular (non-custom) type: several singles count as 'single'. Null when there is no regular bet. */
export function regularBetType(bets: readonly SlipBet[]): BetType | null {
  const first = bets.find((b) => b.betType !== 'custom_bet');
  return first ? first.betType : null;
}

/**
 * BT5: switching among single, combo and system rebuilds the regular bets from all their selections. Returns
 * null when the switch is refused (ignored): the first bet is custom or a custom type is asked for, the slip is
 * already of that type, there is only one selection, several singles are not allowed for the providers, or no
 * system type exists for the count. Rebuilt bets keep the first regular bet's stake (a chosen free bet does not
 * carry over: its stake goes back to 0); bonuses are offered again by the host for the new shape.
 */
export function switchBetType(
  bets: readonly SlipBet[],
  requested: BetType,
  settings: SlipSettings,
  requestedSystem?: SystemType,
): SlipBet[] | null {
  if (requested === 'custom_bet' || bets.length === 0 || bets[0]?.betType === 'custom_bet') return null;
  const regular = bets.filter((b) => b.betType !== 'custom_bet');
  const custom = bets.filter((b) => b.betType === 'custom_bet');
  const first = regular[0];
  if (!first || regularBetType(bets) === requested) return null;
  const selections = regular.flatMap((b) => b.selections);
  if (selections.length <= 1) return null;
  const carried = (bet: SlipBet): SlipBet =>
    first.stakeSource === 'freebet'
      ? bet
      : {
          ...bet,
          stake: first.stake,
          // A win typed for the old shape is not the new shape's win: the carried amount is a plain stake.
          stakeSource: first.stakeSource === 'potential_win' ? 'manual' : first.stakeSource,
          currency: first.currency,
          subunits: first.subunits,
        };
  const currency = { code: first.currency, subunits: first.subunits };
  let rebuilt: SlipBet[];
  if (requested === 'single') {
    if (!isMultiSingleAllowed(selections, settings)) return null;
    rebuilt = selections.map((s) => carried(newBet('single', [s], currency)));
  } else if (requested === 'combo') {
    rebuilt = [carried(newBet('combo', selections, currency))];
  } else {
    const n = selections.length;
    const system =
      requestedSystem && isOfferedSystemType(requestedSystem, n) ? requestedSystem : systemTypes(n)[0];
    if (!system) return null;
    rebuilt = [carried(newBet('system', selections, currency, { systemType: system }))];
  }
  return [...rebuilt, ...custom];
}

/** BT7: picks another offered system type for the slip's system bet; null (ignored) when not applicable. */
export function setSystemType(bets: readonly SlipBet[], system: SystemType): SlipBet[] | null {
  const index = bets.findIndex((b) => b.betType === 'system');
  const bet = bets[index];
  if (!bet || !isOfferedSystemType(system, bet.selections.length)) return null;
  return bets.map((b, i) => (i === index ? { ...b, systemType: { ...system } } : b));
}
