import { z } from 'zod';
import { matchStatusSchema, providerSchema } from './entities';

/** Feed control bodies (API.md "Feed control", SIM_CONTROL=1 only). */
const id = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const simOddsBodySchema = z.strictObject({
  match_id: id,
  market_id: id,
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(200),
  odds: z.union([z.number(), z.string()]),
});
export const simMarketStatusBodySchema = z.strictObject({
  match_id: id,
  market_id: id,
  specifier: z.string().max(200).default(''),
  status: z.number().int().min(-4).max(1),
});
export const simMatchStatusBodySchema = z.strictObject({ status: matchStatusSchema });
/** For outrights and races, `winner_outcome_ids` names the winners (several = dead heat). */
export const simFinishBodySchema = z.strictObject({
  home_score: z.number().int().min(0).max(999).optional(),
  away_score: z.number().int().min(0).max(999).optional(),
  winner_outcome_ids: z.array(z.string().min(1).max(200)).min(1).max(10).optional(),
});
export const simProviderBodySchema = z.strictObject({ active: z.boolean() });
export const simProviderParamSchema = z.strictObject({ provider: providerSchema });
export const simOkSchema = z.object({ ok: z.literal(true) });
