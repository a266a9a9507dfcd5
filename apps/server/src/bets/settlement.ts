import { bonusSettlementPayout, settleBet, type LegKind } from '@slipstream/betting';
import { termsOf } from '../bonuses/bet-bonus';
import { startPeriodicSweep } from '../periodic-sweep';
import type { BalanceChange } from '../wallet/ledger';
import type { SelectionStatus, StoredBet } from './bet-model';
import { selectBets } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import { payoutBetOf } from './cashout-offer';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';
import { feedCorrections, settleKey } from './feed-corrections';
import { refKey } from './selection-quotes';

const SELECTION_STATUS: Record<LegKind, SelectionStatus> = {
  won: 'won',
  dead_heat: 'won',
  lost: 'lost',
  void: 'void',
  half_won: 'half_won',
  half_lost: 'half_lost',
  cancelled: 'cancelled',
};

/**
 * Settles one open bet from the feed's results (SPEC.md SE rules through packages/betting settleBet), in
 * one transaction: the bet row is locked and moved out of waiting_results only once (the status guard
 * makes a second or concurrent call a no-op), the payout is credited through the ledger with an
 * idempotency key of the bet, and bet_changed and balance_changed are published after COMMIT.
 * A bet whose results are still incomplete only gets its selections' statuses updated.
 */
export async function settleOpenBet(deps: BetsDeps, offers: CashoutOffers, betId: number): Promise<boolean> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [bet] = await selectBets(tx, "b.id = $1 AND b.status = 'waiting_results' FOR UPDATE", [betId]);
    if (!bet) return null;
    const results = await loadResults(tx, bet.selections);
    // A bet_cancel window the bet was placed in voids its selection whatever the result (SPEC.md FD3).
    const corrections = await feedCorrections(tx, bet.id, bet.selections);
    for (const [key, cancelled] of corrections.cancelled) results.set(key, cancelled);
    const settlement = settleBet(
      payoutBetOf(bet),
      bet.selections.map((s) => results.get(refKey(s)) ?? null),
      deps.engine,
    );
    let selectionsChanged = false;
    for (const [i, leg] of settlement.legs.entries()) {
      const s = bet.selections[i]!;
      const status = leg ? SELECTION_STATUS[leg.kind] : 'open';
      if (status === s.status) continue;
      selectionsChanged = true;
      s.status = status;
      await tx.query('UPDATE bet_selections SET status = $3 WHERE bet_id = $1 AND position = $2', [
        bet.id,
        s.position,
        status,
      ]);
    }
    if (settlement.result === 'no_results' || settlement.payout === null)
      return { bet, results, settled: false, changed: selectionsChanged, changes: [] as BalanceChange[] };
    // A bet on a bonus pays by the bonus's rule (SPEC.md BO2–BO6); a free bet refunded whole comes back.
    const terms = bet.bonus ? termsOf(bet.bonus.type, bet.bonus.odds) : null;
    const byBonus = terms ? bonusSettlementPayout(payoutBetOf(bet), terms, settlement, deps.engine) : null;
    const payout = byBonus ? byBonus.payout : settlement.payout;
    const updated = await tx.query(
      `UPDATE bets SET status = 'done', result = $2, win_amount = $3, settled_at = to_timestamp($4::double precision / 1000)
        WHERE id = $1 AND status = 'waiting_results' RETURNING id`,
      [bet.id, settlement.result, payout, deps.clock.now()],
    );
    if (updated.rowCount === 0) return null;
    if (byBonus?.restoreFreeBet && bet.bonus)
      await tx.query(
        'UPDATE player_bonuses SET times_used = times_used - 1 WHERE id = $1 AND times_used > 0',
        [bet.bonus.id],
      );
    let changes: BalanceChange[] = [];
    if (payout > 0) {
      // A no-risk free bet's lost (or half-lost) stake comes back as a refund (BO5).
      const refund =
        settlement.result === 'refund_entire' ||
        settlement.result === 'canceled' ||
        settlement.result === 'lose_entire' ||
        payout > settlement.payout;
      const credit = await deps.wallet.credit(tx, {
        playerId: bet.playerId,
        currency: bet.currency,
        amount: payout,
        reason: refund ? 'bet_refund' : 'bet_payout',
        reference: `bet:${bet.id}`,
        idempotencyKey: settleKey(bet.id, corrections.round),
      });
      changes = credit.changes;
    }
    const settled: StoredBet = {
      ...bet,
      status: 'done',
      result: settlement.result,
      winAmount: payout,
    };
    return { bet: settled, results, settled: true, changed: true, changes };
  });
  if (!outcome) return false;
  if (outcome.settled) {
    offers.untrack(outcome.bet.id);
    deps.onBetSettled?.(outcome.bet);
  } else offers.track(outcome.bet, outcome.results);
  await deps.wallet.publishBalanceChanges(outcome.changes);
  if (outcome.changed)
    await publishToPlayer(deps, outcome.bet.playerId, {
      event: 'bet_changed',
      data: betToWire(outcome.bet, outcome.settled ? null : offers.offerOf(outcome.bet)),
    });
  if (outcome.settled)
    for (const listener of deps.onBetsSettled) {
      try {
        await listener(outcome.bet);
      } catch (err) {
        deps.log.error({ err, betId: String(outcome.bet.id) }, 'bets settled listener failed');
      }
    }
  return outcome.settled;
}

