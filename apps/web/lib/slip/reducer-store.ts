/**
 * A tiny external store around a pure reducer, read with useSyncExternalStore. The betting rules stay in
 * packages/betting; this only holds the current state and tells subscribers it changed.
 */
export interface ReducerStore<S, A> {
  getState(): S;
  dispatch(action: A): void;
  subscribe(listener: () => void): () => void;
}

export function createReducerStore<S, A>(
  reducer: (state: S, action: A) => S,
  initial: S,
): ReducerStore<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
