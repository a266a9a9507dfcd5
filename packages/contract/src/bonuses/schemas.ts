import { z } from 'zod';
import { pageOf, paginationSchema } from '../catalogue/entities';
import { currencyCodeSchema, MAX_MINOR_UNITS } from '../wallet/money';

/** §3 bonus types. */
export const BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
  'ambFreebet',
] as const;
export type BonusTypeName = (typeof BONUS_TYPES)[number];

/** §3 bonus states (computed_status). */
export const BONUS_STATES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** The list kinds of §7 `GET /bonuses/{kind}`. */
export const BONUS_LIST_KINDS = ['comboboosts', 'freebets', 'huntings', 'tournaments', 'lootboxes'] as const;
export type BonusListKind = (typeof BONUS_LIST_KINDS)[number];

/** Query flags arrive as "1"/"0"/"true"/"false". */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const pageNumber = z.coerce.number().int().min(1).max(10_000);

/** §7 "GET /bonuses/{kind} with page, limit, status, available, active, and isAvailable, locale"; page size 4. */
export const bonusListQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(100).default(4),
  status: z.enum(BONUS_STATES).optional(),
  available: flag,
  isAvailable: flag,
  active: flag,
  unseen: flag,
  locale: z.string().max(16).optional(),
});
export type BonusListQuery = z.infer<typeof bonusListQuerySchema>;

/** §7 "GET /bonuses ?status, available, unseen, limit_per_type, type". */
export const bonusOverviewQuerySchema = z.object({
  status: z.enum(BONUS_STATES).optional(),
  available: flag,
  unseen: flag,
  limit_per_type: z.coerce.number().int().min(1).max(100).default(4),
  type: z.enum(BONUS_TYPES).optional(),
  locale: z.string().max(16).optional(),
});
export type BonusOverviewQuery = z.infer<typeof bonusOverviewQuerySchema>;

export const promoCodeBodySchema = z.strictObject({ code: z.string().trim().min(1).max(64) });

export const markAsSeenBodySchema = z
  .array(
    z.object({ id: z.union([z.string().max(20), z.number().int().nonnegative()]), type: z.string().max(32) }),
  )
  .max(100);

/** POST /api/sim/bonuses (API.md): issues a bonus and pushes bonus_issued. `amount` in minor units. */
export const simBonusBodySchema = z.strictObject({
  email: z.string().email().max(254),
  type: z.enum([
    'comboboost',
    'freebet',
    'freebet_no_risk',
    'freebet_all_win',
    'freebet_only_win',
    'hunting',
    'tournament',
    'lootbox',
    'ambFreebet',
  ]),
  /** Free bets: the stake; hunting and tournaments: the free bet one boost gives (default 5 whole units). */
  amount: z.number().int().positive().max(MAX_MINOR_UNITS).optional(),
  currency: currencyCodeSchema.optional(),
  /** Beyond API.md: `available` issues it waiting for POST /bonuses/{id}/activate (default active). */
  state: z.enum(['available', 'active']).optional(),
});

const odds = z.number();
const banner = z.object({ id: z.string(), url: z.string(), alternativeText: z.string() });
export const bannersSchema = z.object({ desktop: banner.nullable(), mobile: banner.nullable() });
export const eventConditionSchema = z.object({
  sport_type: z.object({ id: z.string(), name: z.string() }).nullable(),
  sport: z.object({ id: z.string(), name: z.string() }).nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  tournament: z.object({ id: z.number(), name: z.string() }).nullable(),
  event: z.object({ id: z.number(), name: z.string() }).nullable(),
});

const issuedCommon = {
  seen: z.boolean(),
  times_used: z.number().int(),
  activated_at: z.string().nullable(),
  expired_at: z.string(),
  created_at: z.string(),
  computed_status: z.enum(BONUS_STATES),
};

/** A free bet's or a hunt's issue: the common fields and an amount in minor units of `currency`. */
const issuedAmount = {
  ...issuedCommon,
  is_active: z.boolean(),
  currency: currencyCodeSchema,
  currency_subunits: z.number().int().positive(),
  /** Minor units of `currency`: a free bet's stake; a hunt's, the free bet one boost block gives. */
  amount: z.number().int(),
};

/** The campaign fields every bonus type carries (§3 "Generic bonus"): its id, texts, conditions and state. */
const campaignCommon = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  min_odds: odds.nullable(),
  uses_count: z.number().int().nullable(),
  country_codes: z.array(z.string()),
  only_verified: z.boolean(),
  event_conditions: z.array(eventConditionSchema),
  trigger_key: z.string().nullable(),
  status: z.enum(BONUS_STATES),
  banners: bannersSchema,
};

/** §3 "Combo boost". */
export const comboBoostSchema = z.object({
  ...campaignCommon,
  type: z.literal('comboboost'),
  ranges: z.array(
    z.object({ min_count: z.number().int(), max_count: z.number().int().nullable(), bonus_odds: odds }),
  ),
  valid_to: z.string(),
  issued: z.object(issuedCommon),
});

