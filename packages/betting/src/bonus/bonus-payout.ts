import { DEFAULT_ENGINE_CONFIG, type EngineConfig } from '../config';
import type { Odds } from '../odds/odds';
import { capOdds } from '../payout/odds-cap';
import { potentialWin, type PayoutBet } from '../payout/potential-win';
import type { BetResult } from '../settlement/bet-result';
import type { LegOutcome } from '../settlement/leg-outcome';
import type { BonusType } from '../slip/types';

/**
 * How a free bet pays (account-and-surroundings §3 "Variants: only win, all win, no risk"; the rules are not
 * shown, SPEC.md BO3–BO5 fix them): only_win returns the profit alone (the stake is not returned), all_win the
 * stake with the profit, no_risk is staked in cash and a loss gives the stake back.
 */
export type FreeBetKind = 'only_win' | 'all_win' | 'no_risk';

/** The free-bet kind of a bonus type, or null for other bonuses. The plain `freebet` type pays as all_win. */
export function freeBetKind(type: BonusType | string): FreeBetKind | null {
  switch (type) {
    case 'freebet':
    case 'freebet_all_win':
      return 'all_win';
    case 'freebet_only_win':
      return 'only_win';
    case 'freebet_no_risk':
      return 'no_risk';
    default:
      return null;
  }
}

/** A free bet's stake is paid by the bonus, not the player's cash (no_risk is staked in cash: BO5). */
export const stakePaidByBonus = (kind: FreeBetKind): boolean => kind !== 'no_risk';

/** One range of a combo boost (§3 "Combo boost range: min_count, max_count, bonus_odds"). */
export interface ComboBoostRange {
  readonly minCount: number;
  /** null: no upper bound. */
  readonly maxCount: number | null;
  /** The multiplier applied to the combo's total odds (1.100 = +10 %). */
  readonly bonusOdds: Odds;
}

/** BO1: the range's bonus odds for a combo of `count` selections (the first range that holds it), or null. */
export function comboBoostOdds(ranges: readonly ComboBoostRange[], count: number): Odds | null {
  const range = ranges.find((r) => count >= r.minCount && (r.maxCount === null || count <= r.maxCount));
  return range ? range.bonusOdds : null;
}

const MILLI = 1000n;

/**
 * BO2: what a boosted combo returns if every leg wins: stake × (capped total odds × bonus odds), the total
 * and the boosted total each held to the odds cap, floored to the minor unit. Exact integers throughout.
 */
export function boostedComboWin(
  stake: number,
  odds: readonly Odds[],
  bonusOdds: Odds,
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): number {
  const n = BigInt(odds.length);
  const product = odds.reduce((p, o) => p * BigInt(capOdds(o, config)), 1n);
  const cap = BigInt(config.maxOdds) * MILLI ** (n - 1n);
  const applied = product > cap ? cap : product;
  const boosted = applied * BigInt(bonusOdds);
  const boostedCap = BigInt(config.maxOdds) * MILLI ** n;
  const total = boosted > boostedCap ? boostedCap : boosted;
  return Number((BigInt(stake) * total) / MILLI ** (n + 1n));
}

/** The bonus as a bet carries it for the payout maths. */
export type BetBonusTerms =
  { readonly kind: 'comboboost'; readonly bonusOdds: Odds } | { readonly kind: FreeBetKind };

/**
 * BO2–BO5: the potential win of a bet carrying a bonus (what the slip shows and the bet stores): a combo boost
 * multiplies a combo's total odds; an only-win free bet returns the profit alone (§5 "stake equals profit");
 * all-win and no-risk return what a cash bet would.
 */
export function bonusPotentialWin(
  bet: PayoutBet,
  terms: BetBonusTerms | null,
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): number {
  const plain = potentialWin(bet, config);
  if (!terms) return plain.potentialWin;
  if (terms.kind === 'comboboost')
    return bet.type === 'combo'
      ? boostedComboWin(bet.stake, bet.odds, terms.bonusOdds, config)
      : plain.potentialWin;
  if (terms.kind === 'only_win') return Math.max(0, plain.potentialWin - plain.totalStake);
  return plain.potentialWin;
}

export interface BonusSettlement {
  readonly payout: number;
  /** The free bet comes back to the player (a bet refunded whole pays no cash for a bonus stake: BO6). */
  readonly restoreFreeBet: boolean;
}

/**
 * BO2–BO6: the payout of a settled bet carrying a bonus, from the plain settlement (settleBet's result,
 * payout and legs). A boost pays only when every leg won in full; a free bet follows its kind.
 */
export function bonusSettlementPayout(
  bet: PayoutBet,
  terms: BetBonusTerms,
  settled: {
    readonly result: BetResult;
    /** settleBet's payout; null (results missing) pays nothing. */
    readonly payout: number | null;
    readonly legs: readonly (LegOutcome | null)[];
  },
  config: EngineConfig = DEFAULT_ENGINE_CONFIG,
): BonusSettlement {
  const { result } = settled;
  const payout = settled.payout ?? 0;
  if (terms.kind === 'comboboost') {
    const allWon = settled.legs.every((l) => l?.kind === 'won');
    return {
      payout:
        bet.type === 'combo' && allWon
          ? boostedComboWin(bet.stake, bet.odds, terms.bonusOdds, config)
          : payout,
      restoreFreeBet: false,
    };
  }
  const refunded = result === 'refund_entire' || result === 'canceled';
  const stake = potentialWin(bet, config).totalStake;
  switch (terms.kind) {
    case 'only_win':
      return refunded
        ? { payout: 0, restoreFreeBet: true }
        : { payout: Math.max(0, payout - stake), restoreFreeBet: false };
    case 'all_win':
      return refunded ? { payout: 0, restoreFreeBet: true } : { payout, restoreFreeBet: false };
    case 'no_risk':
      // BO5: a bet that does not win the stake back (lost, half lost, a combo with a half-lost leg) returns it.
      return { payout: Math.max(payout, stake), restoreFreeBet: false };
  }
}
