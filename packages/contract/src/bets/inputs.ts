import { z } from 'zod';
import { BET_LIST_FILTERS, BET_STATUSES, parseBetStatusQuery } from '@slipstream/betting';
import { currencyCodeSchema, MAX_MINOR_UNITS } from '../wallet/money';

/**
 * The highest decimal price the API takes (SPEC.md OD8): packages/betting's odds cap, `DEFAULT_ENGINE_CONFIG.maxOdds`
 * (10,000.00), which is also the highest cap `engineConfig` accepts, so every price stored fits its column.
 */
export const MAX_WIRE_ODDS = 10_000;

/**
 * Wire odds as the client sends them: a decimal number or string with at most 3 fraction digits (API.md), at
 * most MAX_WIRE_ODDS. The server parses them exactly (packages/betting oddsFromDecimal); here only the shape
 * and the bound are checked.
 */
export const wireOddsSchema = z.union([
  z.number().gt(1).max(MAX_WIRE_ODDS),
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,3})?$/, 'decimal odds with at most 3 fraction digits')
    .refine((s) => Number(s) <= MAX_WIRE_ODDS, `decimal odds of at most ${MAX_WIRE_ODDS}`),
]);

/** One selection of a bet to place (betting-core §7 "bet placement payload"). */
export const betSelectionInputSchema = z.object({
  match_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  market_id: z.number().int().positive().max(2_147_483_647),
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(64),
  odds: wireOddsSchema,
});
export type BetSelectionInput = z.infer<typeof betSelectionInputSchema>;

/** Bet types on the wire: §9's four, plus double/treble/accumulator which are combos (§3). */
export const BET_TYPE_INPUTS = [
  'single',
  'combo',
  'system',
  'custom_bet',
  'double',
  'treble',
  'accumulator',
] as const;

/** "k/n": k winning selections of n per line (§3 system {win_count, total_count}). */
export const systemIdSchema = z.string().regex(/^\d{1,2}\/\d{1,2}$/, 'a system type such as "2/3"');

export const placeBetInputSchema = z.object({
  type: z.enum(BET_TYPE_INPUTS).optional(),
  stake: z.object({
    value: z.number().int().positive().max(MAX_MINOR_UNITS),
    currency: currencyCodeSchema,
    subunits: z.number().int().positive().optional(),
  }),
  selections: z.array(betSelectionInputSchema).min(1).max(50),
  system_id: systemIdSchema.nullish(),
  custom_odds: wireOddsSchema.nullish(),
  bonus: z
    .object({ id: z.string().max(64), type: z.string().max(32), odds: wireOddsSchema.nullish() })
    .nullish(),
});
export type PlaceBetInput = z.infer<typeof placeBetInputSchema>;

/** Text the database can store (PostgreSQL text and jsonb refuse a NUL character). */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what it refuses
const NO_NUL = /^[^\u0000]*$/;

/** meta of POST /bets (§7): device id cookie, quick-bet flag, slip type; request_id makes retries safe. */
export const placeBetsMetaSchema = z.object({
  device_id: z.string().max(64).regex(NO_NUL, 'no NUL characters').nullish(),
  quick: z.boolean().optional(),
  type: z.string().max(32).nullish(),
  locale: z.string().max(16).nullish(),
  /** The client's request id (also accepted as the Idempotency-Key header): a retry places nothing new. */
  request_id: z.string().min(1).max(100).regex(NO_NUL, 'no NUL characters').nullish(),
});

