import type { StatusGroupDto } from '@slipstream/contract';

export interface StatusProgress {
  readonly current: StatusGroupDto | null;
  readonly next: StatusGroupDto | null;
  /** Whole percent of the way from the current group's threshold to the next one's (100 in the top group). */
  readonly percent: number;
  /** Comp points still needed for the next group (0 in the top group). */
  readonly pointsToNext: number;
}

const minOf = (g: StatusGroupDto): number => g.conditions[0]?.persistent_comp_points.min ?? 0;

/**
 * The player's standing among the status groups (§3 progress): the group marked `current`, the first
 * `upcoming` one above it, and how far the persistent comp points have come between their thresholds.
 * Integer arithmetic only.
 */
export function statusProgress(points: number, groups: readonly StatusGroupDto[]): StatusProgress {
  const current = groups.find((g) => g.status === 'current') ?? null;
  const next =
    [...groups].filter((g) => g.status === 'upcoming').sort((a, b) => minOf(a) - minOf(b))[0] ?? null;
  if (!next) return { current, next: null, percent: current ? 100 : 0, pointsToNext: 0 };
  const from = current ? minOf(current) : 0;
  const to = minOf(next);
  const span = Math.max(1, to - from);
  const done = Math.min(span, Math.max(0, points - from));
  return { current, next, percent: Math.floor((done * 100) / span), pointsToNext: Math.max(0, to - points) };
}
