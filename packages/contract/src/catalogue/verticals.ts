import { z } from 'zod';

/** One draw of a simulated lottery (GET /api/sportsbook/v1/lotteries; SPEC.md OP7). */
export const lotteryDrawSchema = z.object({
  /** `{lottery}-{draw number}`. */
  id: z.string(),
  number: z.number().int().nonnegative(),
  draw_at: z.string(),
  status: z.enum(['upcoming', 'drawn']),
  /** The drawn numbers in the order drawn; null until the draw. */
  numbers: z.array(z.number().int().positive()).nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotterySchema = z.object({
  key: z.string(),
  name: z.string(),
  /** How many numbers are drawn, from 1..pool. */
  picks: z.number().int().positive(),
  pool: z.number().int().positive(),
  every_minutes: z.number().int().positive(),
  /** The latest draws (newest first) and the next ones (soonest first). */
  results: z.array(lotteryDrawSchema),
  upcoming: z.array(lotteryDrawSchema),
});
export type Lottery = z.infer<typeof lotterySchema>;

export const lotteryListSchema = z.object({ data: z.array(lotterySchema) });

/** POST {virtual-wallet}/{provider}/launch {app} → {url} (account-and-surroundings §7). */
export const arenaLaunchBodySchema = z.strictObject({ app: z.string().regex(/^[a-z0-9-]{1,40}$/i) });
export const arenaLaunchAnswerSchema = z.object({ url: z.string() });
export const arenaProviderParamSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/i) });
