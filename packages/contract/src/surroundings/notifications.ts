import { z } from 'zod';
import { qInt } from '../catalogue/query-params';

/** Notifications (account-and-surroundings §3 entity, §7 calls); pushed as `notification` on the player's channel. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string().nullable(),
  body: z.string(),
  /** What caused it: bet_settled, bonus_issued, message… */
  type: z.string(),
  /** The kind of object `link` points at (bet, bonus) or null. */
  object_type: z.string().nullable(),
  /** A path on this site to open from the notification, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
  /**
   * Beyond the spec: the text as a message key and its values (amounts in minor units with currency and
   * subunits), so a client writes it in the player's language; title and body are the English text.
   */
  message: z
    .object({ key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable()
    .optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  page: qInt(1, 100_000).optional(),
  limit: qInt(1, 100).optional(),
});

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});

/** GET /notifications/counters and the unread_counters_changed push. */
export const unreadCountersSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCounters = z.infer<typeof unreadCountersSchema>;

export const notificationReadBodySchema = z.strictObject({
  ids: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).min(1).max(500),
});

/** POST /api/sim/notifications (SIM_CONTROL=1). */
export const simNotificationBodySchema = z.strictObject({
  email: z.string().min(3).max(254),
  title: z.string().min(1).max(200),
  body: z.string().max(2000).default(''),
  link: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/, 'A path on this site')
    .optional(),
});
