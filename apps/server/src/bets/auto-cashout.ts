import type { BetDto } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import type { StoredBet } from './bet-model';
import { findPlayerBet, selectBets } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import { completeCashout } from './cashout';
import { cashoutOffer } from './cashout-offer';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';
import { lockPlayerMoney } from '../accounts/player-lock';

/**
 * POST /bets/auto-cashout: sets (or with null clears) the amount at which an open bet cashes out by itself.
 * A target the current offer already meets is refused (the player can cash out now); the bet's cache entry
 * is refreshed so the next pushed offer is compared with the new target.
 */
export async function setAutoCashout(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  betId: number,
  target: number | null,
): Promise<BetDto> {
  const { bet, results, offer } = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId); // the player's money decisions one at a time (RG6)
    const bet = await findPlayerBet(tx, playerId, betId, true);
    if (!bet) throw new AppError('bet_not_found', { bet_id: String(betId) });
    if (bet.status !== 'waiting_results') throw new AppError('cashout_unavailable', { status: bet.status });
    // A bet on a bonus is never cashed out (cashout-offer.ts), so a target on it could never fire.
    if (bet.bonus !== null && target !== null)
      throw new AppError('cashout_unavailable', { bonus_type: bet.bonus.type });
    const results = await loadResults(tx, bet.selections);
    const offer = cashoutOffer(bet, deps.prices, results, deps.engine);
    if (target !== null && offer !== null && offer >= target)
      throw new AppError('auto_cashout_target_reached', {
        to_cashout: { value: offer, currency: bet.currency, subunits: bet.subunits },
      });
    await tx.query('UPDATE bets SET auto_cashout_target = $2 WHERE id = $1', [bet.id, target]);
    return { bet: { ...bet, autoCashoutTarget: target }, results, offer };
  });
  offers.track(bet, results);
  const wire = betToWire(bet, offer);
  await publishToPlayer(deps, playerId, { event: 'bet_changed', data: wire });
  return wire;
}

/**
 * Fires a bet's automatic cashout when an offer pushed from this instance's cache reached its target. The
 * cache is only the trigger: under the row lock the offer is recomputed from the current prices and results
 * (never a stale one) and must still meet the target, and the conditional UPDATE (open, target still set)
 * lets exactly one caller through, whichever instance or price change calls. The player is told by
 * bet_changed (auto_cashed_out: true) and balance_changed. Answers the cashed-out bet, or null.
 */
export async function fireAutoCashout(
  deps: BetsDeps,
  offers: CashoutOffers,
  betId: number,
): Promise<StoredBet | null> {
  const owner = await deps.db.query<{ player_id: unknown }>('SELECT player_id FROM bets WHERE id = $1', [
    betId,
  ]);
  if (!owner.rows[0]) return null;
  const playerId = Number(owner.rows[0].player_id);
  const done = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId); // the player's money decisions one at a time (RG6)
    const [bet] = await selectBets(
      tx,
      "b.id = $1 AND b.status = 'waiting_results' AND b.auto_cashout_target IS NOT NULL FOR UPDATE",
      [betId],
    );
    if (!bet || bet.autoCashoutTarget === null) return null;
    const offer = cashoutOffer(bet, deps.prices, await loadResults(tx, bet.selections), deps.engine);
    if (offer === null || offer < bet.autoCashoutTarget) return null;
    return completeCashout(tx, deps, bet, offer, true);
  });
  if (!done) return null;
  offers.untrack(done.bet.id);
  await deps.wallet.publishBalanceChanges(done.changes);
  await publishToPlayer(deps, done.bet.playerId, { event: 'bet_changed', data: betToWire(done.bet, null) });
  return done.bet;
}
