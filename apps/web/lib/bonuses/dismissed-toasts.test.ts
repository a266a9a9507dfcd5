import { describe, expect, it } from 'vitest';
import { dismissedKey, MAX_DISMISSED, readDismissed, rememberDismissed } from './dismissed-toasts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('dismissed bonus toasts', () => {
  it('[WB11] are remembered per bonus and per player', () => {
    const storage = memory();
    rememberDismissed(storage, 1, 'b1');
    rememberDismissed(storage, 1, 'b2');
    rememberDismissed(storage, 1, 'b1');
    expect([...readDismissed(storage, 1)].sort()).toEqual(['b1', 'b2']);
    expect(readDismissed(storage, 2).size).toBe(0);
  });

  it('[WB11] keep the newest ids and survive a tampered value', () => {
    const storage = memory();
    for (let i = 0; i <= MAX_DISMISSED; i++) rememberDismissed(storage, 7, `b${i}`);
    const ids = readDismissed(storage, 7);
    expect(ids.size).toBe(MAX_DISMISSED);
    expect(ids.has('b0')).toBe(false);
    storage.setItem(dismissedKey(7), '{"not":"a list"}');
    expect(readDismissed(storage, 7).size).toBe(0);
    storage.setItem(dismissedKey(7), 'not json');
    expect(readDismissed(storage, 7).size).toBe(0);
  });
});
