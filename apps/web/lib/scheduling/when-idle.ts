/**
 * Runs `task` in its own idle period of the main thread, so lazy work after hydration (loading the push
 * client, the slip runtime, the preferences parser) runs as separate short tasks instead of one burst.
 * account-and-surroundings §9: idle-callback fallback 3 s — the longest an idle callback may wait, and the
 * delay where the browser has no requestIdleCallback (Safari). Returns a cancel function.
 */
export const IDLE_FALLBACK_MS = 3_000;

export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') {
    // No page to keep responsive (Node: tests, tools): run on the next turn.
    const id = setTimeout(task, 0);
    return () => clearTimeout(id);
  }
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
}

/** A promise settled in an idle period (see whenIdle): `idle().then(() => import(…))`. */
export function idle(): Promise<void> {
  return new Promise((resolve) => void whenIdle(resolve));
}
