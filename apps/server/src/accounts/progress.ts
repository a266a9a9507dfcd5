import type { StatusGroupDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';

/** Status groups (§3) with the player's standing in each, from their persistent comp points. */
export async function statusGroupsFor(db: Queryable, points: number): Promise<StatusGroupDto[]> {
  const res = await db.query<{
    id: number;
    name: string;
    writeable: boolean;
    min_points: number;
    max_points: number | null;
  }>('SELECT id, name, writeable, min_points, max_points FROM status_groups ORDER BY min_points');
  return res.rows.map((g) => {
    const min = toSafeInt(g.min_points);
    const max = g.max_points === null ? null : toSafeInt(g.max_points);
    const status = points < min ? 'upcoming' : max !== null && points > max ? 'passed' : 'current';
    return {
      id: g.id,
      name: g.name,
      status,
      writeable: g.writeable,
      conditions: [{ persistent_comp_points: { min, max } }],
    };
  });
}
