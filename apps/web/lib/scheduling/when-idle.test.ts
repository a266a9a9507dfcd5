import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle callback that must run within the 3 s fallback', () => {
    const asked: { timeout?: number }[] = [];
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (cb: () => void, options: { timeout?: number }) => {
        asked.push(options);
        return callbacks.push(cb);
      },
      cancelIdleCallback: () => undefined,
    });
    let ran = 0;
    whenIdle(() => ran++);
    whenIdle(() => ran++);
    expect(asked).toEqual([{ timeout: IDLE_FALLBACK_MS }, { timeout: IDLE_FALLBACK_MS }]);
    expect(IDLE_FALLBACK_MS).toBe(3_000);
    // One callback per task: each runs in its own idle period.
    callbacks[0]!();
    expect(ran).toBe(1);
    callbacks[1]!();
    expect(ran).toBe(2);
  });

  it('waits 3 s where the browser has no requestIdleCallback, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    let ran = 0;
    whenIdle(() => ran++);
    const cancel = whenIdle(() => ran++);
    cancel();
    vi.advanceTimersByTime(2_999);
    expect(ran).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ran).toBe(1);
  });
});
