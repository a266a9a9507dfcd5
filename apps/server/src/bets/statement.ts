import { freeBetKind, oddsToDecimal } from '@slipstream/betting';
import type { StatementDto, StatementQuery } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import { toSafeInt } from '../wallet/amounts';
import type { StoredBet } from './bet-model';
import { selectBets } from './bet-store';
import type { BetsDeps } from './bets-deps';
import { localiseStoredBet } from './bet-names';
import type { NameLocale } from '../sim/names/localise-names';

const DAY_MS = 86_400_000;

/** The statement's window: from the start of `from` to the end of `to` (UTC days), either end open. */
function window(q: StatementQuery): { start: Date | null; end: Date | null } {
  return {
    start: q.from ? new Date(`${q.from}T00:00:00Z`) : null,
    end: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS) : null,
  };
}

/** The stake a free bet paid: an only-win or all-win free bet's (a risk-free bet is staked from the balance). */
function freeStake(bet: StoredBet): number {
  const kind = bet.bonus ? freeBetKind(bet.bonus.type) : null;
  return kind === 'only_win' || kind === 'all_win' ? bet.totalStake + bet.cashedOutStake : 0;
}

function statementBet(bet: StoredBet): StatementDto['bets'][number] {
  const fullCashout = bet.status === 'cashed_out' ? (bet.winAmount ?? 0) : 0;
  const odds = bet.type === 'custom_bet' ? bet.customOdds : bet.odds;
  return {
    id: String(bet.id),
    ref: `B${String(bet.id).padStart(8, '0')}`,
    created_at: bet.createdAt,
    type: bet.system ? `system ${bet.system.winCount}/${bet.system.totalCount}` : bet.type,
    status: bet.status,
    result: bet.result,
    selections: bet.selections.map((s) => `${s.outcomeName} · ${s.marketName} · ${s.matchName}`).join(' / '),
    legs: bet.selections.map((s) => ({ outcome: s.outcomeName, market: s.marketName, event: s.matchName })),
    odds: odds === null ? null : oddsToDecimal(odds),
    stake: bet.totalStake + bet.cashedOutStake,
    free_stake: freeStake(bet),
    cashed_out: bet.cashedOutAmount + fullCashout,
    settled: bet.status === 'done' ? (bet.winAmount ?? 0) : 0,
  };
}

/**
 * GET /bets/statement (beyond the spec): the player's bets placed in the window (status all, open or settled)
 * and every ledger movement of the account in the window, with the balance after each. The totals come from
 * the ledger itself: the opening balance is the sum of the account's entries before the window, the closing
 * one the opening plus the window's entries, so with no `to` it is the account's balance now. The JSON pages
 * the bets and the movements apart (`limit`, `bets_page`, `movements_page`): a page's balances carry on from the
 * movements before it and the totals are always the whole window's; the CSV is the whole statement.
 */
