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

/**
 * A store whose reducer arrives later (the betting engine loads after hydration, off the first-load path).
 * Actions dispatched before then wait in order and run once the reducer is installed.
 */
export interface LazyReducerStore<S, A> extends ReducerStore<S, A> {
  /** Installs the reducer, optionally starting from `initial`, then runs the waiting actions. */
  install(reducer: (state: S, action: A) => S, initial?: S): void;
  readonly installed: boolean;
}

export function createLazyReducerStore<S, A>(placeholder: S): LazyReducerStore<S, A> {
  let reducer: ((state: S, action: A) => S) | null = null;
  let state = placeholder;
  const waiting: A[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of [...listeners]) l();
  };
  const run = (action: A): boolean => {
    const next = reducer!(state, action);
    if (next === state) return false;
    state = next;
    return true;
  };
  return {
    getState: () => state,
    get installed() {
      return reducer !== null;
    },
    install(r, initial) {
      if (reducer) return;
      reducer = r;
      let changed = initial !== undefined && initial !== state;
      if (initial !== undefined) state = initial;
      for (const action of waiting.splice(0)) changed = run(action) || changed;
      if (changed) notify();
    },
    dispatch(action) {
      if (!reducer) {
        waiting.push(action);
        return;
      }
      if (run(action)) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
