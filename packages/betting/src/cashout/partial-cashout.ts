import { potentialWin, type PayoutBet } from '../payout/potential-win';
import type { CashoutLeg } from './cashout-leg';
import { cashoutQuote, type CashoutOptions } from './cashout-quote';

/** A partial cashout as CO7 splits it; every amount in minor units. */
export interface PartialCashoutSplit {
  /** The whole bet's offer the split is taken from. */
  readonly offer: number;
  /** Paid to the player now: the offer less the remaining bet's offer, so the two add up exactly. */
  readonly cashed: number;
  /** The stake sold (per line for system bets). */
  readonly cashedStake: number;
  /** The stake left on the bet at its original odds (per line for system bets). */
  readonly remainingStake: number;
  /** The remaining bet's offer at the same prices. */
  readonly remainingValue: number;
  /** The remaining bet's potential win (PO rules on the remaining stake). */
  readonly remainingPotentialWin: number;
}

export type PartialCashoutRefusal =
  /** No offer for the bet (CO3) */
  | { readonly ok: false; readonly reason: 'unavailable' }
  /** The amount is not within the bet's partial range (min ≤ amount ≤ max); null range: not divisible. */
  | {
      readonly ok: false;
      readonly reason: 'out_of_range';
      readonly min: number | null;
      readonly max: number | null;
    };

export type PartialCashoutResult = ({ readonly ok: true } & PartialCashoutSplit) | PartialCashoutRefusal;

const withStake = (bet: PayoutBet, stake: number): PayoutBet => ({ ...bet, stake });

/** The split for a stake share s (1 ≤ s < stake), or null when either side would be worth nothing. */
function splitAt(
  bet: PayoutBet,
  legs: readonly CashoutLeg[],
  offer: number,
  cashedStake: number,
  options: CashoutOptions,
): PartialCashoutSplit | null {
  const remainingStake = bet.stake - cashedStake;
  const rest = cashoutQuote(withStake(bet, remainingStake), legs, options);
  if (!rest.available) return null;
  const cashed = offer - rest.value;
  if (cashed < 1) return null;
  return {
    offer,
    cashed,
    cashedStake,
    remainingStake,
    remainingValue: rest.value,
    remainingPotentialWin: potentialWin(withStake(bet, remainingStake), options.config).potentialWin,
  };
}

/**
 * CO7 partial cashout: the player asks for `amount` of the offer (1 ≤ amount < offer). The stake sold is the
 * share s (1 ≤ s < stake) whose payment is nearest to the amount (among equal payments the smallest share; a
 * tie between two payments: the smaller); the remaining stake stays on the bet at its original odds, and the
 * player is paid the offer less the remaining bet's own offer at the same prices, so paid + remaining offer =
 * offer exactly. Stakes are whole minor units, so the paid amount is the nearest one the stake can carry (it
 * differs from `amount` by at most one stake unit's worth). Refused (out_of_range, with the bet's min and max)
 * when either side would be worth nothing.
 */
export function partialCashout(
  bet: PayoutBet,
  legs: readonly CashoutLeg[],
  amount: number,
  options: CashoutOptions = {},
): PartialCashoutResult {
  const quote = cashoutQuote(bet, legs, options);
  if (!quote.available) return { ok: false, reason: 'unavailable' };
  const offer = quote.value;
  const range = partialCashoutRange(bet, legs, offer, options);
  if (!Number.isSafeInteger(amount) || range === null || amount < range.min || amount > range.max)
    return { ok: false, reason: 'out_of_range', min: range?.min ?? null, max: range?.max ?? null };
  // The paid amount grows with the share: the first share paying at least `amount`, or the one below it
  // when that is nearer (a tie goes to the smaller payment).
  const cashedAt = (share: number) => splitAt(bet, legs, offer, share, options)?.cashed ?? 0;
  const above = firstTrue(range.minStake, range.maxStake, (share) => cashedAt(share) >= amount);
  const below = Math.max(above - 1, range.minStake);
  const nearer = amount - cashedAt(below) <= cashedAt(above) - amount ? below : above;
  const split = splitAt(bet, legs, offer, nearer, options);
  if (split === null) throw new Error('CO7: a share within the range has no split');
  return { ok: true, ...split };
}

/**
 * The amounts a partial cashout can pay: from selling one stake unit to keeping one (the smallest share whose
 * remaining bet still has an offer); null when the bet cannot be split (stake of one unit, or no side has value).
 */
export function partialCashoutRange(
  bet: PayoutBet,
  legs: readonly CashoutLeg[],
  offer: number,
  options: CashoutOptions = {},
): { min: number; max: number; minStake: number; maxStake: number } | null {
  if (bet.stake < 2) return null;
  // Valid shares form one interval: the paid amount grows with the share, the remainder's offer shrinks.
  const keepsValue = (s: number) => cashoutQuote(withStake(bet, bet.stake - s), legs, options).available;
  const paysSomething = (s: number) => splitAt(bet, legs, offer, s, options) !== null;
  if (!keepsValue(1)) return null;
  const maxStake = lastTrue(1, bet.stake - 1, keepsValue);
  if (!paysSomething(maxStake)) return null;
  const minStake = firstTrue(1, maxStake, paysSomething);
  const low = splitAt(bet, legs, offer, minStake, options);
  const high = splitAt(bet, legs, offer, maxStake, options);
  if (low === null || high === null) return null;
  return { min: low.cashed, max: high.cashed, minStake, maxStake };
}

/** The largest x in [lo, hi] with pred(x), pred monotone true-then-false and pred(lo) true. */
function lastTrue(lo: number, hi: number, pred: (x: number) => boolean): number {
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (pred(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The smallest x in [lo, hi] with pred(x), pred monotone false-then-true and pred(hi) true. */
function firstTrue(lo: number, hi: number, pred: (x: number) => boolean): number {
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (pred(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
