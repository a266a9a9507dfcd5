/** One call waiting in a batch: `run` settles each (resolve or reject), whatever happens to the others. */
export interface PendingCall<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}

export interface BatchLimits {
  /** At most this many calls in one batch. */
  maxBatch: number;
  /** At most this many batches running at once; calls arriving meanwhile wait for the next one. */
  maxInFlight: number;
}

/**
 * Group commit, the pattern: calls that arrive in the same event-loop turn, or while `maxInFlight` batches are
 * running, go to `run` together, in arrival order. A caller waits only for its own batch. `run` must settle every
 * call of its batch and never reject itself (a rejection of `run` rejects the calls it left unsettled).
 */
export function callBatcher<T, R>(
  run: (batch: PendingCall<T, R>[]) => Promise<void>,
  limits: BatchLimits,
): (item: T) => Promise<R> {
  const queue: PendingCall<T, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function pump(): void {
    scheduled = false;
    while (inFlight < limits.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, limits.maxBatch);
      inFlight++;
      run(batch)
        .catch((err: unknown) => {
          for (const call of batch) call.reject(err); // a no-op for the calls already settled
        })
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // the rest of this turn's calls join it
      if (!scheduled && inFlight < limits.maxInFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}

/**
 * Settles a batch from one call for all of it (`together`, its answers in the batch's order). When that call
 * throws (it rolled back whole) or answers another count, `onFailure` hears why and each call runs `alone`, so
 * every caller gets the answer it would have had alone and an error reaches only the call that caused it.
 */
export async function togetherOrAlone<T, R>(
  batch: readonly PendingCall<T, R>[],
  together: (items: T[]) => Promise<readonly R[]>,
  alone: (item: T) => Promise<R>,
  onFailure?: (err: unknown) => void,
): Promise<void> {
  let answers: readonly R[] | null = null;
  try {
    answers = await together(batch.map((c) => c.item));
  } catch (err) {
    onFailure?.(err);
  }
  if (answers && answers.length === batch.length) {
    batch.forEach((c, i) => c.resolve(answers[i]!));
    return;
  }
  await Promise.all(batch.map((c) => alone(c.item).then(c.resolve, c.reject)));
}
