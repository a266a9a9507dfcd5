import type { BalanceDto, MoneyDto } from '@slipstream/contract';
import { userChannel } from '@slipstream/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db';
import type { Publisher } from '../push/publisher';
import { toSafeInt } from './amounts';
import {
  credit,
  debit,
  transfer,
  type BalanceChange,
  type LedgerResult,
  type Movement,
  type Transfer,
} from './ledger';

export interface WalletOps {
  debit(m: Movement): Promise<LedgerResult>;
  credit(m: Movement): Promise<LedgerResult>;
  transfer(t: Transfer): Promise<LedgerResult>;
}

/**
 * What other modules (bets, settlement, bonuses) use to move money. Two ways:
 * - `run(fn)`: opens the transaction, hands out ops bound to it, and publishes balance_changed after COMMIT;
 * - `debit/credit/transfer(tx, …)` inside a transaction the caller owns; the caller then passes the results'
 *   `changes` to `publishBalanceChanges` once its transaction has committed (never before: a rolled-back
 *   debit must not be announced).
 */
export interface WalletService {
  debit(tx: Queryable, m: Movement): Promise<LedgerResult>;
  credit(tx: Queryable, m: Movement): Promise<LedgerResult>;
  transfer(tx: Queryable, t: Transfer): Promise<LedgerResult>;
  run<T>(fn: (tx: Queryable, ops: WalletOps) => Promise<T>): Promise<T>;
  /** Cached balance of the player's account (equal to its ledger sum); null when there is no such account. */
  balance(playerId: number | string, currency: string): Promise<MoneyDto | null>;
  publishBalanceChanges(changes: readonly BalanceChange[]): Promise<void>;
}

export function toBalanceDto(
  c: Pick<BalanceChange, 'currency' | 'subunits' | 'balance' | 'locked'>,
): BalanceDto {
  return {
    currency: c.currency,
    balance: { value: c.balance, currency: c.currency, subunits: c.subunits },
    available_to_bet_with_locked_cents: Math.max(0, c.balance - c.locked),
  };
}

export function createWalletService(deps: {
  db: Db;
  publisher: Publisher;
  /** The languages a player's private channel is published in (push/player-channels.ts). */
  playerLanguages(playerId: number): Promise<readonly string[]>;
  log?: FastifyBaseLogger;
}): WalletService {
  const { db, publisher } = deps;

  async function publishBalanceChanges(changes: readonly BalanceChange[]): Promise<void> {
    // One event per account: the last state wins when a transaction touched an account twice.
    const latest = new Map<string, BalanceChange>();
    for (const c of changes) latest.set(`${c.playerId}:${c.currency}`, c);
    for (const c of latest.values()) {
      const publication = { event: 'balance_changed', data: toBalanceDto(c) };
      for (const lang of await deps.playerLanguages(c.playerId)) {
        try {
          await publisher.publish(userChannel(lang, c.playerId), publication);
        } catch (err) {
          // The money has moved and committed; a lost push is repaired by the client's next accounts fetch.
          deps.log?.warn({ err }, 'balance_changed publish failed');
        }
      }
    }
  }

  return {
    debit,
    credit,
    transfer,
    async run(fn) {
      const { result, changes } = await db.transaction(async (tx) => {
        // Fresh per attempt: Db.transaction may re-run fn after a serialization failure.
        const collected: BalanceChange[] = [];
        const track = async (p: Promise<LedgerResult>): Promise<LedgerResult> => {
          const r = await p;
          collected.push(...r.changes);
          return r;
        };
        const ops: WalletOps = {
          debit: (m) => track(debit(tx, m)),
          credit: (m) => track(credit(tx, m)),
          transfer: (t) => track(transfer(tx, t)),
        };
        return { result: await fn(tx, ops), changes: collected };
      });
      await publishBalanceChanges(changes);
      return result;
    },
    async balance(playerId, currency) {
      if (!/^[1-9][0-9]{0,15}$/.test(String(playerId))) return null;
      const res = await db.query<{ balance: number; subunits: number }>(
        `SELECT a.balance, c.subunits FROM accounts a JOIN currencies c ON c.code = a.currency
          WHERE a.player_id = $1 AND a.currency = $2`,
        [playerId, currency],
      );
      const row = res.rows[0];
      return row ? { value: toSafeInt(row.balance), currency, subunits: toSafeInt(row.subunits) } : null;
    },
    publishBalanceChanges,
  };
}
