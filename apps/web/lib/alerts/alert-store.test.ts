import { describe, expect, it } from 'vitest';
import { ALERT_MS, createAlertStore } from './alert-store';

/** A hand-driven clock for the store's timers (the store takes its timers as a parameter). */
function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    set(fn: () => void, ms: number) {
      pending.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clear(h: unknown) {
      pending.delete(h as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at > now || !pending.has(id)) continue;
        pending.delete(id);
        t.fn();
      }
    },
  };
}

describe('alerts (AL)', () => {
  it('[AL1] one alert at a time, the next after the first closes; each closes after 5 s', () => {
    const timers = manualTimers();
    const store = createAlertStore(timers);
    store.show({ id: 'a', kind: 'error', title: 'A' });
    store.show({ id: 'b', kind: 'success', title: 'B' });
    expect(store.current()?.id).toBe('a');
    timers.advance(ALERT_MS - 1);
    expect(store.current()?.id).toBe('a');
    timers.advance(1);
    expect(store.current()?.id).toBe('b');
    timers.advance(ALERT_MS);
    expect(store.current()).toBeNull();
  });

  it('[AL1] a click (dismiss) closes the shown alert at once and gives the next its full 5 s', () => {
    const timers = manualTimers();
    const store = createAlertStore(timers);
    store.show({ id: 'a', kind: 'error', title: 'A' });
    store.show({ id: 'b', kind: 'error', title: 'B' });
    timers.advance(4_000);
    store.dismiss('a');
    expect(store.current()?.id).toBe('b');
    timers.advance(4_000);
    expect(store.current()?.id).toBe('b');
    timers.advance(1_000);
    expect(store.current()).toBeNull();
  });

  it('[AL2] a sticky alert stays until dismissed; the same id is not queued twice', () => {
    const timers = manualTimers();
    const store = createAlertStore(timers);
    let changes = 0;
    store.subscribe(() => changes++);
    store.show({ id: 'offline', kind: 'warning', title: 'Offline', sticky: true });
    store.show({ id: 'offline', kind: 'warning', title: 'Offline', sticky: true });
    store.show({ id: 'later', kind: 'info', title: 'Later' });
    timers.advance(60_000);
    expect(store.current()?.id).toBe('offline');
    store.dismiss('offline');
    expect(store.current()?.id).toBe('later');
    expect(changes).toBe(3);
  });

  it('[AL3] an urgent alert shows ahead of a sticky one already up, which comes back after it', () => {
    const timers = manualTimers();
    const store = createAlertStore(timers);
    store.show({ id: 'offline', kind: 'warning', title: 'Offline', sticky: true });
    store.show({ id: 'pick', kind: 'info', title: 'Pick waits', urgent: true });
    expect(store.current()?.id).toBe('pick');
    timers.advance(ALERT_MS);
    expect(store.current()?.id).toBe('offline');
    // Not ahead of an ordinary alert: urgency only overtakes what would never close by itself.
    store.dismiss('offline');
    store.show({ id: 'a', kind: 'error', title: 'A' });
    store.show({ id: 'b', kind: 'info', title: 'B', urgent: true });
    expect(store.current()?.id).toBe('a');
  });
});
