import { z } from 'zod';

/** Currency codes: ISO 4217 or a crypto ticker, upper case (EUR, USDT, BTC). */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9]{2,9}$/, 'an upper-case currency code such as EUR or USDT');

/** Largest amount of minor units the API accepts: every sum stays within JS safe integers. */
export const MAX_MINOR_UNITS = Number.MAX_SAFE_INTEGER;

/** Money on the wire (API.md): an integer count of minor units plus the currency's subunits. Never a float. */
export const moneySchema = z.object({
  value: z.number().int().min(-MAX_MINOR_UNITS).max(MAX_MINOR_UNITS),
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
});
export type MoneyDto = z.infer<typeof moneySchema>;

/** An amount a client asks to move: positive minor units; subunits are the server's to state. */
export const amountInputSchema = z.strictObject({
  value: z.number().int().positive().max(MAX_MINOR_UNITS),
  currency: currencyCodeSchema,
  subunits: z.number().int().positive().optional(),
});

/** Currency (§3): code, subunits, fiat flag, subcurrencies (e.g. cents, satoshi). */
export const currencySchema = z.object({
  code: currencyCodeSchema,
  subunits: z.number().int().positive(),
  fiat: z.boolean(),
  subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int().positive() })),
});
export type CurrencyDto = z.infer<typeof currencySchema>;
