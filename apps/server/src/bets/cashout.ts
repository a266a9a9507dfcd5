import type { BetDto } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import type { Queryable } from '../db/db';
import type { BalanceChange } from '../wallet/ledger';
import type { StoredBet } from './bet-model';
import { findPlayerBet } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import { cashoutOffer } from './cashout-offer';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';
import { isCashoutRetry } from './cashout-requests';
import { cashOutPart } from './partial-cashout';
import { lockPlayerMoney } from '../accounts/player-lock';

/**
 * POST /bets/cashout: accepts only the current offer. In one transaction the bet row is locked, the offer
 * recomputed from current prices and the results in; a different to_cashout is refused (stale offer, the
 * current one in data.details), otherwise the bet becomes cashed_out and the value is credited. A retry of a
 * cashout that succeeded (same bet, same value, or the same request id) answers the cashed-out bet again and moves
 * nothing. An `amount` below the offer is a partial cashout (partial-cashout.ts, SPEC.md CO7).
 */
export async function cashOut(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  betId: number,
  toCashout: number,
  amount?: number,
  requestId?: string,
): Promise<BetDto> {
  if (amount !== undefined && amount !== toCashout)
    return cashOutPart(deps, offers, playerId, betId, toCashout, amount, requestId);
  const { bet, changes, replay } = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId); // the player's money decisions one at a time (RG6)
    const bet = await findPlayerBet(tx, playerId, betId, true);
    if (!bet) throw new AppError('bet_not_found', { bet_id: String(betId) });
    // A retry of a cashout that went through answers the same bet and moves nothing.
    if (bet.status === 'cashed_out' && bet.winAmount === toCashout) return { bet, changes: [], replay: true };
    if (bet.status === 'cashed_out' && (await isCashoutRetry(tx, bet.id, requestId)))
      return { bet, changes: [], replay: true };
    if (bet.status !== 'waiting_results') throw new AppError('cashout_unavailable', { status: bet.status });
    // A cluster follower out of step takes the prices the database has (issue 31: never a replaced price).
    await deps.prices.ensureCurrent(bet.selections.map((s) => s.matchId));
    const offer = cashoutOffer(bet, deps.prices, await loadResults(tx, bet.selections), deps.engine);
    if (offer === null) throw new AppError('cashout_unavailable', { to_cashout: null });
    if (offer !== toCashout)
      throw new AppError('cashout_offer_changed', {
        to_cashout: { value: offer, currency: bet.currency, subunits: bet.subunits },
      });
    const done = await completeCashout(tx, deps, bet, offer, false, requestId);
    if (!done) throw new AppError('cashout_unavailable', { status: bet.status });
    return { ...done, replay: false };
  });
  const wire = betToWire(bet, null);
  offers.untrack(bet.id); // a retry too: the first attempt stopped before it when its answer was lost (issue 31)
  if (replay) return wire;
  await deps.wallet.publishBalanceChanges(changes);
  await publishToPlayer(deps, playerId, { event: 'bet_changed', data: wire });
  return wire;
}

/**
 * Cashes a locked open bet out at `offer`: the conditional UPDATE moves it out of waiting_results only once
 * (an automatic cashout also needs its target still set, and clears it), then the value is credited under the
 * bet's one cashout key. Null when the row was no longer open (nothing moved).
 */
export async function completeCashout(
  tx: Queryable,
  deps: BetsDeps,
  bet: StoredBet,
  offer: number,
  auto: boolean,
  requestId?: string,
): Promise<{ bet: StoredBet; changes: BalanceChange[] } | null> {
  const updated = await tx.query(
    `UPDATE bets SET status = 'cashed_out', result = 'cashed_out', win_amount = $2,
            settled_at = to_timestamp($3::double precision / 1000), auto_cashed_out = $4, auto_cashout_target = NULL,
            cashout_request_id = $5
      WHERE id = $1 AND status = 'waiting_results' AND ($4 = false OR auto_cashout_target IS NOT NULL)
      RETURNING id`,
    [bet.id, offer, deps.clock.now(), auto, requestId ?? null],
  );
  if (updated.rowCount === 0) return null;
  const credit = await deps.wallet.credit(tx, {
    playerId: bet.playerId,
    currency: bet.currency,
    amount: offer,
    reason: 'cashout',
    reference: `bet:${bet.id}`,
    idempotencyKey: `bet_cashout:${bet.id}`,
  });
  return {
    bet: {
      ...bet,
      status: 'cashed_out',
      result: 'cashed_out',
      winAmount: offer,
      autoCashedOut: auto,
      autoCashoutTarget: null,
    },
    changes: credit.changes,
  };
}
