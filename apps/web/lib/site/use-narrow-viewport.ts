'use client';
import { useSyncExternalStore } from 'react';

/** The mobile layout (betting-core §9): 780 px or less, the breakpoint the CSS uses. */
export const NARROW_VIEWPORT = '(max-width: 780px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_VIEWPORT);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the mobile layout is on; false on the server and during hydration. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_VIEWPORT).matches,
    () => false,
  );
}