/** §3 "Freebet" in its only-win, all-win and no-risk variants. */
export const freeBetSchema = z.object({
  ...campaignCommon,
  type: z.enum(['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win']),
  max_odds: odds.nullable(),
  match_status: z.enum(['prematch', 'live']).nullable(),
  selection_count_from: z.number().int().nullable(),
  selection_count_to: z.number().int().nullable(),
  issued: z.object({
    ...issuedAmount,
    boost_multiplier: z.number().nullable(),
  }),
  boost_data: z.null(),
});

/** §3 "Generic bonus" farming_stats (SPEC.md HT2); amounts in minor units of `currency`. */
export const farmingStatsSchema = z.object({
  avg_stake: z.number().int(),
  bets_count: z.number().int(),
  points: z.number().int(),
  available_points: z.number().int(),
  potential_points: z.number().int(),
  potential_freebet_amount: z.number().int(),
  /** A tournament's prize pool (minor units); 0 for a hunt. */
  initial_pool: z.number().int(),
  currency: currencyCodeSchema,
  farming_freebet_type: z.string(),
});

/** §3 "Hunting" and "Loot box and hunting tournament" (SPEC.md HT1–HT4, LB1–LB3). */
export const huntingSchema = z.object({
  ...campaignCommon,
  type: z.enum(['hunting', 'tournament', 'lootbox']),
  farming_freebet_type: z.string(),
  farm_once_per_event: z.boolean(),
  show_in_promotion: z.boolean(),
  /** Points a boost turns into one free bet, and the free bet's amount (beyond §3: the terms the card shows). */
  points_per_freebet: z.number().int().positive(),
  issued: z.object({
    ...issuedAmount,
    farming_stats: farmingStatsSchema,
    farmed_event_ids: z.array(z.number().int()),
    used_in_bets: z.array(z.string()),
    freebets_to_boost: z.number().int(),
    /** Loot boxes only (LB1, LB2): the chest image for the chests ready, chests opened, the last result. */
    chest_size: z.enum(['small', 'medium', 'large']).nullable().optional(),
    chests_opened: z.number().int().optional(),
    last_open_result: z.enum(['win', 'loss']).nullable().optional(),
  }),
});

export type HuntingDto = z.infer<typeof huntingSchema>;

/** §3 "Amb freebet" (SPEC.md AM1–AM3): free bets for a number of bets placed; amounts in minor units. */
export const ambFreebetSchema = z.object({
  ...campaignCommon,
  type: z.literal('ambFreebet'),
  progress_count: z.number().int(),
  possible_progress_count: z.number().int(),
  amb_ranges: z.array(
    z.object({
      number_of_bets: z.number().int(),
      currency: currencyCodeSchema,
      currency_subunits: z.number().int().positive(),
      number_of_freebets: z.number().int(),
      issued_bonus_amount: z.number().int(),
      /** Beyond §3: the progress reached it (its free bets were issued). */
      reached: z.boolean(),
    }),
  ),
  stake_currency: currencyCodeSchema,
  min_stake: z.number().int(),
  issue_to: z.string(),
  issued: z.object(issuedCommon),
});
export type AmbFreebetDto = z.infer<typeof ambFreebetSchema>;

/** POST /bonuses/{id}/boost of a loot box (LB2): the chests opened, how many won, the free bet won (or null). */
export const lootBoxOpenResponseSchema = z.object({
  data: z.lazy(() => bonusSchema).nullable(),
  lootbox: z.object({ result: z.enum(['win', 'loss']), opened: z.number().int(), won: z.number().int() }),
});

export const bonusSchema = z.union([comboBoostSchema, freeBetSchema, huntingSchema, ambFreebetSchema]);
export type BonusDto = z.infer<typeof bonusSchema>;

export const bonusListResponseSchema = pageOf(bonusSchema);

/** §3 "Generic bonus": type and details. */
export const bonusOverviewResponseSchema = z.object({
  data: z.array(z.object({ type: z.enum(BONUS_TYPES), details: bonusSchema })),
});

/** §3 "Hunting tournament result row" (SPEC.md HT4); e-mails are masked. */
export const tournamentRatingRowSchema = z.object({
  position: z.number().int().positive(),
  current_user: z.boolean(),
  email: z.object({ email: z.string() }),
  points: z.number().int(),
  farmed_amount: z.number().int(),
  currency_code: currencyCodeSchema,
  currency_subunits: z.number().int().positive(),
  farmed_freebets_count: z.number().int(),
});
export type TournamentRatingRow = z.infer<typeof tournamentRatingRowSchema>;
export const tournamentRatingResponseSchema = z.object({
  data: z.array(tournamentRatingRowSchema),
  /** The player's own row, wherever it is in the table. */
  current: tournamentRatingRowSchema.nullable(),
  pagination: paginationSchema,
});
export const tournamentRatingQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number().int().min(1).max(100).default(4),
});

export const bonusTermsResponseSchema = z.object({ id: z.string(), name: z.string(), terms: z.string() });

/** bonus_issued on the player's private channel. */
export const bonusIssuedEventSchema = z.object({ bonus: bonusSchema });
