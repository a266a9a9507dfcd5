import { z } from 'zod';

/** Comp points (§3): persistent.points. */
export const compPointsSchema = z.object({
  persistent: z.object({ points: z.number().int().nonnegative() }),
});

/**
 * Player status group (§3). `status` is the player's standing in the group: `current` (the group their
 * persistent points fall in), `passed` (below it) or `upcoming` (above it).
 */
export const statusGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['current', 'passed', 'upcoming']),
  writeable: z.boolean(),
  conditions: z.array(
    z.object({
      persistent_comp_points: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
    }),
  ),
});
export type StatusGroupDto = z.infer<typeof statusGroupSchema>;
export const statusGroupsResponseSchema = z.array(statusGroupSchema);
