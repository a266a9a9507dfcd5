import { z } from 'zod';

/** Limit (§3). `period` is in seconds. */
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  strategy: z.string(),
  status: z.enum(['active', 'confirmed_disabled', 'unconfirmed_disabled']),
  period: z.number().int().positive(),
  parent_type: z.string().nullable(),
  disable_at: z.string().nullable(),
  created_at: z.string(),
  confirm_until: z.string().nullable(),
  /** Money limits (deposit, loss, wager): minor units of `currency`; session limits: minutes. */
  amount: z.number().int().positive().nullable(),
  currency: z.string().nullable(),
  /** A raised limit waiting out its cooling-off: the amount and when it applies. */
  pending_amount: z.number().int().positive().nullable(),
  pending_at: z.string().nullable(),
});
export type UserLimitDto = z.infer<typeof userLimitSchema>;
export const userLimitsResponseSchema = z.array(userLimitSchema);

/** POST /api/platform/player/activity_limit_track: the time used in the current window. */
export const activityTrackResponseSchema = z.object({
  tracked_seconds: z.number().int().nonnegative(),
  limit_seconds: z.number().int().positive().nullable(),
  window_ends_at: z.string().nullable(),
});

/** POST /api/platform/sportsbook_sessions and /continue */
export const sportsbookSessionResponseSchema = z.object({
  token: z.string(),
  session: z.object({
    id: z.number().int(),
    started_at: z.string(),
    expires_at: z.string().nullable(),
    continued_at: z.string().nullable(),
  }),
});

/**
 * GET /api/platform/sportsbook_sessions/info: the reality check's figures (account §4, §7 "sessions info").
 * `session` is the open sportsbook session (null when none is open); `played_seconds` counts from its start;
 * `reality_check_due_at` is when the next reminder is due (the later of the start and the last "continue",
 * plus the operator's interval), null when reminders are off. `bets`: per currency, the bets placed since the
 * session started (count, total stake) and what bets settled since then paid out, in minor units.
 */
export const sportsbookSessionInfoSchema = z.object({
  session: sportsbookSessionResponseSchema.shape.session.nullable(),
  played_seconds: z.number().int().nonnegative(),
  reality_check_interval_seconds: z.number().int().positive().nullable(),
  reality_check_due_at: z.string().nullable(),
  bets: z.array(
    z.object({
      currency: z.string(),
      /** Minor units per major unit of the currency (for display). */
      subunits: z.number().int().positive(),
      count: z.number().int().nonnegative(),
      stake: z.number().int().nonnegative(),
      won: z.number().int().nonnegative(),
    }),
  ),
});
export type SportsbookSessionInfo = z.infer<typeof sportsbookSessionInfoSchema>;

export const LIMIT_PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_592_000 } as const;

/** POST /api/platform/user_limits (API.md "Player limits"): amount in minor units, or minutes for session. */
export const setUserLimitBodySchema = z.strictObject({
  type: z.enum(['deposit', 'loss', 'wager', 'session']),
  period: z.enum(['day', 'week', 'month']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
});
export type SetUserLimitBody = z.infer<typeof setUserLimitBodySchema>;
