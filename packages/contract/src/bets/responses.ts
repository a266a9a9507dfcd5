import { BET_RESULTS, BET_STATUSES } from '@slipstream/betting';
import { z } from 'zod';
import { pageOf } from '../catalogue/entities';
import { moneySchema } from '../wallet/money';

/** §3 bet statuses and result values: the engine's `BET_STATUSES` and `BET_RESULTS`, defined once. */
export { BET_STATUSES };

/** Selection statuses: open until its outcome has a result. */
export const BET_SELECTION_STATUSES = [
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'cancelled',
] as const;

/** §3 "Bet selection (server)": id, status, market, outcome, odds, match, specifier. */
export const betSelectionSchema = z.object({
  id: z.string(),
  status: z.enum(BET_SELECTION_STATUSES),
  market: z.object({ id: z.number().int(), name: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  odds: z.number(),
  match: z.object({ id: z.number().int(), urn_id: z.string(), name: z.string(), type: z.string() }),
  specifier: z.string(),
  provider: z.string(),
  category_name: z.string(),
});

/** §3 "Bet (server)". Money fields are `{value, currency, subunits}`; odds decimal numbers (≤ 3 decimals). */
export const betSchema = z.object({
  id: z.string(),
  type: z.enum(['single', 'combo', 'system', 'custom_bet']),
  ref: z.string(),
  status: z.enum(BET_STATUSES),
  stake: moneySchema,
  win_amount: moneySchema.nullable(),
  /** Total price (single, combo), the bet-builder price (custom); null for systems. */
  odds: z.number().nullable(),
  selections: z.array(betSelectionSchema),
  created_at: z.string(),
  result: z.enum(BET_RESULTS),
  /** The current cashout offer for an open bet; null when none is offered. */
  to_cashout: moneySchema.nullable(),
  /** The bonus the bet carries (SPEC.md BO8): a combo boost's odds or a free bet's amount. */
  bonus: z
    .object({
      id: z.string(),
      type: z.string(),
      odds: z.number().nullable(),
      amount: moneySchema.nullable(),
    })
    .nullable(),
  system: z.object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() }).nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  potential_win_amount: moneySchema,
  /** Beyond the spec (SPEC.md CO7): what partial cashouts paid so far and the stake they sold; null if none. */
  partial_cashout: z.object({ amount: moneySchema, stake: moneySchema }).nullable().optional(),
  /** Beyond the spec: the automatic cashout target (null when none is set). */
  auto_cashout_target: moneySchema.nullable().optional(),
  /** Beyond the spec: true when the automatic cashout cashed the bet out. */
  auto_cashed_out: z.boolean().optional(),
  /** Beyond the spec (SPEC.md CO9): the id of the bet an edit replaced this one by. */
  replaced_by: z.string().nullable().optional(),
});
export type BetDto = z.infer<typeof betSchema>;

export const placeBetsResponseSchema = z.object({
  data: z.array(betSchema),
  /** Limits with action "accept" that the bets exceeded (§5 warnings), keyed by bet index. */
  warnings: z.record(z.string(), z.array(z.string())),
});

export const betListResponseSchema = pageOf(betSchema);

/** POST /bets/max-stake: a number, minor units of the bet's currency (per line for system bets). */
export const maxStakeResponseSchema = z.number().int().nonnegative();

/** POST /bets/cashout: the cashed-out bet (§7 leaves the shape open). */
export const cashoutResponseSchema = z.object({ data: betSchema });

/** bet_changed and bet_cashout_changed on `$user:{lang}:{userId}`. */
export const betChangedEventSchema = z.object({ event: z.literal('bet_changed'), data: betSchema });
export const betCashoutChangedEventSchema = z.object({
  event: z.literal('bet_cashout_changed'),
  data: z.object({ bet_id: z.string(), to_cashout: moneySchema.nullable() }),
});

/** §3 "Custom bet calculate response" (PascalCase as the spec names it). */
export const customCalculateResponseSchema = z.object({
  Odds: z.number(),
  Markets: z.array(
    z.object({
      ID: z.number().int(),
      Specifiers: z.string(),
      Conflict: z.boolean(),
      Outcomes: z.array(z.object({ ID: z.string(), Conflict: z.boolean() })),
    }),
  ),
});
export const customOddsResponseSchema = z.object({ data: z.array(z.object({ odds: z.number() })) });

