import type { StatusGroupDto } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { statusProgress } from './status-progress';

const group = (
  id: number,
  min: number,
  max: number | null,
  status: StatusGroupDto['status'],
): StatusGroupDto => ({
  id,
  name: `G${id}`,
  status,
  writeable: false,
  conditions: [{ persistent_comp_points: { min, max } }],
});

describe('status-group progress (AC12)', () => {
  it('[AC12] the way from the current group to the next, in whole percent and points to go', () => {
    const groups = [
      group(1, 0, 99, 'current'),
      group(2, 100, 499, 'upcoming'),
      group(3, 500, null, 'upcoming'),
    ];
    expect(statusProgress(0, groups)).toMatchObject({ percent: 0, pointsToNext: 100 });
    expect(statusProgress(33, groups)).toMatchObject({ percent: 33, pointsToNext: 67 });
    expect(statusProgress(33, groups).next?.id).toBe(2);
    expect(statusProgress(33, groups).current?.id).toBe(1);
  });
  it('[AC12] the top group is complete; no groups is no progress', () => {
    const top = [group(1, 0, 99, 'passed'), group(2, 100, null, 'current')];
    expect(statusProgress(250, top)).toMatchObject({ percent: 100, pointsToNext: 0, next: null });
    expect(statusProgress(5, [])).toEqual({ current: null, next: null, percent: 0, pointsToNext: 0 });
  });
});
