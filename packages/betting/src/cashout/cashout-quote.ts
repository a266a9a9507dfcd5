import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { ONE, floor, mul, rational, type Rational } from '../money/rational';
import type { Odds } from '../odds/odds';
import { elementarySymmetricRational } from '../payout/elementary-symmetric-rational';
import { capOdds } from '../payout/odds-cap';
import { PayoutInputError } from '../payout/payout-input-error';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import { legOutcome } from '../settlement/leg-outcome';
import type { CashoutLeg, CashoutQuote, CashoutUnavailableReason } from './cashout-leg';

export interface CashoutOptions {
  readonly config?: EngineConfig;
  /** Custom bets only: today's bet-builder price for the same selections (leg prices are correlated). */
  readonly currentCustomOdds?: Odds;
}

const price = (odds: Odds): Rational => rational(BigInt(odds), 1000n);
const unavailable = (reason: CashoutUnavailableReason): CashoutQuote => ({
  available: false,
  reason,
  value: null,
});

/**
 * The cashout offer for an open bet (SPEC.md CO rules). Each leg contributes a ratio: settled legs their
 * settlement multiplier, open legs accepted odds / current odds. Fair value = stake × Π ratios (single,
 * combo) or stake × e_k(ratios) (system, every line at once); the book pays it less the margin, floored.
 */
export function cashoutQuote(
  bet: PayoutBet,
  legs: readonly CashoutLeg[],
  options: CashoutOptions = {},
): CashoutQuote {
  const config = options.config ?? DEFAULT_ENGINE_CONFIG;
  const margin = config.cashoutMarginBasisPoints;
  if (!Number.isInteger(margin) || margin < 0 || margin >= 10_000)
    throw new RangeError(`cashout margin ${margin}`);
  const potential = potentialWin(bet, config);
  if (legs.length !== bet.odds.length) {
    throw new PayoutInputError(
      'invalid_selection_count',
      `${legs.length} legs for ${bet.odds.length} selections`,
    );
  }
  if (legs.every((l) => l.status === 'settled')) return unavailable('settled');
  const ratios = bet.odds.map((accepted, i) => legRatio(capOdds(accepted, config), legs[i]));
  const lost = ratios.filter((r) => r !== null && r.num === 0n).length;
  const linesAllLost =
    bet.type === 'system' ? lost > bet.odds.length - (bet.system?.winCount ?? 0) : lost > 0;
  if (linesAllLost) return unavailable('lost');
  if (ratios.includes(null)) return unavailable('suspended');
  const known = ratios.filter((r): r is Rational => r !== null);

  let fair: Rational;
  if (bet.type === 'system') {
    fair = mul(rational(BigInt(bet.stake)), elementarySymmetricRational(known, bet.system?.winCount ?? 0));
  } else if (bet.type === 'custom_bet') {
    if (options.currentCustomOdds === undefined || bet.customOdds === undefined)
      return unavailable('suspended');
    fair = mul(
      rational(BigInt(bet.stake)),
      mul(price(capOdds(bet.customOdds, config)), inverse(options.currentCustomOdds)),
    );
  } else {
    fair = mul(
      rational(BigInt(bet.stake)),
      known.reduce((p, r) => mul(p, r), ONE),
    );
  }
  const fairValue = Math.min(Number(floor(fair)), potential.potentialWin);
  const keep = rational(BigInt(10_000 - margin), 10_000n);
  const value = Number(floor(mul(rational(BigInt(fairValue)), keep)));
  return value > 0 ? { available: true, value, fairValue } : unavailable('no_value');
}

const inverse = (odds: Odds): Rational => rational(1000n, BigInt(odds));

/** A leg's factor in the fair value; null when it has no price (suspended). */
function legRatio(accepted: Odds, leg: CashoutLeg | undefined): Rational | null {
  if (!leg || leg.status === 'suspended') return null;
  if (leg.status === 'settled') return legOutcome(accepted, leg.result).multiplier;
  return mul(price(accepted), inverse(leg.currentOdds));
}
