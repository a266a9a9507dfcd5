import type { FavouriteType } from '@slipstream/contract';

type Toggle = (kind: FavouriteType, id: number, on: boolean) => void;

/**
 * The favourite ids the stars show, as a tiny external store: the stars on every row read it without any
 * query or API code in the first-load JavaScript. `FavouritesSync` (loaded after hydration with the
 * surroundings) fills it from the favourites query and connects the toggle; a click before that waits for it.
 */
function createFavouriteStore() {
  const ids: Record<FavouriteType, ReadonlySet<number>> = { matches: new Set(), tournaments: new Set() };
  const listeners = new Set<() => void>();
  let toggleHandler: Toggle | null = null;
  let pending: Parameters<Toggle>[] = [];
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (kind: FavouriteType, id: number): boolean => ids[kind].has(id),
    set(kind: FavouriteType, list: readonly number[]): void {
      ids[kind] = new Set(list);
      for (const l of listeners) l();
    },
    toggle(kind: FavouriteType, id: number): void {
      const args: Parameters<Toggle> = [kind, id, !ids[kind].has(id)];
      if (toggleHandler) toggleHandler(...args);
      else pending.push(args);
    },
    connect(handler: Toggle): () => void {
      toggleHandler = handler;
      const waiting = pending;
      pending = [];
      for (const args of waiting) handler(...args);
      return () => {
        if (toggleHandler === handler) toggleHandler = null;
      };
    },
  };
}

export const favouriteStore = createFavouriteStore();
