/// <reference types="node" />
/**
 * The load guard every bench uses (apps/server, apps/web, packages/betting import this one file; it needs
 * nothing but Node built-ins, so no workspace gains an undeclared dependency). A figure measured while other
 * processes compete for the CPU is not the product's: the guard prints the 1-minute load average and the
 * core count before and after the run and, when either reading is above the threshold, prints the figures
 * but replaces the verdict (met / NOT met) with "NO VERDICT: machine busy (load x.xx)".
 *
 * Threshold: BENCH_MAX_LOAD (a load average, e.g. `BENCH_MAX_LOAD=1.5`), by default half the cores.
 * The reading after the run includes the bench's own work (the 1-minute average decays over minutes), so a
 * long, CPU-heavy bench can trip it on an idle machine: run again after a pause, or raise the threshold
 * knowingly and say so beside the figure.
 */
import { cpus, loadavg } from 'node:os';

export interface LoadGuard {
  /** The 1-minute load average when the guard started. */
  readonly before: number;
  readonly cores: number;
  readonly threshold: number;
  /** Reads and prints the load after the run; later verdicts consider it. Idempotent. */
  finish(): number;
  /** True when the load before (or after, once finished) was above the threshold. */
  busy(): boolean;
  /**
   * Finishes the guard (reads the load after) and returns the verdict text as is on a quiet machine,
   * else the NO VERDICT line with the highest load seen.
   */
  verdict(text: string): string;
}

export function loadThreshold(cores = cpus().length, env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.BENCH_MAX_LOAD);
  return env.BENCH_MAX_LOAD && Number.isFinite(configured) && configured > 0 ? configured : 0.5 * cores;
}

export interface LoadGuardOptions {
  log?: (line: string) => void;
  /** The 1-minute load average now (tests pass their own). */
  read?: () => number;
  cores?: number;
  env?: NodeJS.ProcessEnv;
}

/** Starts a guard for one bench run and prints the load before it. */
export function startLoadGuard(name: string, options: LoadGuardOptions = {}): LoadGuard {
  const log = options.log ?? console.log;
  const read = options.read ?? (() => loadavg()[0]!);
  const cores = options.cores ?? cpus().length;
  const threshold = loadThreshold(cores, options.env);
  const before = read();
  let after: number | null = null;
  log(
    `[load] ${name}: before ${before.toFixed(2)} (1-min load average) on ${cores} cores; ` +
      `a verdict needs ≤ ${threshold.toFixed(2)} before and after (BENCH_MAX_LOAD)`,
  );
  const highest = (): number => Math.max(before, after ?? 0);
  const guard: LoadGuard = {
    before,
    cores,
    threshold,
    finish() {
      if (after === null) {
        after = read();
        log(`[load] ${name}: after ${after.toFixed(2)} on ${cores} cores`);
      }
      return after;
    },
    busy: () => highest() > threshold,
    verdict(text) {
      guard.finish();
      return guard.busy() ? `NO VERDICT: machine busy (load ${highest().toFixed(2)})` : text;
    },
  };
  return guard;
}
