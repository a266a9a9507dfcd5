import { cashoutQuote, lineCount, partialCashout } from '@slipstream/betting';
import type { BetDto } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import type { StoredBet } from './bet-model';
import { findPlayerBet } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import { cashoutInputs } from './cashout-offer';
import { isCashoutRetry } from './cashout-requests';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';
import { lockPlayerMoney } from '../accounts/player-lock';

/**
 * POST /bets/cashout with an `amount` below the offer (SPEC.md CO7). In one transaction the bet row is locked,
 * the offer recomputed from current prices (a different to_cashout is refused as stale), the engine splits the
 * stake, the bet keeps the remaining stake at its original odds (stake, total_stake and potential_win become
 * the remaining bet's, the sold stake and paid amount add up in cashed_out_*) and the paid amount is credited
 * under a key numbered by the bet's partial cashouts. The bet stays open; bet_changed carries its new offer.
 */
export async function cashOutPart(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  betId: number,
  toCashout: number,
  amount: number,
  requestId?: string,
): Promise<BetDto> {
  const { bet, results, changes, replay } = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId); // the player's money decisions one at a time (RG6)
    const bet = await findPlayerBet(tx, playerId, betId, true);
    if (!bet) throw new AppError('bet_not_found', { bet_id: String(betId) });
    // A retry of this very cashout (its answer was lost, issue 31): the bet as it is, nothing moves.
    if (await isCashoutRetry(tx, bet.id, requestId))
      return { bet, results: await loadResults(tx, bet.selections), changes: [], replay: true };
    if (bet.status !== 'waiting_results') throw new AppError('cashout_unavailable', { status: bet.status });
    // A cluster follower out of step takes the prices the database has (issue 31: never a replaced price).
    await deps.prices.ensureCurrent(bet.selections.map((s) => s.matchId));
    const results = await loadResults(tx, bet.selections);
    const inputs = cashoutInputs(bet, deps.prices, results, deps.engine);
    const quote = inputs && cashoutQuote(inputs.bet, inputs.legs, inputs.options);
    if (!inputs || !quote?.available) throw new AppError('cashout_unavailable', { to_cashout: null });
    const money = (value: number) => ({ value, currency: bet.currency, subunits: bet.subunits });
    if (quote.value !== toCashout)
      throw new AppError('cashout_offer_changed', { to_cashout: money(quote.value) });
    const split = partialCashout(inputs.bet, inputs.legs, amount, inputs.options);
    if (!split.ok)
      throw new AppError('cashout_amount_out_of_range', {
        min: split.reason === 'out_of_range' && split.min !== null ? money(split.min) : null,
        max: split.reason === 'out_of_range' && split.max !== null ? money(split.max) : null,
      });
    const lines = bet.system ? lineCount(bet.system) : 1;
    const seq = bet.partialCashouts + 1;
    const updated = await tx.query(
      `UPDATE bets SET stake = $2, total_stake = $3, potential_win = $4, cashed_out_amount = cashed_out_amount + $5,
              cashed_out_stake = cashed_out_stake + $6, partial_cashouts = $7, cashout_request_id = $8
        WHERE id = $1 AND status = 'waiting_results' AND partial_cashouts = $7 - 1 RETURNING id`,
      [
        bet.id,
        split.remainingStake,
        split.remainingStake * lines,
        split.remainingPotentialWin,
        split.cashed,
        split.cashedStake * lines,
        seq,
        requestId ?? null,
      ],
    );
    if (updated.rowCount === 0) throw new AppError('cashout_unavailable', { status: bet.status });
    const credit = await deps.wallet.credit(tx, {
      playerId,
      currency: bet.currency,
      amount: split.cashed,
      reason: 'cashout',
      reference: `bet:${bet.id}`,
      idempotencyKey: `bet_cashout_part:${bet.id}:${seq}`,
    });
    const after: StoredBet = {
      ...bet,
      stake: split.remainingStake,
      totalStake: split.remainingStake * lines,
      potentialWin: split.remainingPotentialWin,
      cashedOutAmount: bet.cashedOutAmount + split.cashed,
      cashedOutStake: bet.cashedOutStake + split.cashedStake * lines,
      partialCashouts: seq,
    };
    return { bet: after, results, changes: credit.changes, replay: false };
  });
  const wire = betToWire(bet, bet.status === 'waiting_results' ? offers.track(bet, results) : null);
  // A retry has no balance change to tell (the first attempt's went unsaid when its answer was lost: the client
  // reads the balance after a cashout); bet_changed is told again, harmless when it went out.
  if (!replay) await deps.wallet.publishBalanceChanges(changes);
  await publishToPlayer(deps, playerId, { event: 'bet_changed', data: wire });
  return wire;
}
