import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { betPayout } from './bet-payout';
import { isFreeBet } from './bonuses';
import type { SlipBet } from './types';

/** A stake is an integer count of minor units, never negative (ST5). */
export function isValidStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake >= 0;
}

/**
 * ST5: sets a typed stake. A bet carrying a free bet keeps the free bet's stake (the player removes the free
 * bet first); invalid amounts are ignored (null).
 */
export function withStake(bet: SlipBet, stake: number): SlipBet | null {
  if (!isValidStake(stake) || (bet.bonus && isFreeBet(bet.bonus.type))) return null;
  return { ...bet, stake, stakeSource: 'manual' };
}

/**
 * Payout at this reference stake measures a bet's price. The payout is linear in stake (the odds cap and the
 * system profit cap are both proportional), so win(s) = s × win(REF) / REF up to the floor of one minor unit.
 */
const REFERENCE_STAKE = 1_000_000_000;

function unitWin(bet: SlipBet, config: EngineConfig): bigint | null {
  const r = betPayout(bet, REFERENCE_STAKE, config);
  return r && r.potentialWin > 0 ? BigInt(r.potentialWin) : null;
}

/** a / b rounded half up, for non-negative a and positive b. */
function roundDiv(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/**
 * ST6: the stake whose potential win is nearest to the one the player typed (stakeSource potential_win).
 * Null (ignored) when the bet cannot be priced or the amount is invalid.
 */
export function withStakeFromPotentialWin(
  bet: SlipBet,
  win: number,
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): SlipBet | null {
  if (!isValidStake(win) || (bet.bonus && isFreeBet(bet.bonus.type))) return null;
  const unit = unitWin(bet, config);
  if (unit === null) return null;
  const stake = Number(roundDiv(BigInt(win) * BigInt(REFERENCE_STAKE), unit));
  if (!Number.isSafeInteger(stake)) return null;
  return { ...bet, stake, stakeSource: 'potential_win' };
}

/**
 * BT10: a stake derived from potential win follows the price: new stake = stake × old price / new price
 * (rounded half up), so the win the player asked for stays. Other stakes are left alone.
 */
export function rescaleForNewOdds(
  before: SlipBet,
  after: SlipBet,
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): SlipBet {
  if (after.stakeSource !== 'potential_win' || after.stake === 0) return after;
  const oldUnit = unitWin(before, config);
  const newUnit = unitWin(after, config);
  if (oldUnit === null || newUnit === null || oldUnit === newUnit) return after;
  const stake = Number(roundDiv(BigInt(after.stake) * oldUnit, newUnit));
  return Number.isSafeInteger(stake) ? { ...after, stake } : after;
}
