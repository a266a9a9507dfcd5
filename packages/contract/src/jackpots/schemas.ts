import { z } from 'zod';
import { currencyCodeSchema } from '../wallet/money';

/** §3 jackpot level states. */
export const JACKPOT_LEVEL_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;

/** §3 "Jackpot": amounts in minor units of `currency`. */
export const jackpotSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The sum of the levels' pools. */
  amount: z.number().int(),
  pool_amount: z.number().int(),
  hits_amount: z.number().int(),
  currency: currencyCodeSchema,
  currency_subunits: z.number().int().positive(),
  levels: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      pool_amount: z.number().int(),
      state: z.enum(JACKPOT_LEVEL_STATES),
    }),
  ),
});
export type JackpotDto = z.infer<typeof jackpotSchema>;

/** §3 "Jackpot hit". */
export const jackpotHitSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_eur: z.number().int(),
  created_at: z.string(),
  currency: currencyCodeSchema,
  currency_subunits: z.number().int().positive(),
  jackpot_id: z.string(),
  jackpot_level_code: z.string(),
  jackpot_level_name: z.string(),
  jackpot_name: z.string(),
  status: z.enum(['approved', 'paid']),
  user_hash: z.string(),
  seen: z.boolean(),
});
export type JackpotHitDto = z.infer<typeof jackpotHitSchema>;

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** §7 "GET /jackpot-hits ?jackpot_id, limit, status, for_user, unseen" (default limit 10). */
export const jackpotHitsQuerySchema = z.object({
  jackpot_id: z
    .string()
    .regex(/^\d{1,15}$/, 'a jackpot id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(['approved', 'paid']).optional(),
  for_user: flag,
  unseen: flag,
});

export const jackpotIdParamSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, 'a jackpot id') });

/** POST /api/sim/jackpots/{id}/hit (API.md); `level` beyond it: which level (default the top one). */
export const simJackpotHitBodySchema = z.strictObject({
  email: z.string().email().max(254),
  level: z.string().max(32).optional(),
});

/** tournament_pool_changed on public:{lang}. */
export const tournamentPoolChangedSchema = z.object({ jackpot: jackpotSchema });
