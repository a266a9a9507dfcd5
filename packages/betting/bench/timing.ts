/// <reference types="node" />
// Benchmarks run under Node (tsx), so the clock is allowed here, never in src/.

/** Median wall time of `runs` calls, in microseconds. A few warm-up calls let the JIT settle first. */
export function medianMicros(runs: number, fn: () => unknown): number {
  for (let i = 0; i < Math.min(runs, 20); i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? NaN;
}

/** One timed call, in microseconds, with its result. */
export function timeOnce<T>(fn: () => T): { micros: number; value: T } {
  const start = performance.now();
  const value = fn();
  return { micros: (performance.now() - start) * 1000, value };
}