export const placeBetsBodySchema = z.object({
  meta: placeBetsMetaSchema.default({}),
  bets: z.array(placeBetInputSchema).min(1).max(20),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBodySchema>;

/** POST /bets/max-stake: the same shape; the answer is for the first bet. */
export const maxStakeBodySchema = z.object({
  meta: placeBetsMetaSchema.default({}),
  bets: z
    .array(placeBetInputSchema.extend({ stake: placeBetInputSchema.shape.stake.partial({ value: true }) }))
    .min(1)
    .max(20),
});
export type MaxStakeBody = z.infer<typeof maxStakeBodySchema>;

/**
 * GET /bets query (§7 status list, §3 result filters, §9 page size 500). `status` is a list of bet statuses,
 * comma-separated or repeated; the §3 list filter names (all, open, settled) stand for their lists (BS1).
 */
export const BET_LIST_STATUSES = BET_LIST_FILTERS;
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export const betListQuerySchema = z.object({
  status: z
    .union([z.string().max(500), z.array(z.string().max(500)).max(20)])
    .optional()
    .transform((raw, ctx) => {
      const statuses = parseBetStatusQuery(raw);
      if (!statuses) {
        ctx.addIssue({
          code: 'custom',
          message: `status: a list of ${BET_STATUSES.join(', ')} or all, open, settled`,
        });
        return z.NEVER;
      }
      return statuses;
    }),
  result: z.enum(BET_RESULT_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

/** POST /bets/cashout (§7): the offer the player accepts, in minor units of the bet's currency. */
export const cashoutBodySchema = z.object({
  bet_id: z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^[1-9]\d{0,15}$/),
  ]),
  to_cashout: z.union([
    z.number().int().nonnegative().max(MAX_MINOR_UNITS),
    z.object({ value: z.number().int().nonnegative().max(MAX_MINOR_UNITS) }).loose(),
  ]),
  /** Partial cashout (SPEC.md CO7): the part of the offer to take now; absent, the whole offer. */
  amount: z.number().int().positive().max(MAX_MINOR_UNITS).optional(),
});

/** POST /bets/auto-cashout: cash out automatically once the offer reaches `target`; null clears it. */
export const autoCashoutBodySchema = z.object({
  bet_id: z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^[1-9]\d{0,15}$/),
  ]),
  target: z.number().int().positive().max(MAX_MINOR_UNITS).nullable(),
});

/**
 * POST /bets/edit (SPEC.md CO9): replace an open bet by `bet` (other selections or stake, at current prices),
 * priced as cashing the old one out at `to_cashout`; `dry_run` answers the price and writes nothing.
 */
export const editBetBodySchema = z.object({
  bet_id: z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^[1-9]\d{0,15}$/),
  ]),
  to_cashout: z.number().int().nonnegative().max(MAX_MINOR_UNITS),
  bet: placeBetInputSchema,
  dry_run: z.boolean().default(false),
});
export type EditBetBody = z.infer<typeof editBetBodySchema>;

/** Custom bets (bet builder): POST /bets/custom/calculate and /bets/custom/odds. */
export const customSelectionInputSchema = betSelectionInputSchema.extend({ odds: wireOddsSchema.optional() });
export const customBetsBodySchema = z.object({
  meta: placeBetsMetaSchema.default({}),
  bets: z
    .array(z.object({ selections: z.array(customSelectionInputSchema).min(1).max(20) }))
    .min(1)
    .max(5),
});
export type CustomBetsBody = z.infer<typeof customBetsBodySchema>;

/** Share payload (§7 "share-bet creation payload"), as packages/betting toSharedBets builds it. */
export const sharedSelectionSchema = z.object({
  id: z.string().max(300),
  matchId: z.string().regex(/^[1-9]\d{0,15}$/),
  matchUrnId: z.string().max(100),
  marketGroup: z.string().max(100).nullable(),
  type: z.enum(['match', 'stage', 'season', 'simple_tournament']),
  marketId: z.string().regex(/^[1-9]\d{0,9}$/),
  specifier: z.string().max(200),
  outcomeId: z.string().min(1).max(64),
  provider: z.string().max(50),
  /** Odds in integer thousandths (packages/betting Odds). */
  odds: z.number().int().min(1001).max(1_000_000_000),
  categoryName: z.string().max(200),
});
export const sharedBetSchema = z.object({
  stake: z.number().int().nonnegative().max(MAX_MINOR_UNITS),
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
  betType: z.enum(['single', 'combo', 'system', 'custom_bet']),
  systemType: z
    .object({ winCount: z.number().int().min(1).max(50), totalCount: z.number().int().min(1).max(50) })
    .nullable(),
  customOdds: z.number().int().min(1001).max(1_000_000_000).nullable(),
  freebetStake: z.number().int().nonnegative().nullable(),
  selections: z.array(sharedSelectionSchema).min(1).max(50),
});
export type SharedBetDto = z.infer<typeof sharedBetSchema>;