export async function statement(
  deps: BetsDeps,
  playerId: number,
  q: StatementQuery,
  /** The asker's names language (Accept-Language): market and outcome names are read in it (LC9). */
  lang: NameLocale = 'en',
): Promise<StatementDto> {
  const player = await deps.db.query<{ currency: string }>('SELECT currency FROM players WHERE id = $1', [
    playerId,
  ]);
  const currency = q.currency ?? player.rows[0]?.currency;
  const account = await deps.db.query<{ id: unknown; balance: unknown; subunits: unknown }>(
    `SELECT a.id, a.balance, c.subunits FROM accounts a JOIN currencies c ON c.code = a.currency
      WHERE a.player_id = $1 AND a.currency = $2`,
    [playerId, currency],
  );
  const row = account.rows[0];
  if (!row || currency === undefined) throw new AppError('not_found', { currency: currency ?? null });
  const accountId = String(row.id);
  const { start, end } = window(q);

  const where = ['b.player_id = $1', 'b.currency = $2'];
  const params: unknown[] = [playerId, currency];
  if (start) where.push(`b.created_at >= $${params.push(start.toISOString())}`);
  if (end) where.push(`b.created_at < $${params.push(end.toISOString())}`);
  if (q.status === 'open') where.push("b.status = 'waiting_results'");
  if (q.status === 'settled') where.push("b.status <> 'waiting_results'");
  // Every bet of the window counts in the totals; only the page's are named in the asker's language and sent
  // (the CSV is the whole statement).
  const stored = await selectBets(deps.db, `${where.join(' AND ')} ORDER BY b.id`, params);
  const allBets = stored.map(statementBet);
  const whole = q.format === 'csv';
  const bets = (whole ? stored : stored.slice((q.bets_page - 1) * q.limit, q.bets_page * q.limit)).map((b) =>
    statementBet(localiseStoredBet(b, lang)),
  );

  const opening = start
    ? await deps.db.query<{ total: unknown }>(
        `SELECT COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e
           JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE e.account_id = $1 AND t.created_at < $2`,
        [accountId, start.toISOString()],
      )
    : null;
  const openingBalance = opening ? toSafeInt(opening.rows[0]!.total) : 0;
  const moveParams: unknown[] = [accountId];
  const moveWhere = ['e.account_id = $1'];
  if (start) moveWhere.push(`t.created_at >= $${moveParams.push(start.toISOString())}`);
  if (end) moveWhere.push(`t.created_at < $${moveParams.push(end.toISOString())}`);
  const movesFrom = `FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE ${moveWhere.join(' AND ')}`;
  const reasons = await deps.db.query<{ reason: string; total: unknown; n: unknown }>(
    `SELECT t.reason, COALESCE(SUM(e.amount), 0) AS total, COUNT(*) AS n ${movesFrom} GROUP BY t.reason`,
    moveParams,
  );
  const byReason: Record<string, number> = {};
  let windowSum = 0;
  let movementCount = 0;
  for (const r of reasons.rows) {
    byReason[r.reason] = toSafeInt(r.total);
    windowSum += toSafeInt(r.total);
    movementCount += toSafeInt(r.n);
  }
  // The page's movements, each with the balance after it: the opening plus every entry of the window up to it.
  const pageSql = whole
    ? ''
    : ` LIMIT $${moveParams.push(q.limit)} OFFSET $${moveParams.push((q.movements_page - 1) * q.limit)}`;
  const moves = await deps.db.query<{
    id: unknown;
    created_at: Date | string;
    reason: string;
    reference: string;
    amount: unknown;
    running: unknown;
  }>(
    `SELECT e.id, t.created_at, t.reason, t.reference, e.amount,
            SUM(e.amount) OVER (ORDER BY e.id) AS running
       ${movesFrom} ORDER BY e.id${pageSql}`,
    moveParams,
  );
  const movements = moves.rows.map((m) => ({
    id: String(m.id),
    created_at: new Date(m.created_at).toISOString(),
    reason: m.reason,
    reference: m.reference,
    amount: toSafeInt(m.amount),
    balance_after: openingBalance + toSafeInt(m.running),
  }));
  const running = openingBalance + windowSum;
  const pageOf = (page: number, total: number) => ({
    page: whole ? 1 : page,
    total,
    last_page: whole ? 1 : Math.max(1, Math.ceil(total / q.limit)),
  });
  const sum = (f: (b: StatementDto['bets'][number]) => number) => allBets.reduce((t, b) => t + f(b), 0);
  return {
    currency,
    subunits: toSafeInt(row.subunits),
    from: q.from ?? null,
    to: q.to ?? null,
    status: q.status,
    bets,
    movements,
    totals: {
      staked: sum((b) => b.stake - b.free_stake),
      free_staked: sum((b) => b.free_stake),
      cashed_out: sum((b) => b.cashed_out),
      settled: sum((b) => b.settled),
      opening_balance: openingBalance,
      movements: running - openingBalance,
      closing_balance: running,
      by_reason: byReason,
    },
    balance: toSafeInt(row.balance),
    pagination: {
      limit: whole ? Math.max(allBets.length, movementCount) : q.limit,
      bets: pageOf(q.bets_page, allBets.length),
      movements: pageOf(q.movements_page, movementCount),
    },
  };
}
