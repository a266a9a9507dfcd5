/**
 * The app's alerts (account-and-surroundings §8, §9): one at a time, the others wait in order; each closes
 * after 5 s or on click; a sticky one (the offline alert) stays until it is dismissed by id. A tiny external
 * store so any code can raise an alert while the host that draws it loads lazily.
 */
export type AlertKind = 'error' | 'warning' | 'success' | 'info';

export interface AppAlert {
  /** Same id = same alert: raising it again while it is queued or shown does not repeat it. */
  readonly id: string;
  readonly kind: AlertKind;
  readonly title: string;
  readonly description?: string;
  /** Stays until `dismiss(id)` or a click (the offline alert while the network is gone). */
  readonly sticky?: boolean;
  /** The answer to what the player just did: shown before a sticky alert that is already up (which waits). */
  readonly urgent?: boolean;
}

/** §9: alerts auto-close after 5000 ms. */
export const ALERT_MS = 5_000;

interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export function createAlertStore(
  timers: Timers = { set: (f, ms) => setTimeout(f, ms), clear: (h) => clearTimeout(h as number) },
) {
  let queue: AppAlert[] = [];
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  /** Starts the auto-close of the alert now shown (a sticky one has none). */
  const arm = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const head = queue[0];
    if (head && !head.sticky) timer = timers.set(() => dismiss(head.id), ALERT_MS);
  };
  function dismiss(id: string): void {
    const wasHead = queue[0]?.id === id;
    const next = queue.filter((a) => a.id !== id);
    if (next.length === queue.length) return;
    queue = next;
    if (wasHead) arm();
    emit();
  }
  return {
    current: (): AppAlert | null => queue[0] ?? null,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(alert: AppAlert): void {
      if (queue.some((a) => a.id === alert.id)) return;
      const ahead = alert.urgent && queue[0]?.sticky;
      queue = ahead ? [alert, ...queue] : [...queue, alert];
      if (queue.length === 1 || ahead) arm();
      emit();
    },
    dismiss,
  };
}

export const alertStore = createAlertStore();
export const showAlert = (alert: AppAlert): void => alertStore.show(alert);
