import {
  bonusEligibility,
  freeBetKind,
  oddsFromDecimal,
  stakePaidByBonus,
  type BetBonusTerms,
  type FreeBetKind,
  type Odds,
} from '@slipstream/betting';
import type { PlaceBetInput } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { computedStatus, findBonus, type IssuedBonus } from './bonus-model';

/** The bonus a bet is placed with, once checked (SPEC.md BO8). */
export interface AppliedBonus {
  issueId: number;
  type: IssuedBonus['type'];
  terms: BetBonusTerms;
  /** Combo boost: the range's bonus odds. */
  bonusOdds: Odds | null;
  /** Free bets: the stake it pays (minor units of the bet's currency). */
  amount: number | null;
  /** Only-win and all-win free bets: the stake comes from the bonus, not the player's balance (BO4). */
  paidByBonus: boolean;
}

/** What the bonus check needs of a resolved bet (resolve-bets.ts ResolvedBet). */
export interface BonusBet {
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  stake: number;
  currency: string;
  selections: {
    confirmed: Odds;
    quote: {
      matchStatus: number;
      sportKey: string;
      categoryId: number;
      tournamentId: number;
      matchId: number;
    };
  }[];
}

function refuse(
  name: 'bonus_not_found' | 'bonus_not_available' | 'bonus_not_eligible' | 'bonus_mismatch',
  betIndex: number,
  details: Record<string, unknown>,
): AppError {
  return new AppError(name, [{ bet_index: betIndex, ...details }], undefined, {
    [String(betIndex)]: { localized_message: `error.place_bets.${name}` },
  });
}

/** The terms the engine's payout rules take for an issued bonus. */
export function termsOf(type: string, bonusOdds: Odds | null): BetBonusTerms | null {
  if (type === 'comboboost') return bonusOdds === null ? null : { kind: 'comboboost', bonusOdds };
  const kind: FreeBetKind | null = freeBetKind(type);
  return kind ? { kind } : null;
}

/**
 * BO8: checks the `bonus` each bet names against the player's issued bonuses and the engine's eligibility
 * (BO7), in bet order; throws the first refusal. Reads only: the bonus is consumed when the bet is written
 * (BO9), so a check that passes here can still lose a race there. `stakeFromBonus` (max stake, BO10): the
 * request has no stake yet, so a free bet's stake is not compared with its amount (its currency still is).
 */
export async function checkBetBonuses(
  q: Queryable,
  now: number,
  playerId: number,
  inputs: readonly PlaceBetInput[],
  bets: readonly BonusBet[],
  options: { stakeFromBonus?: boolean } = {},
): Promise<(AppliedBonus | null)[]> {
  if (!inputs.some((i) => i.bonus)) return inputs.map(() => null);
  const player = await q.query<{ phone_country: string | null; confirmed_at: unknown }>(
    'SELECT phone_country, confirmed_at FROM players WHERE id = $1',
    [playerId],
  );
  const profile = {
    countryCode: player.rows[0]?.phone_country ?? null,
    verified: player.rows[0]?.confirmed_at != null,
  };
  const usedInRequest = new Set<number>();
  const applied: (AppliedBonus | null)[] = [];
  for (const [i, input] of inputs.entries()) {
    const wanted = input.bonus;
    const bet = bets[i]!;
    if (!wanted) {
      applied.push(null);
      continue;
    }
    const id = /^\d{1,15}$/.test(wanted.id) ? Number(wanted.id) : null;
    const bonus = id === null ? null : await findBonus(q, playerId, id);
    if (!bonus) throw refuse('bonus_not_found', i, { bonus_id: wanted.id });
    if (wanted.type !== bonus.type)
      throw refuse('bonus_mismatch', i, { bonus_id: wanted.id, field: 'type', expected: bonus.type });
    const status = computedStatus(bonus, now);
    const spent = bonus.usesCount !== null && usedInRequest.has(bonus.id);
    if (status !== 'active' || spent)
      throw refuse('bonus_not_available', i, { bonus_id: wanted.id, status: spent ? 'bonus_over' : status });
    const eligibility = bonusEligibility(
      bonus.conditions,
      {
        type: bet.type,
        selections: bet.selections.map((s) => ({
          odds: s.confirmed,
          matchStatus: s.quote.matchStatus,
          sportKey: s.quote.sportKey,
          categoryId: s.quote.categoryId,
          tournamentId: s.quote.tournamentId,
          matchId: s.quote.matchId,
        })),
      },
      profile,
    );
    if (!eligibility.ok)
      throw refuse('bonus_not_eligible', i, { bonus_id: wanted.id, reason: eligibility.reason });
    usedInRequest.add(bonus.id);
    if (bonus.type === 'comboboost') {
      const bonusOdds = eligibility.bonusOdds!;
      if (wanted.odds != null && oddsFromDecimal(String(wanted.odds)) !== bonusOdds)
        throw refuse('bonus_mismatch', i, { bonus_id: wanted.id, field: 'odds', expected: bonusOdds / 1000 });
      applied.push({
        issueId: bonus.id,
        type: bonus.type,
        terms: { kind: 'comboboost', bonusOdds },
        bonusOdds,
        amount: null,
        paidByBonus: false,
      });
      continue;
    }
    if (bet.currency !== bonus.currency || (!options.stakeFromBonus && bet.stake !== bonus.amount))
      throw refuse('bonus_mismatch', i, {
        bonus_id: wanted.id,
        field: 'stake',
        expected: { value: bonus.amount, currency: bonus.currency },
      });
    const kind = freeBetKind(bonus.type)!;
    applied.push({
      issueId: bonus.id,
      type: bonus.type,
      terms: { kind },
      bonusOdds: null,
      amount: bonus.amount,
      paidByBonus: stakePaidByBonus(kind),
    });
  }
  return applied;
}

/**
 * BO9: takes one use of the bonus inside the placement's transaction. The row lock orders concurrent
 * placements; a use that is gone (spent, expired, deactivated) by the time this one holds the lock updates
 * nothing and the placement rolls back with bonus_not_available.
 */
export async function consumeBonus(
  tx: Queryable,
  playerId: number,
  betIndex: number,
  b: AppliedBonus,
  now: number,
) {
  const res = await tx.query<{ times_used: number }>(
    `UPDATE player_bonuses SET times_used = times_used + 1
      WHERE id = $1 AND player_id = $2 AND state = 'active' AND expired_at > to_timestamp($3::double precision / 1000)
        AND (uses_count IS NULL OR times_used < uses_count)
      RETURNING times_used`,
    [b.issueId, playerId, now],
  );
  if (!res.rows[0])
    throw refuse('bonus_not_available', betIndex, { bonus_id: String(b.issueId), status: 'bonus_over' });
  return res.rows[0].times_used;
}
