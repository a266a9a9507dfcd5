import type { BetStatus } from '@slipstream/betting';
import type { BET_RESULT_FILTERS, BetDto } from '@slipstream/contract';
import type { NameLocale } from '../sim/names/localise-names';
import { selectBets } from './bet-store';
import { localiseStoredBet } from './bet-names';
import { betToWire } from './bet-wire';
import type { BetsDeps } from './bets-deps';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';

/** §3 result filters (mapping not shown, chosen): half results count with the side they lean to. */
const RESULT_SQL: Record<(typeof BET_RESULT_FILTERS)[number], string> = {
  all: 'true',
  win: "b.result IN ('win_entire', 'refund_half_win_other')",
  lose: "b.result IN ('lose_entire', 'refund_half_lose_other')",
  refund: "b.result IN ('refund_entire', 'canceled')",
};

export async function listBets(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  /** BS1: the statuses asked for (the §3 list filters arrive as their lists, parsed by the contract). */
  query: { status: readonly BetStatus[]; result: keyof typeof RESULT_SQL; page: number; limit: number },
  /** The asker's names language (Accept-Language): market and outcome names are read in it (LC9). */
  lang: NameLocale = 'en',
): Promise<{
  data: BetDto[];
  pagination: { total: number; page: number; limit: number; last_page: number };
}> {
  const where = `b.player_id = $1 AND b.status = ANY($2::text[]) AND ${RESULT_SQL[query.result]}`;
  const statuses = [...query.status];
  const count = await deps.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM bets b WHERE ${where}`, [
    playerId,
    statuses,
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  const bets = await selectBets(deps.db, `${where} ORDER BY b.id DESC LIMIT $3 OFFSET $4`, [
    playerId,
    statuses,
    query.limit,
    (query.page - 1) * query.limit,
  ]);
  const open = bets.filter((b) => b.status === 'waiting_results');
  const results = await loadResults(
    deps.db,
    open.flatMap((b) => b.selections),
  );
  return {
    data: bets.map((b) =>
      betToWire(
        localiseStoredBet(b, lang),
        b.status === 'waiting_results' ? offers.offerOf(b, results) : null,
      ),
    ),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
