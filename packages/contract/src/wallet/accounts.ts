import { z } from 'zod';
import { currencyCodeSchema, moneySchema } from './money';

/**
 * Account (§3): one per player and currency. `balance` is the sum of the account's ledger entries;
 * `locked` is money held back (never bettable); `available_to_bet_with_locked_cents` is what a stake may
 * use, in minor units: balance minus locked.
 */
export const accountSchema = z.object({
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
  fiat: z.boolean(),
  /**
   * The currency's subcurrencies (§3), each with `subunits` = how many of the account's minor units make one
   * of it (EUR cent 1, USDT cent 10 000, BTC mBTC 100 000): shown for small amounts (SPEC.md MO3, HW14).
   */
  subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int().positive() })).default([]),
  active: z.boolean(),
  balance: moneySchema,
  locked: moneySchema,
  available_to_bet_with_locked_cents: z.number().int().nonnegative(),
});
export type AccountDto = z.infer<typeof accountSchema>;

export const accountsResponseSchema = z.array(accountSchema);

/** POST /api/platform/player/accounts */
export const addAccountBodySchema = z.strictObject({ currency: currencyCodeSchema });

/** Balance (§3): currency and balance; the payload of the balance_changed push event. */
export const balanceSchema = z.object({
  currency: currencyCodeSchema,
  balance: moneySchema,
  available_to_bet_with_locked_cents: z.number().int().nonnegative(),
});
export type BalanceDto = z.infer<typeof balanceSchema>;

export const balanceChangedEventSchema = z.object({
  event: z.literal('balance_changed'),
  data: balanceSchema,
});