/** Share codes: POST answers the code; GET the bets at current prices, each selection flagged. */
export const shareCodeCreatedSchema = z.object({ code: z.string() });
export const restoredSharedBetSchema = z.object({
  stake: z.number().int(),
  currency: z.string(),
  subunits: z.number().int(),
  betType: z.enum(['single', 'combo', 'system', 'custom_bet']),
  systemType: z.object({ winCount: z.number().int(), totalCount: z.number().int() }).nullable(),
  customOdds: z.number().int().nullable(),
  freebetStake: z.null(),
  selections: z.array(
    z.object({
      id: z.string(),
      matchId: z.string(),
      matchUrnId: z.string(),
      marketGroup: z.string().nullable(),
      type: z.string(),
      marketId: z.string(),
      specifier: z.string(),
      outcomeId: z.string(),
      provider: z.string(),
      /** Current price (thousandths) when the outcome is still offered, else the shared one. */
      odds: z.number().int(),
      categoryName: z.string(),
      isSuspended: z.boolean(),
      isNotAvailable: z.boolean(),
    }),
  ),
});
export const shareCodeResponseSchema = z.object({ code: z.string(), bets: z.array(restoredSharedBetSchema) });

export const voteResponseSchema = z.object({
  prediction_id: z.string(),
  total: z.number().int(),
  /** Count per distinct answer, the most frequent first (at most 20). */
  results: z.array(z.object({ data: z.unknown(), count: z.number().int() })),
  my_vote: z.unknown().nullable(),
});

/** One bet of a statement (beyond the spec); money in the statement's currency, minor units. */
export const statementBetSchema = z.object({
  id: z.string(),
  ref: z.string(),
  created_at: z.string(),
  type: z.string(),
  status: z.string(),
  result: z.string(),
  /** Every leg as one text ("outcome · market · event / …"), as the CSV writes it. */
  selections: z.string(),
  /**
   * The same legs in their parts (SPEC.md LC17), so a page can isolate each name: a Latin team name between
   * right-to-left separators otherwise reorders with its neighbours.
   */
  legs: z.array(z.object({ outcome: z.string(), market: z.string(), event: z.string() })),
  odds: z.number().nullable(),
  /** What the player staked at placement (partial cashouts included). */
  stake: z.number().int(),
  /**
   * The part of `stake` a free bet paid (SPEC.md BO3, BO4: an only-win or all-win free bet's stake never left the
   * balance); 0 for cash and for a risk-free bet, staked from the balance.
   */
  free_stake: z.number().int(),
  /** Paid by cashouts, partial and full. */
  cashed_out: z.number().int(),
  /** Paid by settlement (payout or refund). */
  settled: z.number().int(),
});

/** One ledger movement of the player's account: signed minor units, the balance after it. */
export const statementMovementSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  reason: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
});

/** One list's page of the statement: `last_page` is 1 for an empty list. */
const statementPageSchema = z.object({
  page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** GET /bets/statement (JSON): the rows and totals; closing = opening + the movements' sum (the ledger's). */
export const statementResponseSchema = z.object({
  currency: z.string(),
  subunits: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: z.enum(['all', 'open', 'settled']),
  bets: z.array(statementBetSchema),
  movements: z.array(statementMovementSchema),
  totals: z.object({
    /** Staked from the balance: free bets' stakes are left out (they are `free_staked`). */
    staked: z.number().int(),
    free_staked: z.number().int(),
    cashed_out: z.number().int(),
    settled: z.number().int(),
    opening_balance: z.number().int(),
    movements: z.number().int(),
    closing_balance: z.number().int(),
    by_reason: z.record(z.string(), z.number().int()),
  }),
  /** The account's balance now. */
  balance: z.number().int(),
  /** Where `bets` and `movements` sit in the window's lists (each paged apart; the totals are the window's). */
  pagination: z.object({
    limit: z.number().int(),
    bets: statementPageSchema,
    movements: statementPageSchema,
  }),
});
export type StatementDto = z.infer<typeof statementResponseSchema>;

/** POST /bets/edit: the price (credit = the old offer, due = new stake − credit) and, unless dry_run, the bets. */
export const editBetResponseSchema = z.object({
  credit: moneySchema,
  due: moneySchema,
  new_stake: moneySchema,
  potential_win: moneySchema,
  data: betSchema.nullable(),
  replaced: betSchema.nullable(),
});
export type EditBetDto = z.infer<typeof editBetResponseSchema>;
