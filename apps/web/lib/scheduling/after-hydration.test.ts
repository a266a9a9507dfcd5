import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterHydration, resetAfterHydrationForTests } from './after-hydration';

describe('afterHydration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    resetAfterHydrationForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts one waiting start per task, by rank and then in order, none in the current task', async () => {
    const ran: string[] = [];
    void afterHydration('panel').then(() => ran.push('panel 1'));
    void afterHydration('below').then(() => ran.push('below 1'));
    void afterHydration('in-view').then(() => ran.push('in view'));
    void afterHydration('below').then(() => ran.push('below 2'));
    void afterHydration('panel').then(() => ran.push('panel 2'));
    await Promise.resolve();
    expect(ran).toEqual([]);
    const steps: string[][] = [];
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersToNextTimerAsync();
      steps.push([...ran]);
    }
    expect(steps.map((s) => s.length)).toEqual([1, 2, 3, 4, 5]);
    expect(ran).toEqual(['in view', 'below 1', 'below 2', 'panel 1', 'panel 2']);
  });

  it('starts at once after the first round (a client-side navigation)', async () => {
    const ran: string[] = [];
    void afterHydration('in-view').then(() => ran.push('first'));
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['first']);
    void afterHydration('panel').then(() => ran.push('later'));
    await Promise.resolve();
    expect(ran).toEqual(['first', 'later']);
  });

  it('starts at once without a window (server rendering, tools)', async () => {
    vi.unstubAllGlobals();
    const ran: string[] = [];
    void afterHydration('below').then(() => ran.push('now'));
    await Promise.resolve();
    expect(ran).toEqual(['now']);
  });
});
