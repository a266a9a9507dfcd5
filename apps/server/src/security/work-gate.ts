import { AppError } from '../http/app-error';

/**
 * Runs expensive work (argon2) at most `concurrent` at a time, with at most `queued` callers waiting; one more
 * is refused at once with 503 server_busy (Retry-After: 1) rather than queueing without bound, so a flood of
 * one kind of request can neither exhaust memory nor take the worker threads every other request needs.
 */
export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkGate(limits: { concurrent: number; queued: number }): WorkGate {
  let running = 0;
  const waiters: (() => void)[] = [];
  const release = (): void => {
    const next = waiters.shift();
    if (next) next();
    else running--;
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    async run(work) {
      if (running >= limits.concurrent) {
        if (waiters.length >= limits.queued) {
          const busy = new AppError('server_busy');
          busy.retryAfterSeconds = 1;
          throw busy;
        }
        await new Promise<void>((resolve) => waiters.push(resolve)); // the slot passes straight to us
      } else running++;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
