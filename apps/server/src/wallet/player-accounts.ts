import type { AccountDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { toSafeInt } from './amounts';
import { findCurrency } from './currencies';

interface AccountRow {
  currency: string;
  subunits: number;
  fiat: boolean;
  subcurrencies: { code: string; subunits: number }[];
  active: boolean;
  balance: number;
  locked: number;
}

function toAccountDto(r: AccountRow): AccountDto {
  const subunits = toSafeInt(r.subunits);
  const balance = toSafeInt(r.balance);
  const locked = toSafeInt(r.locked);
  return {
    currency: r.currency,
    subunits,
    fiat: r.fiat,
    subcurrencies: r.subcurrencies,
    active: r.active,
    balance: { value: balance, currency: r.currency, subunits },
    locked: { value: locked, currency: r.currency, subunits },
    available_to_bet_with_locked_cents: Math.max(0, balance - locked),
  };
}

const SELECT_ACCOUNTS = `SELECT a.currency, c.subunits, c.fiat, c.subcurrencies, a.active, a.balance, a.locked
  FROM accounts a JOIN currencies c ON c.code = a.currency`;

/** The player's active accounts in active currencies (§4: only active accounts are kept). */
export async function listAccounts(db: Queryable, playerId: number): Promise<AccountDto[]> {
  const res = await db.query<AccountRow>(
    `${SELECT_ACCOUNTS} WHERE a.player_id = $1 AND a.active AND c.active ORDER BY c.position, c.code`,
    [playerId],
  );
  return res.rows.map(toAccountDto);
}

export async function hasActiveAccount(db: Queryable, playerId: number, currency: string): Promise<boolean> {
  const res = await db.query(
    `SELECT 1 FROM accounts a JOIN currencies c ON c.code = a.currency
      WHERE a.player_id = $1 AND a.currency = $2 AND a.active AND c.active`,
    [playerId, currency],
  );
  return res.rows.length > 0;
}

/** Opens an account in an offered currency (reactivating a closed one); 409 when it is already open. */
export async function openAccount(tx: Queryable, playerId: number, currency: string): Promise<AccountDto> {
  if (!(await findCurrency(tx, currency))) throw new AppError('unknown_currency', { currency });
  const res = await tx.query<AccountRow>(
    `WITH upserted AS (
       INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, $2, now())
       ON CONFLICT (player_id, currency) WHERE player_id IS NOT NULL
       DO UPDATE SET active = true WHERE NOT accounts.active
       RETURNING currency, active, balance, locked
     )
     SELECT u.currency, c.subunits, c.fiat, c.subcurrencies, u.active, u.balance, u.locked
       FROM upserted u JOIN currencies c ON c.code = u.currency`,
    [playerId, currency],
  );
  const row = res.rows[0];
  if (!row) throw new AppError('account_exists', { currency });
  return toAccountDto(row);
}
