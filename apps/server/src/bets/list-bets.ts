import type { BET_LIST_STATUSES, BET_RESULT_FILTERS, BetDto } from '@slipstream/contract';
import { selectBets } from './bet-store';
import { betToWire } from './bet-wire';
import type { BetsDeps } from './bets-deps';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';

/** §3 bet list filters: open and settled by status; "all" leaves out rejected bets (never placed). */
const STATUS_SQL: Record<(typeof BET_LIST_STATUSES)[number], string> = {
  all: "b.status <> 'rejected'",
  open: "b.status IN ('submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress')",
  settled: "b.status IN ('done', 'cashed_out', 'cancelled', 'withdrawn')",
};
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
  query: { status: keyof typeof STATUS_SQL; result: keyof typeof RESULT_SQL; page: number; limit: number },
): Promise<{
  data: BetDto[];
  pagination: { total: number; page: number; limit: number; last_page: number };
}> {
  const where = `b.player_id = $1 AND ${STATUS_SQL[query.status]} AND ${RESULT_SQL[query.result]}`;
  const count = await deps.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM bets b WHERE ${where}`, [
    playerId,
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  const bets = await selectBets(deps.db, `${where} ORDER BY b.id DESC LIMIT $2 OFFSET $3`, [
    playerId,
    query.limit,
    (query.page - 1) * query.limit,
  ]);
  const open = bets.filter((b) => b.status === 'waiting_results');
  const results = await loadResults(
    deps.db,
    open.flatMap((b) => b.selections),
  );
  return {
    data: bets.map((b) => betToWire(b, b.status === 'waiting_results' ? offers.offerOf(b, results) : null)),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
