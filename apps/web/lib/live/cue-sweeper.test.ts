import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUE_MS, forgetCue, scheduleCueClear } from './cue-sweeper';

function fakeElement() {
  const attrs = new Map<string, string>([['data-cue', 'up-1']]);
  return {
    attrs,
    removeAttribute: (name: string) => void attrs.delete(name),
  } as unknown as Element & { attrs: Map<string, string> };
}

describe('cue sweeper', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('clears a cue once its time is up, and a re-scheduled cue later', () => {
    const a = fakeElement();
    const b = fakeElement();
    scheduleCueClear(a);
    scheduleCueClear(b);
    vi.advanceTimersByTime(CUE_MS - 300);
    scheduleCueClear(b);
    vi.advanceTimersByTime(600);
    expect(a.attrs.has('data-cue')).toBe(false);
    expect(b.attrs.has('data-cue')).toBe(true);
    vi.advanceTimersByTime(CUE_MS);
    expect(b.attrs.has('data-cue')).toBe(false);
  });

  it('leaves a forgotten element alone', () => {
    const a = fakeElement();
    scheduleCueClear(a);
    forgetCue(a);
    vi.advanceTimersByTime(CUE_MS * 2);
    expect(a.attrs.has('data-cue')).toBe(true);
  });
});
