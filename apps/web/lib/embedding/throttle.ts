/**
 * At most one call per `ms` (EM4): the first call runs at once, later ones within the window are merged and the
 * last of them runs when it ends, so the host always learns the final size. `now` and the timer are injected.
 */
export function throttleLatest<T>(
  fn: (value: T) => void,
  ms: number,
  clock: {
    now: () => number;
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  },
): { call: (value: T) => void; cancel: () => void } {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: unknown = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = clock.now();
    fn(value);
  };
  return {
    call(value) {
      const wait = last + ms - clock.now();
      if (wait <= 0 && timer === null) {
        last = clock.now();
        fn(value);
        return;
      }
      pending = { value };
      timer ??= clock.setTimeout(flush, Math.max(0, wait));
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
