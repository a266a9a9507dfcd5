import { editBetPrice } from '@slipstream/betting';
import type { BetDto, EditBetBody, EditBetDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { BalanceChange } from '../wallet/ledger';
import type { StoredBet } from './bet-model';
import { findPlayerBet } from './bet-store';
import { betToWire } from './bet-wire';
import { publishToPlayer, type BetsDeps } from './bets-deps';
import { completeCashout } from './cashout';
import { cashoutInputs } from './cashout-offer';
import { isCashoutRetry } from './cashout-requests';
import type { CashoutOffers } from './cashout-offers';
import { loadResults } from './outcome-results';
import { prepare, requestHash } from './place-bets';
import { payoutOf, writeBets } from './write-bets';
import { loadBettor, settingsForMode } from './player-checks';
import { lockPlayerMoney } from '../accounts/player-lock';

/** The answer of an edit that was done: the replaced bet (cashed out) and the bet that replaced it. */
async function editDone(
  tx: Queryable,
  playerId: number,
  old: StoredBet,
): Promise<{ old: StoredBet; placed: StoredBet }> {
  const placed = await findPlayerBet(tx, playerId, old.replacedBy!, false);
  if (!placed) throw new AppError('conflict', { bet_id: String(old.id) });
  return { old, placed };
}

/** An edit's answer from the bets it left: the credit the old one was cashed out at, the new one's stake. */
function editAnswer(old: StoredBet, placed: StoredBet, offers: CashoutOffers): EditBetDto {
  const money = (value: number) => ({ value, currency: old.currency, subunits: old.subunits });
  const credit = old.winAmount ?? 0;
  return {
    credit: money(credit),
    due: money(placed.totalStake - credit),
    new_stake: money(placed.totalStake),
    potential_win: money(placed.potentialWin),
    data: betToWire(placed, placed.status === 'waiting_results' ? offers.track(placed) : null),
    replaced: betToWire(old, null),
  };
}

/** BO11: a bet on a bonus is not edited, and an edit does not turn a cash bet into one. */
function notEditable(betId: number, details: Record<string, unknown>): AppError {
  return new AppError('bonus_bet_not_editable', { bet_id: String(betId), ...details });
}

/**
 * POST /bets/edit (SPEC.md CO9): replaces an open bet by another (selections added or removed, another
 * stake), priced as cashing the old one out at its offer and placing the new one at current prices. The new
 * bet is resolved and validated like a placement; then ONE transaction locks the old bet, recomputes its
 * offer (a different to_cashout is refused as stale), cashes it out (credit, key bet_cashout:{id}) and places
 * the new bet (debit through place_bets), so the balance moves by credit − new stake or not at all.
 * `dry_run` answers the price only. Bets with a bonus are refused (BO11). An edit sent again with its
 * Idempotency-Key (kept as the old bet's cashout_request_id) answers what it did and moves nothing (issue 31).
 */
export async function editBet(
  deps: BetsDeps,
  offers: CashoutOffers,
  playerId: number,
  body: EditBetBody,
  requestId?: string,
): Promise<EditBetDto> {
  const betId = Number(body.bet_id);
  if (body.bet.bonus) throw notEditable(betId, { field: 'bet.bonus' });
  const current = await findPlayerBet(deps.db, playerId, betId, false);
  if (current?.bonus) throw notEditable(betId, { bonus_type: current.bonus.type });
  const bettor = await loadBettor(deps.db, playerId, null, deps.clock.now());
  const placement = { meta: {}, bets: [body.bet] };
  const prepared = await prepare(deps, placement, settingsForMode(deps.operator, bettor.mode));
  const next = prepared.bets[0]!;
  const outcome = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId); // the player's money decisions one at a time (limits: RG6)
    const old = await findPlayerBet(tx, playerId, betId, true);
    if (!old) throw new AppError('bet_not_found', { bet_id: String(betId) });
    // A retry of this very edit (its answer was lost, issue 31): what it did, nothing moves again.
    if (!body.dry_run && old.replacedBy !== null && (await isCashoutRetry(tx, old.id, requestId)))
      return { replay: await editDone(tx, playerId, old) };
    if (old.status !== 'waiting_results') throw new AppError('cashout_unavailable', { status: old.status });
    if (old.bonus) throw notEditable(betId, { bonus_type: old.bonus.type });
    if (next.currency !== old.currency)
      throw new AppError('validation_failed', [
        { path: 'bet.stake.currency', message: `The bet is in ${old.currency}` },
      ]);
    const results = await loadResults(tx, old.selections);
    const inputs = cashoutInputs(old, deps.prices, results, deps.engine);
    const price = inputs && editBetPrice(inputs.bet, inputs.legs, payoutOf(next), inputs.options);
    if (!price?.available) throw new AppError('cashout_unavailable', { to_cashout: null });
    const money = (value: number) => ({ value, currency: old.currency, subunits: old.subunits });
    if (price.credit !== body.to_cashout)
      throw new AppError('cashout_offer_changed', { to_cashout: money(price.credit) });
    const quote = {
      credit: money(price.credit),
      due: money(price.due),
      new_stake: money(price.newTotalStake),
      potential_win: money(price.newPotentialWin),
    };
    if (body.dry_run) return { quote, done: null };
    const cashed = await completeCashout(tx, deps, old, price.credit, false, requestId);
    if (!cashed) throw new AppError('cashout_unavailable', { status: old.status });
    const written = await writeBets(
      deps,
      {
        playerId,
        requestId: `edit:${old.id}`,
        hash: requestHash(placement),
        clientRequest: false,
        mode: bettor.mode,
        bets: [next],
        meta: {},
      },
      false, // the replaced bet fed the jackpot already; its replacement does not feed it again
      tx,
    );
    if (written.kind === 'refused') throw written.error;
    if (written.kind !== 'placed') throw new AppError('conflict', { bet_id: String(old.id) });
    const placed = written.placed[0]!;
    await tx.query('UPDATE bets SET replaced_by = $2 WHERE id = $1', [old.id, placed.id]);
    const replaced: StoredBet = { ...cashed.bet, replacedBy: placed.id };
    const changes: BalanceChange[] = [...cashed.changes, ...written.changes];
    return { quote, done: { replaced, placed, changes } };
  });
  if ('replay' in outcome && outcome.replay) {
    offers.untrack(outcome.replay.old.id); // the first attempt stopped before it when its answer was lost
    return editAnswer(outcome.replay.old, outcome.replay.placed, offers);
  }
  if (!outcome.done) return { ...outcome.quote, data: null, replaced: null };
  const { replaced, placed, changes } = outcome.done;
  offers.untrack(replaced.id);
  const oldWire = betToWire(replaced, null);
  const newWire: BetDto = betToWire(placed, offers.track(placed));
  await deps.wallet.publishBalanceChanges(changes);
  await publishToPlayer(deps, playerId, { event: 'bet_changed', data: oldWire });
  await publishToPlayer(deps, playerId, { event: 'bet_changed', data: newWire });
  return { ...outcome.quote, data: newWire, replaced: oldWire };
}
