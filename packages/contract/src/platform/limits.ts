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
