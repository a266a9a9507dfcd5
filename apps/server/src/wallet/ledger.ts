import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { assertAmount, toSafeInt } from './amounts';

/** The house's counterparty accounts, one per currency (created on first use). */
export type SystemAccountKey =
  | 'house:deposits'
  | 'house:withdrawals'
  | 'house:stakes'
  | 'house:payouts'
  | 'house:bonuses'
  | 'house:adjustments';

export type LedgerReason =
  'deposit' | 'withdrawal' | 'bet_stake' | 'bet_payout' | 'bet_refund' | 'cashout' | 'bonus' | 'adjustment';

/** Where money comes from (credits) or goes to (debits) when the caller names no counterparty. */
export const DEFAULT_COUNTERPARTY: Record<LedgerReason, SystemAccountKey> = {
  deposit: 'house:deposits',
  withdrawal: 'house:withdrawals',
  bet_stake: 'house:stakes',
  bet_payout: 'house:payouts',
  bet_refund: 'house:stakes',
  cashout: 'house:payouts',
  bonus: 'house:bonuses',
  adjustment: 'house:adjustments',
};

export type AccountRef = { playerId: number | string } | { system: SystemAccountKey };

export interface Movement {
  playerId: number | string;
  currency: string;
  /** Positive minor units. */
  amount: number;
  reason: LedgerReason;
  /** What the money moved for, e.g. "bet:123" or "deposit:abc". */
  reference: string;
  /** Unique per intended movement: repeating it replays the first result and moves nothing. */
  idempotencyKey: string;
  counterparty?: SystemAccountKey;
}

export interface Transfer {
  from: AccountRef;
  to: AccountRef;
  currency: string;
  amount: number;
  reason: LedgerReason;
  reference: string;
  idempotencyKey: string;
}

/** A player account's balance after a movement: what balance_changed publishes once the transaction commits. */
export interface BalanceChange {
  playerId: number;
  currency: string;
  subunits: number;
  balance: number;
  locked: number;
}

export interface LedgerResult {
  transactionId: number;
  /** True when the idempotency key had been used: nothing moved this time. */
  replayed: boolean;
  changes: BalanceChange[];
}

/** A player account's state after a movement, as the ledger's SQL functions answer it (jsonb). */
export interface LedgerChangeRow {
  player_id: number;
  currency: string;
  subunits: number;
  balance: number;
  locked: number;
}

/** A movement `ledger_transfer` refused; nothing was written. */
export type LedgerRefusal =
  | { error: 'account_not_found' | 'same_account' | 'idempotency_conflict' }
  | { error: 'insufficient_funds'; available: number };

/** What `ledger_transfer` (migrations/functions/ledger_transfer.sql) answers (jsonb). */
type TransferAnswer =
  { transaction_id: number; replayed: boolean; changes: LedgerChangeRow[] } | LedgerRefusal;

const PLAYER_ID = /^[1-9][0-9]{0,15}$/;

/** The SQL call that makes one movement; `$1…$9` in the order `transferParams` gives. */
const LEDGER_TRANSFER_CALL = 'ledger_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9)';

function transferParams(t: Transfer): unknown[] {
  const side = (ref: AccountRef) => ('playerId' in ref ? [String(ref.playerId), null] : [null, ref.system]);
  return [...side(t.from), ...side(t.to), t.currency, t.amount, t.reason, t.reference, t.idempotencyKey];
}

/** Checks what the database cannot (shape of the movement) before any statement runs. */
function assertTransfer(t: Transfer): void {
  assertAmount(t.amount);
  if (t.idempotencyKey.length === 0 || t.idempotencyKey.length > 200)
    throw new AppError('validation_failed', { idempotencyKey: 'must be 1 to 200 characters' });
  const playerRefs = [t.from, t.to].flatMap((ref) => ('playerId' in ref ? [String(ref.playerId)] : []));
  if (playerRefs.some((id) => !PLAYER_ID.test(id)))
    throw new AppError('account_not_found', { currency: t.currency });
  if (playerRefs.length === 2 && playerRefs[0] === playerRefs[1])
    throw new AppError('validation_failed', { transfer: 'from and to are the same account' });
}

/** The catalogue error for a refused movement. */
export function refusalError(
  refusal: LedgerRefusal,
  t: Pick<Transfer, 'currency' | 'amount' | 'idempotencyKey'>,
): AppError {
  switch (refusal.error) {
    case 'account_not_found':
      return new AppError('account_not_found', { currency: t.currency });
    case 'same_account':
      return new AppError('validation_failed', { transfer: 'from and to are the same account' });
    case 'idempotency_conflict':
      return new AppError('idempotency_conflict', { idempotencyKey: t.idempotencyKey });
    case 'insufficient_funds':
      return new AppError('insufficient_funds', {
        currency: t.currency,
        available: toSafeInt(refusal.available),
        requested: t.amount,
      });
  }
}

export function toBalanceChange(c: LedgerChangeRow): BalanceChange {
  return {
    playerId: toSafeInt(c.player_id),
    currency: c.currency,
    subunits: toSafeInt(c.subunits),
    balance: toSafeInt(c.balance),
    locked: toSafeInt(c.locked),
  };
}

/**
 * Moves `amount` from one account to another as one ledger transaction of two entries, inside the caller's
 * transaction `tx` (so e.g. a bet insert and its stake debit commit or roll back together), in ONE round
 * trip: the PL/pgSQL function `ledger_transfer` (migrations/functions/ledger_transfer.sql) locks the player
 * accounts (FOR UPDATE, in id order so two transfers never deadlock), finds the house account, claims the
 * idempotency key (a repeat replays; a different movement under the same key is idempotency_conflict), checks
 * funds and writes the entries and cached balances. Only player accounts may not go below their locked funds;
 * the house's accounts go negative by design (deposits mint player money) and are never locked. An error
 * leaves nothing written, so the caller's transaction stays usable.
 */
export async function transfer(tx: Queryable, t: Transfer): Promise<LedgerResult> {
  assertTransfer(t);
  const res = await tx.query<{ r: TransferAnswer }>(`SELECT ${LEDGER_TRANSFER_CALL} AS r`, transferParams(t));
  const answer = res.rows[0]!.r;
  if ('error' in answer) throw refusalError(answer, t);
  return {
    transactionId: toSafeInt(answer.transaction_id),
    replayed: answer.replayed,
    changes: answer.changes.map(toBalanceChange),
  };
}

/** Takes money from a player (stake, withdrawal) to the reason's house account. */
export function debit(tx: Queryable, m: Movement): Promise<LedgerResult> {
  return transfer(tx, {
    from: { playerId: m.playerId },
    to: { system: m.counterparty ?? DEFAULT_COUNTERPARTY[m.reason] },
    currency: m.currency,
    amount: m.amount,
    reason: m.reason,
    reference: m.reference,
    idempotencyKey: m.idempotencyKey,
  });
}

/** Gives money to a player (deposit, payout, refund) from the reason's house account. */
export function credit(tx: Queryable, m: Movement): Promise<LedgerResult> {
  return transfer(tx, {
    from: { system: m.counterparty ?? DEFAULT_COUNTERPARTY[m.reason] },
    to: { playerId: m.playerId },
    currency: m.currency,
    amount: m.amount,
    reason: m.reason,
    reference: m.reference,
    idempotencyKey: m.idempotencyKey,
  });
}