/** catalogue.onMatchSettled: every open bet with a selection on the match. */
export async function settleMatchBets(
  deps: BetsDeps,
  offers: CashoutOffers,
  matchId: number,
): Promise<number> {
  const res = await deps.db.query<{ id: unknown }>(
    `SELECT DISTINCT b.id FROM bets b JOIN bet_selections s ON s.bet_id = b.id
      WHERE s.match_id = $1 AND b.status = 'waiting_results' ORDER BY b.id`,
    [matchId],
  );
  return settleEach(deps, offers, res.rows);
}

/** Settles bets one by one; one bet that fails (logged) does not hold back the others. */
async function settleEach(
  deps: BetsDeps,
  offers: CashoutOffers,
  rows: readonly { id: unknown }[],
): Promise<number> {
  let settled = 0;
  for (const r of rows) {
    try {
      if (await settleOpenBet(deps, offers, Number(r.id))) settled++;
    } catch (err) {
      deps.log.error({ err, betId: String(r.id) }, 'bet settlement failed');
    }
  }
  return settled;
}

/** At start: open bets whose results arrived while no listener ran (the hook is not retried). */
export async function settleBacklog(deps: BetsDeps, offers: CashoutOffers): Promise<number> {
  const res = await deps.db.query<{ id: unknown }>(
    `SELECT DISTINCT b.id FROM bets b JOIN bet_selections s ON s.bet_id = b.id
      WHERE b.status = 'waiting_results' AND s.status = 'open'
        AND (EXISTS (SELECT 1 FROM outcome_results r WHERE r.match_id = s.match_id AND r.market_id = s.market_id
                      AND r.specifier = s.specifier AND r.outcome_id = s.outcome_id)
          OR EXISTS (SELECT 1 FROM outcome_results_partial r WHERE r.match_id = s.match_id
                      AND r.market_id = s.market_id AND r.specifier = s.specifier AND r.outcome_id = s.outcome_id)
          OR EXISTS (SELECT 1 FROM bet_cancels c WHERE c.match_id = s.match_id
                      AND (c.market_id IS NULL OR (c.market_id = s.market_id AND c.specifier = s.specifier))
                      AND (c.start_time IS NULL OR b.created_at >= c.start_time)
                      AND (c.end_time IS NULL OR b.created_at < c.end_time)))
      ORDER BY b.id`,
  );
  return settleEach(deps, offers, res.rows);
}

/**
 * SE9: sweeps the backlog every `everyMs` (never two sweeps at once) so an open bet whose results are in is
 * settled within a few seconds whatever missed it (a listener that failed, results written by another
 * instance, a crash between the results and the hook). Returns a stop function that waits for a running sweep.
 */
export function startBacklogSweep(
  deps: BetsDeps,
  offers: CashoutOffers,
  everyMs: number,
): () => Promise<void> {
  return startPeriodicSweep(() => settleBacklog(deps, offers), everyMs, deps.log, 'bet backlog sweep failed');
}
