/**
 * Whether the page's live state can be trusted. Each push connection (the catalogue one, the player's
 * own) reports whether its state is stale; the page is stale while any is. Mirrored on
 * <html data-live-stale> so odds can be marked by CSS alone, without re-rendering a thousand buttons.
 */
export interface LiveHealth {
  report(source: string, stale: boolean): void;
  stale(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLiveHealth(): LiveHealth {
  const staleSources = new Set<string>();
  const listeners = new Set<() => void>();
  let stale = false;
  return {
    report(source, isStale) {
      if (isStale) staleSources.add(source);
      else staleSources.delete(source);
      const next = staleSources.size > 0;
      if (next === stale) return;
      stale = next;
      if (typeof document !== 'undefined') {
        if (stale) document.documentElement.dataset.liveStale = '';
        else delete document.documentElement.dataset.liveStale;
      }
      listeners.forEach((listener) => listener());
    },
    stale: () => stale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
