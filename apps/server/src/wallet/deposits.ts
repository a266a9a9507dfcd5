import { randomBytes } from 'node:crypto';
import type { DepositResponse, DepositResult } from '@slipstream/contract';
import { checkDepositLimit } from '../accounts/limits';
import type { Db } from '../db/db';
import { AppError } from '../http/app-error';
import { toSafeInt } from './amounts';
import { findCurrency } from './currencies';
import type { WalletService } from './wallet-service';

export interface DepositRow {
  id: string;
  player_id: number;
  currency: string;
  amount: number;
  status: 'created' | 'pending' | 'success' | 'error';
  return_path: string;
}

export const DEMO_PAGE_PATH = '/api/platform/payments/demo';

/**
 * The demo deposit provider. A deposit is created with an unguessable id (128 random bits: the capability a
 * real provider's signed callback would carry); its page offers success, error and pending. Success credits
 * the player through the ledger under the idempotency key deposit:{id}, so completing twice pays once.
 * success and error are final; pending may still become either.
 */
export function createDemoDeposits(deps: { db: Db; wallet: WalletService; maxMajorUnits: number }) {
  const { db, wallet } = deps;

  async function find(id: string): Promise<DepositRow | null> {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
    const res = await db.query<DepositRow>(
      'SELECT id, player_id, currency, amount, status, return_path FROM deposits WHERE id = $1',
      [id],
    );
    const row = res.rows[0];
    return row ? { ...row, player_id: toSafeInt(row.player_id), amount: toSafeInt(row.amount) } : null;
  }

  async function toResponse(row: DepositRow): Promise<DepositResponse> {
    const currency = (await findCurrency(db, row.currency))!;
    return {
      id: row.id,
      status: row.status,
      amount: { value: row.amount, currency: row.currency, subunits: currency.subunits },
      url: `${DEMO_PAGE_PATH}/${row.id}`,
    };
  }

  return {
    find,
    toResponse,
    async create(
      playerId: number,
      amount: { value: number; currency: string; subunits?: number | undefined },
      returnPath: string,
      nowMs: number,
    ): Promise<DepositResponse> {
      const currency = await findCurrency(db, amount.currency);
      if (!currency) throw new AppError('unknown_currency', { currency: amount.currency });
      if (amount.subunits !== undefined && amount.subunits !== currency.subunits)
        throw new AppError('validation_failed', [
          { path: 'amount.subunits', message: `must be ${currency.subunits}` },
        ]);
      const max = deps.maxMajorUnits * currency.subunits;
      if (amount.value > max)
        throw new AppError('amount_out_of_range', { max: { value: max, currency: currency.code } });
      const id = randomBytes(16).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const account = await tx.query(
          'SELECT 1 FROM accounts WHERE player_id = $1 AND currency = $2 AND active',
          [playerId, currency.code],
        );
        if (account.rows.length === 0) throw new AppError('account_not_found', { currency: currency.code });
        // Refused up front when it could not pass the player's deposit limit; checked again on success.
        await checkDepositLimit(tx, playerId, currency.code, amount.value, nowMs);
        const res = await tx.query<DepositRow>(
          `INSERT INTO deposits (id, player_id, currency, amount, status, return_path, created_at)
           VALUES ($1, $2, $3, $4, 'created', $5, $6) RETURNING id, player_id, currency, amount, status, return_path`,
          [id, playerId, currency.code, amount.value, returnPath, new Date(nowMs)],
        );
        return res.rows[0]!;
      });
      return toResponse({ ...row, amount: toSafeInt(row.amount), player_id: toSafeInt(row.player_id) });
    },
    /** Completes a deposit; repeating the same final result is a no-op, contradicting a final one is 409. */
    async complete(id: string, result: DepositResult, nowMs: number): Promise<DepositRow> {
      return wallet.run(async (tx, ops) => {
        const res = await tx.query<DepositRow>(
          'SELECT id, player_id, currency, amount, status, return_path FROM deposits WHERE id = $1 FOR UPDATE',
          [id],
        );
        const row = res.rows[0];
        if (!row) throw new AppError('not_found', { deposit: id });
        const deposit = { ...row, player_id: toSafeInt(row.player_id), amount: toSafeInt(row.amount) };
        if (deposit.status === result) return deposit;
        if (deposit.status === 'success' || deposit.status === 'error')
          throw new AppError('deposit_already_completed', { status: deposit.status });
        // The deposit limit holds at the moment the money arrives, under the player's limit lock.
        if (result === 'success')
          await checkDepositLimit(tx, deposit.player_id, deposit.currency, deposit.amount, nowMs);
        if (result === 'success')
          await ops.credit({
            playerId: deposit.player_id,
            currency: deposit.currency,
            amount: deposit.amount,
            reason: 'deposit',
            reference: `deposit:${deposit.id}`,
            idempotencyKey: `deposit:${deposit.id}`,
          });
        await tx.query('UPDATE deposits SET status = $2, completed_at = $3 WHERE id = $1', [
          id,
          result,
          result === 'pending' ? null : new Date(nowMs),
        ]);
        return { ...deposit, status: result };
      });
    },
  };
}
export type DemoDeposits = ReturnType<typeof createDemoDeposits>;
