import type { BetResult, BetType, Odds } from '@slipstream/betting';
import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';
import type { BetStatus, SelectionStatus, StoredBet, StoredSelection } from './bet-model';

interface BetRow {
  id: unknown;
  player_id: unknown;
  type: BetType;
  status: BetStatus;
  result: BetResult;
  currency: string;
  subunits: unknown;
  stake: unknown;
  total_stake: unknown;
  odds: number | null;
  custom_odds: number | null;
  system_win_count: number | null;
  system_total_count: number | null;
  potential_win: unknown;
  win_amount: unknown;
  cashed_out_amount: unknown;
  cashed_out_stake: unknown;
  partial_cashouts: number;
  auto_cashout_target: unknown;
  auto_cashed_out: boolean;
  replaced_by: unknown;
  bonus_id: unknown;
  bonus_type: string | null;
  bonus_odds: number | null;
  bonus_amount: unknown;
  used_in_jackpot: boolean;
  created_at: Date | string;
}

interface SelectionRow {
  bet_id: unknown;
  position: number;
  match_id: unknown;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  provider: string;
  status: SelectionStatus;
  match_name: string;
  match_urn_id: string;
  market_name: string;
  outcome_name: string;
  category_name: string;
  match_type: string;
}

export const BET_COLUMNS = `b.id, b.player_id, b.type, b.status, b.result, b.currency, b.subunits, b.stake, b.total_stake,
  b.odds, b.custom_odds, b.system_win_count, b.system_total_count, b.potential_win, b.win_amount, b.cashed_out_amount, b.cashed_out_stake, b.partial_cashouts,
  b.auto_cashout_target, b.auto_cashed_out, b.replaced_by, b.bonus_id, b.bonus_type, b.bonus_odds, b.bonus_amount, b.used_in_jackpot, b.created_at`;

/** Rows of `SELECT ${BET_COLUMNS} FROM bets b …` with their selections, in the rows' order. */
export async function hydrateBets(q: Queryable, rows: readonly BetRow[]): Promise<StoredBet[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => String(r.id));
  const sel = await q.query<SelectionRow>(
    `SELECT bet_id, position, match_id, market_id, specifier, outcome_id, odds, provider, status, match_name,
            match_urn_id, market_name, outcome_name, category_name, match_type
       FROM bet_selections WHERE bet_id = ANY($1::bigint[]) ORDER BY bet_id, position`,
    [ids],
  );
  const byBet = new Map<number, StoredSelection[]>();
  for (const s of sel.rows) {
    const id = toSafeInt(s.bet_id);
    let list = byBet.get(id);
    if (!list) byBet.set(id, (list = []));
    list.push({
      position: s.position,
      matchId: toSafeInt(s.match_id),
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
      odds: s.odds as Odds,
      provider: s.provider,
      status: s.status,
      matchName: s.match_name,
      matchUrnId: s.match_urn_id,
      marketName: s.market_name,
      outcomeName: s.outcome_name,
      categoryName: s.category_name,
      matchType: s.match_type,
    });
  }
  return rows.map((r) => {
    const id = toSafeInt(r.id);
    return {
      id,
      playerId: toSafeInt(r.player_id),
      type: r.type,
      status: r.status,
      result: r.result,
      currency: r.currency,
      subunits: toSafeInt(r.subunits),
      stake: toSafeInt(r.stake),
      totalStake: toSafeInt(r.total_stake),
      odds: r.odds === null ? null : (r.odds as Odds),
      customOdds: r.custom_odds === null ? null : (r.custom_odds as Odds),
      system:
        r.system_win_count === null || r.system_total_count === null
          ? null
          : { winCount: r.system_win_count, totalCount: r.system_total_count },
      potentialWin: toSafeInt(r.potential_win),
      winAmount: r.win_amount === null ? null : toSafeInt(r.win_amount),
      cashedOutAmount: toSafeInt(r.cashed_out_amount),
      cashedOutStake: toSafeInt(r.cashed_out_stake),
      partialCashouts: r.partial_cashouts,
      autoCashoutTarget: r.auto_cashout_target === null ? null : toSafeInt(r.auto_cashout_target),
      autoCashedOut: r.auto_cashed_out,
      replacedBy: r.replaced_by === null ? null : toSafeInt(r.replaced_by),
      bonus:
        r.bonus_id === null || r.bonus_type === null
          ? null
          : {
              id: toSafeInt(r.bonus_id),
              type: r.bonus_type,
              odds: r.bonus_odds === null ? null : (r.bonus_odds as Odds),
              amount: r.bonus_amount === null ? null : toSafeInt(r.bonus_amount),
            },
      usedInJackpot: r.used_in_jackpot,
      createdAt: new Date(r.created_at).toISOString(),
      selections: byBet.get(id) ?? [],
    };
  });
}

export async function selectBets(
  q: Queryable,
  whereSql: string,
  params: readonly unknown[],
): Promise<StoredBet[]> {
  const res = await q.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets b WHERE ${whereSql}`, params);
  return hydrateBets(q, res.rows);
}

/** One of the player's bets, or null (another player's bet is "not found": its existence is not leaked). */
export async function findPlayerBet(
  q: Queryable,
  playerId: number,
  betId: number,
  forUpdate = false,
): Promise<StoredBet | null> {
  const bets = await selectBets(q, `b.id = $1 AND b.player_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [
    betId,
    playerId,
  ]);
  return bets[0] ?? null;
}
