import { describe, expect, it } from 'vitest';
import { updatesDue } from './bench-pacing';

describe('updatesDue', () => {
  it('delivers the offered rate on a punctual timer', () => {
    // 2,000/s ticked every 10 ms: 20 per tick.
    expect(updatesDue(2000, 10, 20_000, 0)).toBe(20);
    expect(updatesDue(2000, 20, 20_000, 20)).toBe(20);
  });

  it('catches up in one batch after a late tick', () => {
    // The timer fired 120 ms late: everything due since the start arrives at once.
    expect(updatesDue(2000, 130, 20_000, 20)).toBe(240);
  });

  it('never exceeds the run total nor goes negative', () => {
    expect(updatesDue(2000, 60_000, 20_000, 19_990)).toBe(10);
    expect(updatesDue(2000, 60_000, 20_000, 20_000)).toBe(0);
    expect(updatesDue(2000, -5, 20_000, 0)).toBe(0);
  });
});
