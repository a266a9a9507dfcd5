import { randomBytes } from 'node:crypto';
import type { DepositResponse, DepositResult } from '@slipstream/contract';
import { checkDepositLimit } from '../accounts/limits';
import { lockPlayerMoney } from '../accounts/player-lock';
import { selfExclusionRefusal } from '../accounts/self-exclusion';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { toSafeInt } from './amounts';
import { findCurrency } from './currencies';
import type { DepositProvider, ProviderDeposit } from './deposit-provider';
import type { WalletService } from './wallet-service';

export interface DepositRow {
  id: string;
  player_id: number;
  currency: string;
  amount: number;
  status: 'created' | 'pending' | 'success' | 'error';
  return_path: string;
  quick: boolean;
  pending_at: Date | null;
  url: string | null;
}

const COLUMNS = 'id, player_id, currency, amount, status, return_path, quick, pending_at, url';

const toProviderDeposit = (row: DepositRow): ProviderDeposit => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  quick: row.quick,
  pendingSinceMs: row.pending_at ? new Date(row.pending_at).getTime() : null,
});

/**
 * Deposits through a payment provider (deposit-provider.ts; the demo provider in demo mode). A deposit is
 * created with an unguessable id (128 random bits: the capability a real provider's signed callback would
 * carry). The provider's outcome arrives through `complete` (its callback; the demo page posts it) or, for a
 * pending deposit, from `refresh` asking the provider (the player's page polls it). Success credits the player
 * through the ledger under the idempotency key deposit:{id}, so completing twice pays once. success and error
 * are final; pending may still become either. A creation sent again with the same request id (Idempotency-Key)
 * answers the deposit it made (issue 31).
 */
