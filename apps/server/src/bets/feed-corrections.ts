import type { SelectionResult } from '@slipstream/betting';
import type { Queryable } from '../db/db';
import type { ReopenScope } from '../feed/feed';
import type { BalanceChange } from '../wallet/ledger';
import type { StoredSelection } from './bet-model';
import { selectBets } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';
import { refKey } from './selection-quotes';

/**
 * The feed's corrections as settlement sees them (UOF bet_cancel and the rollbacks; SPEC.md FD3–FD6):
 * the bet's settlement round (the payout's idempotency key changes after each rollback), and which of its
 * selections a bet_cancel window voids (the bet was placed inside the window: start ≤ placed < end).
 */
export async function feedCorrections(
  q: Queryable,
  betId: number,
  selections: readonly StoredSelection[],
): Promise<{ round: number; cancelled: Map<string, SelectionResult> }> {
  const matchIds = [...new Set(selections.map((s) => String(s.matchId)))];
  const res = await q.query<{ settle_round: number; cancels: { m: string; mk: number | null; s: string }[] }>(
    `SELECT b.settle_round,
            coalesce(jsonb_agg(jsonb_build_object('m', c.match_id::text, 'mk', c.market_id, 's', c.specifier))
                       FILTER (WHERE c.key IS NOT NULL), '[]'::jsonb) AS cancels
       FROM bets b
       LEFT JOIN bet_cancels c ON c.match_id = ANY($2::bigint[])
             AND (c.start_time IS NULL OR b.created_at >= c.start_time)
             AND (c.end_time IS NULL OR b.created_at < c.end_time)
      WHERE b.id = $1 GROUP BY b.settle_round`,
    [betId, matchIds],
  );
  const row = res.rows[0];
  const cancelled = new Map<string, SelectionResult>();
  for (const s of selections)
    if (
      row?.cancels.some(
        (c) => c.m === String(s.matchId) && (c.mk === null || (c.mk === s.marketId && c.s === s.specifier)),
      )
    )
      cancelled.set(refKey(s), { cancelled: true });
  return { round: row?.settle_round ?? 0, cancelled };
}

/** The payout's idempotency key: the first settlement keeps the historical `bet_settle:{id}`. */
export const settleKey = (betId: number, round: number): string =>
  round === 0 ? `bet_settle:${betId}` : `bet_settle:${betId}:${round}`;

const REFUND_RESULTS = new Set(['refund_entire', 'canceled', 'lose_entire']);

/**
 * Feed.onReopen: reopens the settled bets a rollback undoes, inside the feed's transaction. Each bet's payout
 * is taken back through the ledger (`ledger_take_back`: the player's balance may go negative, FD5), the bet
 * returns to waiting_results with a new settlement round, and its selections on those markets to open.
 * After COMMIT: balance_changed, bet_changed, the cashout index.
 */
export function reopenSettledBets(deps: BetsDeps, offers: CashoutOffers) {
  return async (tx: Queryable, scope: ReopenScope): Promise<() => Promise<void>> => {
    const markets = scope.markets ? JSON.stringify(scope.markets) : null;
    const cancel = scope.cancel;
    const inScope = `s.match_id = $1
      AND ($2::jsonb IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements($2::jsonb) m
            WHERE (m->>'marketId')::int = s.market_id AND m->>'specifier' = s.specifier))`;
    const ids = await tx.query<{ id: unknown }>(
      `SELECT DISTINCT b.id FROM bets b JOIN bet_selections s ON s.bet_id = b.id
        WHERE b.status = 'done' AND ${inScope}
          AND (NOT $3::boolean OR (s.status = 'cancelled'
               AND ($4::timestamptz IS NULL OR b.created_at >= $4::timestamptz)
               AND ($5::timestamptz IS NULL OR b.created_at < $5::timestamptz)))
        ORDER BY b.id`,
      [
        scope.matchId,
        markets,
        cancel !== null,
        cancel?.startTime == null ? null : new Date(cancel.startTime).toISOString(),
        cancel?.endTime == null ? null : new Date(cancel.endTime).toISOString(),
      ],
    );
    const changes: BalanceChange[] = [];
    const reopened: number[] = [];
    for (const r of ids.rows) {
      const id = Number(r.id);
      const bet = await tx.query<{
        player_id: unknown;
        currency: string;
        win_amount: unknown;
        result: string;
        settle_round: number;
      }>(
        `SELECT player_id, currency, win_amount, result, settle_round FROM bets
          WHERE id = $1 AND status = 'done' FOR UPDATE`,
        [id],
      );
      const b = bet.rows[0];
      if (!b) continue;
      const payout = Number(b.win_amount ?? 0);
      if (payout > 0) {
        const answer = await tx.query<{ r: { error?: string; changes: Record<string, unknown>[] } }>(
          'SELECT ledger_take_back($1, $2, $3, $4, $5, $6, $7) AS r',
          [
            b.player_id,
            b.currency,
            payout,
            REFUND_RESULTS.has(b.result) ? 'house:stakes' : 'house:payouts',
            'bet_rollback',
            `bet:${id}`,
            `bet_rollback:${id}:${b.settle_round}`,
          ],
        );
        const a = answer.rows[0]!.r;
        if (a.error) throw new Error(`rollback of bet ${id}: ${a.error}`);
        for (const c of a.changes)
          changes.push({
            playerId: Number(c.player_id),
            currency: String(c.currency),
            subunits: Number(c.subunits),
            balance: Number(c.balance),
            locked: Number(c.locked),
          });
      }
      await tx.query(
        `UPDATE bets SET status = 'waiting_results', result = 'no_results', win_amount = NULL, settled_at = NULL,
                settle_round = settle_round + 1 WHERE id = $1`,
        [id],
      );
      await tx.query(`UPDATE bet_selections s SET status = 'open' WHERE s.bet_id = $3 AND ${inScope}`, [
        scope.matchId,
        markets,
        id,
      ]);
      reopened.push(id);
    }
    return async () => {
      await deps.wallet.publishBalanceChanges(changes);
      if (!reopened.length) return;
      const bets = await selectBets(deps.db, `b.id = ANY($1::bigint[]) AND b.status = 'waiting_results'`, [
        reopened,
      ]);
      for (const bet of bets) {
        offers.track(bet, await loadResults(deps.db, bet.selections));
        await publishToPlayer(deps, bet.playerId, {
          event: 'bet_changed',
          data: betToWire(bet, offers.offerOf(bet)),
        });
      }
    };
  };
}
