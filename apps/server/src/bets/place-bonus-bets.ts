import { consumeBonus } from '../bonuses/bet-bonus';
import type { BalanceChange } from '../wallet/ledger';
import type { BetsDeps } from './bets-deps';
import { writeBets, type Placement, type WriteOutcome } from './write-bets';
import { lockPlayerMoney } from '../accounts/player-lock';

/** Carries a write that did not place (a retry, a refusal) out of the transaction, rolling back the bonus use. */
class NotPlaced extends Error {
  constructor(readonly outcome: WriteOutcome) {
    super('not placed');
  }
}

/**
 * Placement of bets that carry a bonus (SPEC.md BO8, BO9): ONE transaction that, per bet with a bonus, takes a
 * use of it (a conditional UPDATE: of concurrent placements with one free bet exactly one gets it), funds an
 * only-win or all-win free bet's stake from the house's bonus account (ledger reason `bonus`, so place_bets'
 * stake debit nets to nothing on the player's balance), then runs `writeBets` (place_bets) on the same
 * connection and records the bonus on the bets. Anything but a placement rolls it all back.
 */
export async function writeBonusBets(deps: BetsDeps, placement: Placement): Promise<WriteOutcome> {
  const { playerId, requestId, clientRequest, bets } = placement;
  try {
    return await deps.db.transaction(async (tx) => {
      // The player's money lock first (RG6): a bonus is spent and the limits checked one decision at a time.
      await lockPlayerMoney(tx, playerId);
      // A retry answers the first placement whatever it carried: looked up under the lock, before the bonus is
      // checked again (a racing retry that committed first has spent it).
      if (clientRequest) {
        const prior = await tx.query<{ request_hash: string }>(
          'SELECT request_hash FROM bets WHERE player_id = $1 AND request_id = $2 LIMIT 1',
          [playerId, requestId],
        );
        if (prior.rows[0]) throw new NotPlaced({ kind: 'prior', hash: prior.rows[0].request_hash });
      }
      const now = deps.clock.now();
      const funded: BalanceChange[] = [];
      for (const [i, bet] of bets.entries()) {
        const bonus = bet.bonus;
        if (!bonus) continue;
        await consumeBonus(tx, playerId, i, bonus, now);
        if (!bonus.paidByBonus) continue;
        const credit = await deps.wallet.credit(tx, {
          playerId,
          currency: bet.currency,
          amount: bet.stake,
          reason: 'bonus',
          reference: `bonus:${bonus.issueId}`,
          idempotencyKey: `bonus_stake:${playerId}:${requestId}:${i}`,
        });
        funded.push(...credit.changes);
      }
      const written = await writeBets(deps, placement, true, tx);
      if (written.kind !== 'placed') throw new NotPlaced(written);
      for (const bet of written.placed) {
        if (!bet.bonus) continue;
        await tx.query(
          'UPDATE bets SET bonus_id = $2, bonus_type = $3, bonus_odds = $4, bonus_amount = $5 WHERE id = $1',
          [bet.id, bet.bonus.id, bet.bonus.type, bet.bonus.odds, bet.bonus.amount],
        );
      }
      return { ...written, changes: [...funded, ...written.changes] };
    });
  } catch (err) {
    if (err instanceof NotPlaced) return err.outcome;
    throw err;
  }
}
