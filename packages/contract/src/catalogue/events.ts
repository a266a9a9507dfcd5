import { z } from 'zod';
import { marketSchema, matchSchema, matchStatusSchema, providerSchema, sportTypeSchema } from './entities';

/**
 * Push publications of the catalogue (API.md "Push channels"): `{event, data}`. public:{lang} carries
 * match_changed, markets_changed (main markets only), match_status_changed and provider_status_changed;
 * match:{lang}:{id} carries match_changed and markets_changed for every market of the match.
 */
export const matchChangedEventSchema = z.object({ event: z.literal('match_changed'), data: matchSchema });

export const marketsChangedEventSchema = z.object({
  event: z.literal('markets_changed'),
  data: z.object({ match_id: z.number().int(), match_urn_id: z.string(), markets: z.array(marketSchema) }),
});

export const matchStatusChangedEventSchema = z.object({
  event: z.literal('match_status_changed'),
  data: z.object({
    match_id: z.number().int(),
    match_urn_id: z.string(),
    status: matchStatusSchema,
    previous_status: matchStatusSchema,
    sport_type: sportTypeSchema,
    provider: providerSchema,
  }),
});

export const providerStatusChangedEventSchema = z.object({
  event: z.literal('provider_status_changed'),
  data: z.object({ provider: providerSchema, active: z.boolean(), status: z.enum(['active', 'inactive']) }),
});

export const catalogueEventSchema = z.discriminatedUnion('event', [
  matchChangedEventSchema,
  marketsChangedEventSchema,
  matchStatusChangedEventSchema,
  providerStatusChangedEventSchema,
]);
export type CatalogueEvent = z.infer<typeof catalogueEventSchema>;