/** The largest slip a share code keeps, as JSON (a full slip of 20 bets is about a third of it). */
export const MAX_SHARED_SLIP_BYTES = 32 * 1024;

/** POST /bets/share-code: a slip's bets (§7 payload) or the ids of the player's own placed bets. */
export const shareCodeBodySchema = z.union([
  z
    .object({ bets: z.array(sharedBetSchema).min(1).max(20) })
    .refine((b) => JSON.stringify(b.bets).length <= MAX_SHARED_SLIP_BYTES, {
      message: `a shared slip is at most ${MAX_SHARED_SLIP_BYTES} bytes`,
      path: ['bets'],
    }),
  z.object({
    bet_ids: z
      .array(
        z.union([
          z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          z.string().regex(/^[1-9]\d{0,15}$/),
        ]),
      )
      .min(1)
      .max(20),
  }),
]);

/** Share codes: "A" (§9 "bet-code default letter is A") and 7 Crockford base32 characters. */
export const shareCodeSchema = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(/^A[0-9A-HJKMNP-TV-Z]{7}$/, 'a share code such as A7K2M9QX'));
export const shareCodeQuerySchema = z.object({ code: shareCodeSchema });

/**
 * GET and POST /api/sportsbook/v1/vote (§7). A prediction id is a short name such as `match:123:winner`; an answer
 * is a small value (a choice, a number, or a few named choices such as a score), never a record of anything: its
 * stored form is at most about 1 kB (docs/SECURITY.md DEP-STORE-1).
 */
const predictionIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : -');
const voteChoiceSchema = z.string().max(64);
export const voteQuerySchema = z.object({ prediction_id: predictionIdSchema });
export const voteBodySchema = z.object({
  prediction_id: predictionIdSchema,
  data: z.union([
    voteChoiceSchema,
    z.number().int().min(-1_000_000).max(1_000_000),
    z
      .record(
        z.string().min(1).max(32),
        z.union([voteChoiceSchema, z.number().int().min(-1_000_000).max(1_000_000), z.boolean()]),
      )
      .refine((r) => Object.keys(r).length <= 8, 'at most 8 named answers'),
  ]),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** The statement's page size unless `limit` says otherwise, and the largest `limit` allowed. */
export const STATEMENT_DEFAULT_LIMIT = 50;
export const STATEMENT_MAX_LIMIT = 200;

/** GET /bets/statement: bets and wallet movements of one currency between two UTC dates (both included). */
export const statementQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    status: z.enum(['all', 'open', 'settled']).default('all'),
    currency: currencyCodeSchema.optional(),
    format: z.enum(['json', 'csv']).default('json'),
    /** Rows per page of each list (JSON only: the CSV is the whole statement). */
    limit: z.coerce.number().int().min(1).max(STATEMENT_MAX_LIMIT).default(STATEMENT_DEFAULT_LIMIT),
    /** The page of the bets list and of the movements list, paged apart (1 = the oldest rows). */
    bets_page: z.coerce.number().int().min(1).max(100_000).default(1),
    movements_page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((q) => !q.from || !Number.isNaN(Date.parse(`${q.from}T00:00:00Z`)), {
    path: ['from'],
    message: 'Not a date',
  })
  .refine((q) => !q.to || !Number.isNaN(Date.parse(`${q.to}T00:00:00Z`)), {
    path: ['to'],
    message: 'Not a date',
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Before from' });
export type StatementQuery = z.infer<typeof statementQuerySchema>;
