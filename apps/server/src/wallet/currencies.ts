import type { CurrencyDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { toSafeInt } from './amounts';

interface CurrencyRow {
  code: string;
  subunits: number | string;
  fiat: boolean;
  subcurrencies: { code: string; subunits: number }[];
}

/** Active currencies, in the operator's order. */
export async function listCurrencies(db: Queryable): Promise<CurrencyDto[]> {
  const res = await db.query<CurrencyRow>(
    'SELECT code, subunits, fiat, subcurrencies FROM currencies WHERE active ORDER BY position, code',
  );
  return res.rows.map((r) => ({ ...r, subunits: toSafeInt(r.subunits) }));
}

export async function findCurrency(db: Queryable, code: string): Promise<CurrencyDto | null> {
  const res = await db.query<CurrencyRow>(
    'SELECT code, subunits, fiat, subcurrencies FROM currencies WHERE code = $1 AND active',
    [code],
  );
  const row = res.rows[0];
  return row ? { ...row, subunits: toSafeInt(row.subunits) } : null;
}
