import { z } from 'zod';
import { providerSchema, sportTypeSchema } from './entities';

/** Odds display formats (betting-core §9). */
export const ODDS_TYPES = [
  'decimal',
  'european',
  'hong_kong',
  'malaysian',
  'american',
  'indonesian',
  'british',
  'percent',
] as const;
/** auto_accept_odds_change on the wire is the odds accept mode itself. */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export const LIMIT_ACTIONS = ['reject', 'accept'] as const;

const currencyAmount = z.object({
  currency_code: z.string().min(3).max(8),
  /** Integer minor units of the currency. */
  amount: z.number().int().nonnegative(),
});

export const betLimitsSettingsSchema = z.object({
  max_stake_limit: z.object({ fiat: z.array(currencyAmount), crypto: z.array(currencyAmount) }),
  payout_limit: currencyAmount.extend({ action: z.enum(LIMIT_ACTIONS) }),
  selection_limit: z.object({ value: z.number().int().positive() }),
  /** value: decimal odds (at most 3 fraction digits). */
  odds_limit: z.object({ value: z.number().gt(1), action: z.enum(LIMIT_ACTIONS) }),
});
export type BetLimitsSettings = z.infer<typeof betLimitsSettingsSchema>;

/**
 * GET /settings (betting-core §3 "Settings"). `stakes` are the four recommended stakes in whole units of
 * the player's currency (integers; missing ones padded with 0).
 */
export const settingsSchema = z.object({
  custom_bet_allow_single: z.boolean(),
  custom_bet_enabled: z.boolean(),
  stakes: z.array(z.number().int().nonnegative()).length(4),
  auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
  odds_types: z.object({ available: z.array(z.enum(ODDS_TYPES)), selected: z.enum(ODDS_TYPES) }),
  updated_at: z.string().nullable(),
  video_settings: z.object({ enabled: z.boolean() }),
  provider_statuses: z.record(z.string(), z.enum(['active', 'inactive'])),
  sport_type_providers: z.record(sportTypeSchema, z.array(providerSchema)),
  multi_bet_settings: z.object({ available_by_provider: z.record(z.string(), z.boolean()) }),
  additional_providers: z.object({
    horse_racing: z.object({ enabled: z.boolean() }),
    lotto: z.object({ enabled: z.boolean() }),
    premium_cricket: z.object({ enabled: z.boolean() }),
  }),
  allow_multiple_active_user_freebets: z.boolean(),
  bet_limits_settings: betLimitsSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** POST /settings: any subset; stakes up to 4 whole-unit values (padded with 0 to exactly 4). */
export const settingsUpdateSchema = z
  .strictObject({
    stakes: z.array(z.number().int().nonnegative().max(1_000_000_000)).max(4).optional(),
    auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES).optional(),
    odds_type: z.enum(ODDS_TYPES).optional(),
    one_signal_push_notification_subscription: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Send at least one setting');
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
