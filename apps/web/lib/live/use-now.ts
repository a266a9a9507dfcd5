'use client';
import { useSyncExternalStore } from 'react';

/** One shared one-second ticker for every running clock on the page. */
const listeners = new Set<() => void>();
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Wall-clock ms, ticking once a second; `serverNow` on the server and during hydration. */
export function useNow(serverNow: number): number {
  return useSyncExternalStore(
    subscribe,
    () => now || serverNow,
    () => serverNow,
  );
}