export function createDeposits(deps: {
  db: Db;
  wallet: WalletService;
  maxMajorUnits: number;
  provider: DepositProvider;
}) {
  const { db, wallet, provider } = deps;

  const normalise = (row: DepositRow): DepositRow => ({
    ...row,
    player_id: toSafeInt(row.player_id),
    amount: toSafeInt(row.amount),
  });

  async function find(id: string): Promise<DepositRow | null> {
    if (!/^[A-Za-z0-9_-]{10,64}$/.test(id)) return null;
    const res = await db.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1`, [id]);
    const row = res.rows[0];
    return row ? normalise(row) : null;
  }

  async function findByRequest(
    tx: Queryable,
    playerId: number,
    requestId: string,
  ): Promise<DepositRow | null> {
    const res = await tx.query<DepositRow>(
      `SELECT ${COLUMNS} FROM deposits WHERE player_id = $1 AND request_id = $2`,
      [playerId, requestId],
    );
    const row = res.rows[0];
    return row ? normalise(row) : null;
  }

  async function toResponse(row: DepositRow): Promise<DepositResponse> {
    const currency = (await findCurrency(db, row.currency))!;
    return {
      id: row.id,
      status: row.status,
      amount: { value: row.amount, currency: row.currency, subunits: currency.subunits },
      url: row.url,
    };
  }

  /**
   * Completes a deposit; repeating the same final result is a no-op, contradicting a final one is 409. A success
   * for a player who has since excluded themselves is refused (SPEC.md SX4: the deposits table's trigger rolls
   * the credit back) and the deposit ends as an error, which a real provider answers by returning the money.
   */
  async function complete(id: string, result: DepositResult, nowMs: number): Promise<DepositRow> {
    try {
      return await completeOnce(id, result, nowMs);
    } catch (err) {
      const excluded = selfExclusionRefusal(err);
      if (!excluded) throw err;
      await db.query(
        `UPDATE deposits SET status = 'error', completed_at = $2
          WHERE id = $1 AND status IN ('created', 'pending')`,
        [id, new Date(nowMs)],
      );
      throw excluded;
    }
  }

  async function completeOnce(id: string, result: DepositResult, nowMs: number): Promise<DepositRow> {
    const owner = await find(id);
    if (!owner) throw new AppError('not_found', { deposit: id });
    return wallet.run(async (tx, ops) => {
      // The player's money lock first (lockPlayerMoney), then the deposit's row: completions of one player's
      // deposits, and the player's bets, are decided one after another.
      await lockPlayerMoney(tx, owner.player_id);
      const res = await tx.query<DepositRow>(`SELECT ${COLUMNS} FROM deposits WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      const row = res.rows[0];
      if (!row) throw new AppError('not_found', { deposit: id });
      const deposit = normalise(row);
      if (deposit.status === result) return deposit;
      if (deposit.status === 'success' || deposit.status === 'error')
        throw new AppError('deposit_already_completed', { status: deposit.status });
      // The deposit limit holds at the moment the money arrives, under the player's money lock.
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
      const pendingAt = result === 'pending' ? new Date(nowMs) : deposit.pending_at;
      await tx.query('UPDATE deposits SET status = $2, completed_at = $3, pending_at = $4 WHERE id = $1', [
        id,
        result,
        result === 'pending' ? null : new Date(nowMs),
        pendingAt,
      ]);
      return { ...deposit, status: result, pending_at: pendingAt };
    });
  }

  return {
    find,
    toResponse,
    complete,
    /** A pending deposit as the provider now sees it: completed when the provider has decided. */
    async refresh(row: DepositRow, nowMs: number): Promise<DepositRow> {
      if (row.status !== 'pending') return row;
      const outcome = await provider.check(toProviderDeposit(row), nowMs);
      if (outcome === 'pending') return row;
      try {
        return await complete(row.id, outcome, nowMs);
      } catch (err) {
        // Another poll completed it first: answer what it became.
        if (err instanceof AppError && err.code === 'deposit_already_completed') return (await find(row.id))!;
        throw err;
      }
    },
    async create(
      playerId: number,
      amount: { value: number; currency: string; subunits?: number | undefined },
      returnPath: string,
      nowMs: number,
      quick = false,
      requestId?: string,
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
      const row = await db.transaction(async (tx) => {
        await lockPlayerMoney(tx, playerId);
        // A retry of a creation whose answer was lost (503 outcome_unknown, issue 31): the deposit it made.
        const earlier = requestId === undefined ? null : await findByRequest(tx, playerId, requestId);
        if (earlier) {
          if (
            earlier.currency !== currency.code ||
            earlier.amount !== amount.value ||
            earlier.quick !== quick
          )
            throw new AppError('idempotency_conflict', { request_id: requestId });
          return earlier;
        }
        const account = await tx.query(
          'SELECT 1 FROM accounts WHERE player_id = $1 AND currency = $2 AND active',
          [playerId, currency.code],
        );
        if (account.rows.length === 0) throw new AppError('account_not_found', { currency: currency.code });
        // Refused up front when it could not pass the player's deposit limit; checked again on success.
        await checkDepositLimit(tx, playerId, currency.code, amount.value, nowMs);
        const res = await tx.query<DepositRow>(
          `INSERT INTO deposits (id, player_id, currency, amount, status, return_path, created_at, quick, request_id)
           VALUES ($1, $2, $3, $4, 'created', $5, $6, $7, $8) RETURNING ${COLUMNS}`,
          [
            randomBytes(16).toString('base64url'),
            playerId,
            currency.code,
            amount.value,
            returnPath,
            new Date(nowMs),
            quick,
            requestId ?? null,
          ],
        );
        return normalise(res.rows[0]!);
      });
      // Decided already (or waiting on the provider's page): answered as it is. A deposit the provider has not
      // been asked about yet, or a quick one not yet completed, goes on below (completing is once per deposit).
      if (row.status !== 'created' || (row.url !== null && !row.quick)) return toResponse(row);
      const id = row.id;
      // The provider is asked outside the transaction (a real one is a network call).
      const started = await provider.start(toProviderDeposit(row), nowMs);
      await db.query('UPDATE deposits SET url = $2 WHERE id = $1', [id, started.url]);
      const withUrl = { ...row, url: started.url };
      if (started.status === 'created') return toResponse(withUrl);
      return toResponse({ ...(await complete(id, started.status, nowMs)), url: started.url });
    },
  };
}
export type Deposits = ReturnType<typeof createDeposits>;
