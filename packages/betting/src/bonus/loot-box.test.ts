import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chestSize, openChests } from './loot-box';

describe('loot boxes', () => {
  it('[LB1] the chest image follows the chests ready: 1 small, 2 medium, more large', () => {
    expect([0, 1, 2, 3, 9].map(chestSize)).toEqual([null, 'small', 'medium', 'large', 'large']);
  });

  it('[LB2] chests open along the prize schedule, continuing where the last opening stopped', () => {
    expect(openChests('WL', 0, 1)).toEqual({ wins: 1, losses: 0 });
    expect(openChests('WL', 1, 1)).toEqual({ wins: 0, losses: 1 });
    expect(openChests('WLL', 2, 4)).toEqual({ wins: 1, losses: 3 });
    expect(() => openChests('WX', 0, 1)).toThrow();
    // Opening in parts or at once wins the same (oracle: count the W positions directly).
    fc.assert(
      fc.property(
        fc.stringMatching(/^[WL]{1,6}$/),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (schedule, a, b) => {
          const once = openChests(schedule, 0, a + b);
          const parts = [openChests(schedule, 0, a), openChests(schedule, a, b)];
          expect(parts[0]!.wins + parts[1]!.wins).toBe(once.wins);
          const direct = Array.from({ length: a + b }, (_, i) => schedule[i % schedule.length]).filter(
            (c) => c === 'W',
          ).length;
          expect(once.wins).toBe(direct);
        },
      ),
    );
  });
});
