import type { Odds } from '../odds/odds';
import type { BetType } from '../payout/bet-types';
import { comboBoostOdds, freeBetKind, type ComboBoostRange } from './bonus-payout';

/** §3 "Event condition": each level optional; a condition holds for a selection when every level it names matches. */
export interface EventCondition {
  readonly sportKey?: string;
  readonly categoryId?: number;
  readonly tournamentId?: number;
  readonly matchId?: number;
}

/** The conditions of a combo boost or free bet (account-and-surroundings §3, §5). */
export interface BonusConditions {
  readonly type: string;
  /** Combo boost: the lowest price of every selection. Free bet: the lowest total odds. */
  readonly minOdds: Odds | null;
  /** Free bet: the highest total odds. */
  readonly maxOdds: Odds | null;
  readonly selectionCountFrom: number | null;
  readonly selectionCountTo: number | null;
  /** Free bet: only pre-match or only live selections; null for either. */
  readonly matchStatus: 'prematch' | 'live' | null;
  readonly ranges: readonly ComboBoostRange[];
  readonly countryCodes: readonly string[];
  readonly onlyVerified: boolean;
  /** Empty: any event; else every selection must meet one of them. */
  readonly eventConditions: readonly EventCondition[];
}

export interface EligibilitySelection {
  readonly odds: Odds;
  /** §3 match status number (0 prematch, 1 live). */
  readonly matchStatus: number;
  readonly sportKey: string;
  readonly categoryId: number;
  readonly tournamentId: number;
  readonly matchId: number;
}

export interface EligibilityBet {
  readonly type: BetType;
  readonly selections: readonly EligibilitySelection[];
}

export interface EligibilityPlayer {
  /** ISO country code of the player, null when unknown. */
  readonly countryCode: string | null;
  readonly verified: boolean;
}

export type IneligibleReason =
  | 'bet_type'
  | 'selection_count'
  | 'min_odds'
  | 'max_odds'
  | 'match_status'
  | 'country'
  | 'not_verified'
  | 'event';

export type Eligibility =
  | { readonly ok: true; readonly bonusOdds: Odds | null }
  | { readonly ok: false; readonly reason: IneligibleReason };

const no = (reason: IneligibleReason): Eligibility => ({ ok: false, reason });

const meets = (s: EligibilitySelection, c: EventCondition): boolean =>
  (c.sportKey === undefined || c.sportKey === s.sportKey) &&
  (c.categoryId === undefined || c.categoryId === s.categoryId) &&
  (c.tournamentId === undefined || c.tournamentId === s.tournamentId) &&
  (c.matchId === undefined || c.matchId === s.matchId);

/** Exact product of thousandths, compared against a price in thousandths without rounding. */
function totalAtLeast(odds: readonly Odds[], bound: Odds): boolean {
  const product = odds.reduce((p, o) => p * BigInt(o), 1n);
  return product >= BigInt(bound) * 1000n ** BigInt(odds.length - 1);
}
function totalAtMost(odds: readonly Odds[], bound: Odds): boolean {
  const product = odds.reduce((p, o) => p * BigInt(o), 1n);
  return product <= BigInt(bound) * 1000n ** BigInt(odds.length - 1);
}

/**
 * BO7: whether a bonus can sit on a bet, and the boost price it gives. The slip offers only bonuses that pass
 * (apps/web) and placement refuses any other (the server), with the same function.
 * - Combo boost: combos only, a range must hold the selection count, every selection at least min_odds.
 * - Free bets: singles and combos, selection count within from/to, total odds within min/max, the match status.
 * - Both: the player's country among country_codes (when any), verified when only_verified, every selection
 *   meeting one event condition (when any).
 */
export function bonusEligibility(
  bonus: BonusConditions,
  bet: EligibilityBet,
  player: EligibilityPlayer,
): Eligibility {
  if (
    bonus.countryCodes.length > 0 &&
    (player.countryCode === null || !bonus.countryCodes.includes(player.countryCode))
  )
    return no('country');
  if (bonus.onlyVerified && !player.verified) return no('not_verified');
  if (
    bonus.eventConditions.length > 0 &&
    !bet.selections.every((s) => bonus.eventConditions.some((c) => meets(s, c)))
  )
    return no('event');
  const count = bet.selections.length;
  const odds = bet.selections.map((s) => s.odds);
  if (bonus.type === 'comboboost') {
    if (bet.type !== 'combo') return no('bet_type');
    const bonusOdds = comboBoostOdds(bonus.ranges, count);
    if (bonusOdds === null) return no('selection_count');
    if (bonus.minOdds !== null && odds.some((o) => o < bonus.minOdds!)) return no('min_odds');
    return { ok: true, bonusOdds };
  }
  if (freeBetKind(bonus.type) === null) return no('bet_type');
  if (bet.type !== 'single' && bet.type !== 'combo') return no('bet_type');
  if (bonus.selectionCountFrom !== null && count < bonus.selectionCountFrom) return no('selection_count');
  if (bonus.selectionCountTo !== null && count > bonus.selectionCountTo) return no('selection_count');
  if (bonus.minOdds !== null && !totalAtLeast(odds, bonus.minOdds)) return no('min_odds');
  if (bonus.maxOdds !== null && !totalAtMost(odds, bonus.maxOdds)) return no('max_odds');
  if (bonus.matchStatus !== null) {
    const wanted = bonus.matchStatus === 'prematch' ? 0 : 1;
    if (bet.selections.some((s) => s.matchStatus !== wanted)) return no('match_status');
  }
  return { ok: true, bonusOdds: null };
}
