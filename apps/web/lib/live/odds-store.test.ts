import { describe, expect, it } from 'vitest';
import { createOddsStore, isLocked, outcomeKey } from './odds-store';

function manualStore() {
  let pending: (() => void) | undefined;
  let scheduledCount = 0;
  const store = createOddsStore((flush) => {
    scheduledCount += 1;
    pending = flush;
  });
  return {
    store,
    frame: () => {
      const f = pending;
      pending = undefined;
      f?.();
    },
    scheduled: () => scheduledCount,
  };
}

describe('odds store', () => {
  const a = outcomeKey(1, 1, '', 1);
  const b = outcomeKey(1, 1, '', 2);

  it('batches updates into one flush per frame and notifies only the changed key once', () => {
    const { store, frame, scheduled } = manualStore();
    store.seed(a, { odds: 2000, active: true, marketStatus: 1, matchBettable: true, move: null, moveId: 0 });
    store.seed(b, { odds: 3000, active: true, marketStatus: 1, matchBettable: true, move: null, moveId: 0 });
    const calls = { a: 0, b: 0 };
    store.subscribe(a, () => (calls.a += 1));
    store.subscribe(b, () => (calls.b += 1));
    store.enqueue(a, { odds: 2100 });
    store.enqueue(a, { odds: 2200 });
    store.enqueue(a, { odds: 2150 });
    expect(scheduled()).toBe(1);
    expect(store.get(a)?.odds).toBe(2000);
    frame();
    expect(store.get(a)).toMatchObject({ odds: 2150, move: 'up', moveId: 1 });
    expect(calls).toEqual({ a: 1, b: 0 });
    store.enqueue(a, { odds: 1900 });
    frame();
    expect(store.get(a)).toMatchObject({ odds: 1900, move: 'down', moveId: 2 });
    expect(scheduled()).toBe(2);
  });

  it('keeps the same object and stays silent when an update changes nothing', () => {
    const { store, frame } = manualStore();
    store.seed(a, { odds: 2000, active: true, marketStatus: 1, matchBettable: true, move: null, moveId: 0 });
    const before = store.get(a);
    let calls = 0;
    store.subscribe(a, () => (calls += 1));
    store.enqueue(a, { odds: 2000, active: true });
    frame();
    expect(store.get(a)).toBe(before);
    expect(calls).toBe(0);
  });

  it('locks on a suspended market or an inactive outcome, and unlocks when allowed again', () => {
    const { store, frame } = manualStore();
    store.seed(a, { odds: 2000, active: true, marketStatus: 1, matchBettable: true, move: null, moveId: 0 });
    store.enqueue(a, { marketStatus: -1 });
    frame();
    expect(isLocked(store.get(a)!)).toBe(true);
    store.enqueue(a, { marketStatus: 1, active: false });
    frame();
    expect(isLocked(store.get(a)!)).toBe(true);
    store.enqueue(a, { active: true });
    frame();
    expect(isLocked(store.get(a)!)).toBe(false);
    store.enqueue(a, { matchBettable: false });
    frame();
    expect(isLocked(store.get(a)!)).toBe(true);
    expect(store.get(a)?.moveId).toBe(0);
  });

  it('drops listeners on unsubscribe', () => {
    const { store } = manualStore();
    const off = store.subscribe(a, () => undefined);
    expect(store.listenedKeys()).toBe(1);
    off();
    expect(store.listenedKeys()).toBe(0);
  });
});
