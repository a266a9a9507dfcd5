import type { EngineConfig } from '../config';
import type { Odds } from '../odds/odds';

/** §5 "Odds are capped at a maximum when bets are computed": a leg's price never exceeds config.maxOdds. */
export function capOdds(odds: Odds, config: EngineConfig): Odds {
  return odds > config.maxOdds ? config.maxOdds : odds;
}

/**
 * The displayed total: an exact product (in thousandths^legs) rounded DOWN to 1/oddsScaleFactor and held as
 * Odds, so a player is never shown a higher price than the one paid.
 */
export function displayTotalOdds(milliProduct: bigint, legs: number, config: EngineConfig): Odds {
  const thousandths = milliProduct / 1000n ** BigInt(Math.max(legs - 1, 0));
  const step = BigInt(1000 / config.oddsScaleFactor);
  return Number((thousandths / step) * step) as Odds;
}
