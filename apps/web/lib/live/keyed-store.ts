/**
 * A tiny external store keyed by string, for useSyncExternalStore: each subscriber listens to one key,
 * so a change to one key re-renders only the components reading it. Writes arrive through `enqueue`,
 * are merged per key and applied in one `flush`, scheduled once per frame by the injected scheduler
 * (requestAnimationFrame in the browser; tests drive it by hand).
 */
export type Listener = () => void;
export type Scheduler = (flush: () => void) => void;

export interface KeyedStore<T, U> {
  get(key: string): T | undefined;
  subscribe(key: string, listener: Listener): () => void;
  /** Sets initial values without notifying (server-rendered data, before anyone subscribed). */
  seed(key: string, value: T): void;
  /** Queues an update; updates to the same key before the next flush are merged. */
  enqueue(key: string, update: U): void;
  /** Applies queued updates now and notifies each changed key once. */
  flush(): void;
  /** How many keys have listeners (for tests and the benchmark). */
  listenedKeys(): number;
  /** Every key holding a value. */
  keys(): string[];
}

export interface KeyedStoreOptions<T, U> {
  /** The next value of a key, or the same object when nothing visible changed (no notification). */
  apply(prev: T | undefined, update: U): T | undefined;
  /** Merges two queued updates of one key (later wins by default). */
  merge?(earlier: U, later: U): U;
  schedule: Scheduler;
}

export function createKeyedStore<T, U>(options: KeyedStoreOptions<T, U>): KeyedStore<T, U> {
  const values = new Map<string, T>();
  const listeners = new Map<string, Set<Listener>>();
  let queue = new Map<string, U>();
  let scheduled = false;

  const flush = (): void => {
    scheduled = false;
    if (queue.size === 0) return;
    const batch = queue;
    queue = new Map();
    const changed: string[] = [];
    for (const [key, update] of batch) {
      const prev = values.get(key);
      const next = options.apply(prev, update);
      if (next === prev || next === undefined) continue;
      values.set(key, next);
      changed.push(key);
    }
    for (const key of changed) listeners.get(key)?.forEach((listener) => listener());
  };

  return {
    get: (key) => values.get(key),
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    seed(key, value) {
      if (!values.has(key)) values.set(key, value);
    },
    enqueue(key, update) {
      const earlier = queue.get(key);
      queue.set(key, earlier !== undefined && options.merge ? options.merge(earlier, update) : update);
      if (!scheduled) {
        scheduled = true;
        options.schedule(flush);
      }
    },
    flush,
    listenedKeys: () => listeners.size,
    keys: () => [...values.keys()],
  };
}

/** requestAnimationFrame in the browser; a no-op scheduler on the server (nothing is live there). */
export function frameScheduler(): Scheduler {
  if (typeof requestAnimationFrame === 'function') return (flush) => requestAnimationFrame(flush);
  return () => undefined;
}
