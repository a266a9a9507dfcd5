import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `sweep` every `everyMs`, never two at once on this node (a tick that finds one running skips), logging a
 * failure as `failure` and going on; the timer does not keep the process alive. Returns a stop function that
 * waits for a running sweep. The settlement backlog sweep (SE9) and the jackpot fold sweep (JP1) use it.
 */
export function startPeriodicSweep(
  sweep: () => Promise<unknown>,
  everyMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: string,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((err: unknown) => log.error({ err }, failure))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
