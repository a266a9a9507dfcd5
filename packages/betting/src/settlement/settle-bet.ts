import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import { ONE, ZERO, compare, floor, mul, rational, type Rational } from '../money/rational';
import { elementarySymmetricRational } from '../payout/elementary-symmetric-rational';
import { capOdds } from '../payout/odds-cap';
import { PayoutInputError } from '../payout/payout-input-error';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import type { BetResult } from './bet-result';
import { classifyResult } from './classify-result';
import { legOutcome, type LegOutcome } from './leg-outcome';
import type { SelectionResult } from './selection-result';

export interface Settlement {
  readonly result: BetResult;
  /** What the bet returns, stake included, floored to the minor unit; null while results are missing. */
  readonly payout: number | null;
  readonly totalStake: number;
  /** Each selection's outcome, null where no result has arrived. */
  readonly legs: readonly (LegOutcome | null)[];
}

/**
 * Settles a bet from its selections' results (SPEC.md SE rules). `results[i]` belongs to `bet.odds[i]`;
 * null means not settled yet. Single and combo multiply the legs' exact multipliers; systems sum every
 * line through e_k over the multipliers (never enumerating); custom bets pay customOdds or refund.
 * The same caps as potentialWin apply, so a settlement never pays more than the potential win.
 */
export function settleBet(
  bet: PayoutBet,
  results: readonly (SelectionResult | null)[],
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): Settlement {
  const potential = potentialWin(bet, config);
  if (results.length !== bet.odds.length) {
    throw new PayoutInputError(
      'invalid_selection_count',
      `${results.length} results for ${bet.odds.length} selections`,
    );
  }
  const legs = bet.odds.map((odds, i) => {
    const r = results[i];
    return r === null || r === undefined ? null : legOutcome(capOdds(odds, config), r);
  });
  const settled = legs.filter((l): l is LegOutcome => l !== null);
  const lost = settled.filter((l) => l.multiplier.num === 0n).length;
  // A loss decides a single, combo or custom bet at once; a system only once every line holds a loser.
  const decidedLost = bet.type === 'system' ? lost > bet.odds.length - (bet.system?.winCount ?? 0) : lost > 0;
  const base = { totalStake: potential.totalStake, legs };
  if (decidedLost) return { ...base, result: 'lose_entire', payout: 0 };
  if (settled.length < legs.length) return { ...base, result: 'no_results', payout: null };

  const kinds = settled.map((l) => l.kind);
  const payout = Math.min(paidAmount(bet, settled, config), potential.potentialWin);
  const result = classifyResult(kinds, payout);
  // A custom bet that neither won outright nor lost was refunded whole (customMultiplier), whatever its legs.
  const refunded =
    bet.type === 'custom_bet' && payout > 0 && result !== 'canceled' && !kinds.every((k) => k === 'won');
  return { ...base, result: refunded ? 'refund_entire' : result, payout };
}

function paidAmount(bet: PayoutBet, legs: readonly LegOutcome[], config: EngineConfig): number {
  const stake = rational(BigInt(bet.stake));
  if (bet.type === 'system') {
    const k = bet.system?.winCount ?? 0;
    return toMinor(
      mul(
        stake,
        elementarySymmetricRational(
          legs.map((l) => l.multiplier),
          k,
        ),
      ),
    );
  }
  if (bet.type === 'custom_bet') return toMinor(mul(stake, customMultiplier(bet, legs, config)));
  const product = legs.reduce<Rational>((p, l) => mul(p, l.multiplier), ONE);
  const cap = rational(BigInt(config.maxOdds), 1000n);
  return toMinor(mul(stake, compare(product, cap) > 0 ? cap : product));
}

/**
 * A bet-builder price cannot be split by leg: all legs won -> customOdds; a lost or half-lost leg ->
 * nothing; any other mix (void, cancelled, half-won, dead heat) -> the stake back.
 */
function customMultiplier(bet: PayoutBet, legs: readonly LegOutcome[], config: EngineConfig): Rational {
  if (legs.some((l) => l.kind === 'lost' || l.kind === 'half_lost')) return ZERO;
  if (legs.every((l) => l.kind === 'won')) {
    if (bet.customOdds === undefined) throw new PayoutInputError('missing_custom_odds', 'custom_bet');
    return rational(BigInt(capOdds(bet.customOdds, config)), 1000n);
  }
  return ONE;
}

const toMinor = (amount: Rational): number => Number(floor(amount));
