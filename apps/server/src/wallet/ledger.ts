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

interface LockedAccount {
  id: number;
  playerId: number | null;
  balance: number;
  locked: number;
  subunits: number;
}

async function systemAccountId(tx: Queryable, key: SystemAccountKey, currency: string): Promise<number> {
  const existing = await tx.query<{ id: number }>(
    'SELECT id FROM accounts WHERE system_key = $1 AND currency = $2',
    [key, currency],
  );
  if (existing.rows[0]) return toSafeInt(existing.rows[0].id);
  await tx.query(
    `INSERT INTO accounts (system_key, currency, created_at) VALUES ($1, $2, now())
     ON CONFLICT (system_key, currency) WHERE system_key IS NOT NULL DO NOTHING`,
    [key, currency],
  );
  const created = await tx.query<{ id: number }>(
    'SELECT id FROM accounts WHERE system_key = $1 AND currency = $2',
    [key, currency],
  );
  return toSafeInt(created.rows[0]!.id);
}

const PLAYER_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Moves `amount` from one account to another as one ledger transaction of two entries, inside the caller's
 * transaction `tx` (so e.g. a bet insert and its stake debit commit or roll back together).
 * Player accounts are found and locked in one statement (SELECT … FOR UPDATE, in id order so two transfers
 * never deadlock) before the funds check, so concurrent debits queue on the row and none can overdraw. Only
 * player accounts may not go below their locked funds; the house's accounts go negative by design (deposits
 * mint player money) and are never locked. Round trips: lock, house account, transaction row, entries+cache.
 */
export async function transfer(tx: Queryable, t: Transfer): Promise<LedgerResult> {
  assertAmount(t.amount);
  if (t.idempotencyKey.length === 0 || t.idempotencyKey.length > 200)
    throw new AppError('validation_failed', { idempotencyKey: 'must be 1 to 200 characters' });
  const playerRefs = [t.from, t.to].flatMap((ref) => ('playerId' in ref ? [String(ref.playerId)] : []));
  if (playerRefs.some((id) => !PLAYER_ID.test(id)))
    throw new AppError('account_not_found', { currency: t.currency });
  if (playerRefs.length === 2 && playerRefs[0] === playerRefs[1])
    throw new AppError('validation_failed', { transfer: 'from and to are the same account' });

  const lockedRows = playerRefs.length
    ? await tx.query<{ id: number; player_id: number; balance: number; locked: number; subunits: number }>(
        `SELECT a.id, a.player_id, a.balance, a.locked, c.subunits
           FROM accounts a JOIN currencies c ON c.code = a.currency
          WHERE a.currency = $1 AND a.player_id = ANY($2::bigint[])
          ORDER BY a.id FOR UPDATE OF a`,
        [t.currency, playerRefs],
      )
    : { rows: [] };
  const byPlayer = new Map<string, LockedAccount>(
    lockedRows.rows.map((r) => [
      String(r.player_id),
      {
        id: toSafeInt(r.id),
        playerId: toSafeInt(r.player_id),
        balance: toSafeInt(r.balance),
        locked: toSafeInt(r.locked),
        subunits: toSafeInt(r.subunits),
      },
    ]),
  );
  const resolve = async (ref: AccountRef): Promise<number> => {
    if ('system' in ref) return systemAccountId(tx, ref.system, t.currency);
    const account = byPlayer.get(String(ref.playerId));
    if (!account) throw new AppError('account_not_found', { currency: t.currency });
    return account.id;
  };
  const fromId = await resolve(t.from);
  const toId = await resolve(t.to);
  if (fromId === toId)
    throw new AppError('validation_failed', { transfer: 'from and to are the same account' });
  const locked = new Map<number, LockedAccount>([...byPlayer.values()].map((a) => [a.id, a]));

  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (reason, reference, idempotency_key, created_at)
     VALUES ($1, $2, $3, now()) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [t.reason, t.reference, t.idempotencyKey],
  );
  if (!inserted.rows[0]) return replay(tx, t, fromId, toId, locked);
  const transactionId = toSafeInt(inserted.rows[0].id);

  const source = locked.get(fromId);
  if (source && source.balance - source.locked < t.amount)
    throw new AppError('insufficient_funds', {
      currency: t.currency,
      available: source.balance - source.locked,
      requested: t.amount,
    });

  // Entries and the cached balances in one statement (a data-modifying CTE always runs); house rows are skipped.
  const updated = await tx.query<{ id: number; balance: number }>(
    `WITH entries AS (
       INSERT INTO ledger_entries (transaction_id, account_id, currency, amount)
       VALUES ($1, $2, $4, $5), ($1, $3, $4, $6)
     )
     UPDATE accounts SET balance = accounts.balance + d.delta
       FROM (VALUES ($2::bigint, $5::bigint), ($3::bigint, $6::bigint)) AS d (id, delta)
      WHERE accounts.id = d.id AND accounts.player_id IS NOT NULL
      RETURNING accounts.id, accounts.balance`,
    [transactionId, fromId, toId, t.currency, -t.amount, t.amount],
  );
  const balances = new Map(updated.rows.map((r) => [toSafeInt(r.id), toSafeInt(r.balance)]));
  const changes: BalanceChange[] = [fromId, toId].flatMap((accountId) => {
    const account = locked.get(accountId);
    const balance = balances.get(accountId);
    if (!account || balance === undefined) return [];
    return [
      {
        playerId: account.playerId!,
        currency: t.currency,
        subunits: account.subunits,
        balance,
        locked: account.locked,
      },
    ];
  });
  return { transactionId, replayed: false, changes };
}

/** Same key again: the first movement stands if it was this very movement, else the key was misused. */
async function replay(
  tx: Queryable,
  t: Transfer,
  fromId: number,
  toId: number,
  locked: Map<number, LockedAccount>,
): Promise<LedgerResult> {
  const res = await tx.query<{
    id: number;
    reason: string;
    reference: string;
    account_id: number;
    amount: number;
  }>(
    `SELECT t.id, t.reason, t.reference, e.account_id, e.amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.idempotency_key = $1 ORDER BY e.id`,
    [t.idempotencyKey],
  );
  const entries = res.rows.map((r) => ({ account: toSafeInt(r.account_id), amount: toSafeInt(r.amount) }));
  const same =
    res.rows.length === 2 &&
    res.rows[0]!.reason === t.reason &&
    res.rows[0]!.reference === t.reference &&
    entries.some((e) => e.account === fromId && e.amount === -t.amount) &&
    entries.some((e) => e.account === toId && e.amount === t.amount);
  if (!same) throw new AppError('idempotency_conflict', { idempotencyKey: t.idempotencyKey });
  const changes = [...locked.values()].map((a) => ({
    playerId: a.playerId!,
    currency: t.currency,
    subunits: a.subunits,
    balance: a.balance,
    locked: a.locked,
  }));
  return { transactionId: toSafeInt(res.rows[0]!.id), replayed: true, changes };
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
