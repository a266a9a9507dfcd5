import type { OperatorConfig } from '@slipstream/contract/operator';
import { OperatorConfigError } from '@slipstream/contract/operator';
import type { Queryable } from '../db/db';

/**
 * Offers exactly the operator's currencies (`currencies.enabled`; null = every currency the server knows) by
 * the currencies table's `active` flag, which every currency lookup already honours. Idempotent, so every node
 * runs it at start; it also writes the operator's exchange rates beside them (`eur_rate`). A currency the server
 * does not know stops the start, naming the field.
 */
export async function applyOperatorCurrencies(db: Queryable, operator: OperatorConfig): Promise<void> {
  const enabled = operator.currencies.enabled;
  if (enabled) {
    const known = await db.query<{ code: string }>(
      'SELECT code FROM currencies WHERE code = ANY($1::text[])',
      [enabled],
    );
    const missing = enabled.filter((c) => !known.rows.some((r) => r.code === c));
    if (missing.length)
      throw new OperatorConfigError(
        `OPERATOR_CONFIG is not a valid operator configuration:\n  currencies.enabled: unknown currency ${missing.join(', ')}`,
        ['currencies.enabled'],
      );
  }
  // The operator's rates, exactly as configured (decimal strings into numeric): the money limits convert with them
  // in the database (SPEC.md RG8, migrations/functions/user_limit_convert.sql); a currency without a rate gets null.
  await db.query(
    `UPDATE currencies SET eur_rate = ($1::jsonb ->> code)::numeric
      WHERE eur_rate IS DISTINCT FROM ($1::jsonb ->> code)::numeric`,
    [JSON.stringify(operator.currencies.exchange_rates.rates)],
  );
  await db.query(
    'UPDATE currencies SET active = ($1::text[] IS NULL OR code = ANY($1::text[])) WHERE active IS DISTINCT FROM ($1::text[] IS NULL OR code = ANY($1::text[]))',
    [enabled],
  );
}
