/// <reference types="node" />
/**
 * The load guard every bench uses (apps/server, apps/web, packages/betting import this one file; it needs
 * nothing but Node built-ins, so no workspace gains an undeclared dependency). A figure measured while other
 * processes compete for the CPU is not the product's: the guard prints the 1-minute load average and the core
 * count before and after the run and, when the machine was busy, prints the figures but replaces the verdict
 * (met / NOT met) with "NO VERDICT: machine busy (…)".
 *
 * Busy means either:
 * - the load average before the run is above the threshold: BENCH_MAX_LOAD (a load average, e.g.
 *   `BENCH_MAX_LOAD=1.5`), by default half the cores; or
 * - other processes used more than BENCH_MAX_OTHER_CPU cores (default 0.2) on average during the run, measured
 *   from /proc (cpu-accounting.ts): all busy CPU time minus the bench's own processes (itself, its descendants,
 *   and the processes named in `alsoOwn`, e.g. PostgreSQL for the database benches).
 * The load average after the run is printed but does not decide: it counts the bench's own work (a bench that
 * keeps both cores of a 2-core machine busy for 10 s lifts it by about 0.3), so it would call every honest
 * full-size run busy. Where /proc is missing (not Linux), the load after the run decides as before.
 */
import { cpus, loadavg } from 'node:os';
import { cpuShare, sampleCpu, ticksPerSecond, type CpuSample, type CpuShare } from './cpu-accounting';

export interface LoadGuard {
  /** The 1-minute load average when the guard started. */
  readonly before: number;
  readonly cores: number;
  readonly threshold: number;
  /** Cores other processes may use on average during the run (BENCH_MAX_OTHER_CPU). */
  readonly otherCpuThreshold: number;
  /** Reads and prints the load after the run and who used the CPU; later verdicts consider it. Idempotent. */
  finish(): number;
  /** Cores the bench and everyone else used during the run (once finished; null without /proc). */
  cpu(): CpuShare | null;
  /** True when the load before was above the threshold or (once finished) others used the CPU. */
  busy(): boolean;
  /**
   * Finishes the guard and returns the verdict text as is on a quiet machine, else the NO VERDICT line that
   * says why.
   */
  verdict(text: string): string;
}

function positiveNumber(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : null;
}

export function loadThreshold(cores = cpus().length, env: NodeJS.ProcessEnv = process.env): number {
  return positiveNumber(env.BENCH_MAX_LOAD) ?? 0.5 * cores;
}

export function otherCpuThreshold(env: NodeJS.ProcessEnv = process.env): number {
  return positiveNumber(env.BENCH_MAX_OTHER_CPU) ?? 0.2;
}

export interface LoadGuardOptions {
  log?: (line: string) => void;
  /** The 1-minute load average now (tests pass their own). */
  read?: () => number;
  /** A CPU sample now, or null without /proc (tests pass their own). */
  sample?: () => CpuSample | null;
  /** USER_HZ (tests pass their own). */
  hz?: number;
  /** Command names whose processes count as the bench's own (e.g. ['postgres'] for the database benches). */
  alsoOwn?: readonly string[];
  cores?: number;
  env?: NodeJS.ProcessEnv;
}

/** Starts a guard for one bench run and prints the load before it. */
export function startLoadGuard(name: string, options: LoadGuardOptions = {}): LoadGuard {
  const log = options.log ?? console.log;
  const read = options.read ?? (() => loadavg()[0]!);
  const sample = options.sample ?? (() => sampleCpu(options.alsoOwn ?? []));
  const cores = options.cores ?? cpus().length;
  const threshold = loadThreshold(cores, options.env);
  const otherMax = otherCpuThreshold(options.env);
  const before = read();
  const startSample = sample();
  let after: number | null = null;
  let share: CpuShare | null = null;
  log(
    `[load] ${name}: before ${before.toFixed(2)} (1-min load average) on ${cores} cores; a verdict needs ` +
      `≤ ${threshold.toFixed(2)} before (BENCH_MAX_LOAD)` +
      (startSample
        ? ` and other processes ≤ ${otherMax.toFixed(2)} cores during the run (BENCH_MAX_OTHER_CPU)`
        : ' and after (no /proc here to tell the bench from other processes)'),
  );
  const reasons = (): string[] => {
    const why: string[] = [];
    if (before > threshold) why.push(`load ${before.toFixed(2)} before`);
    if (after !== null && share) {
      if (share.others > otherMax) why.push(`other processes used ${share.others.toFixed(2)} cores`);
    } else if (after !== null && after > threshold) why.push(`load ${after.toFixed(2)} after`);
    return why;
  };
  const guard: LoadGuard = {
    before,
    cores,
    threshold,
    otherCpuThreshold: otherMax,
    finish() {
      if (after === null) {
        after = read();
        const endSample = startSample ? sample() : null;
        share =
          startSample && endSample ? cpuShare(startSample, endSample, options.hz ?? ticksPerSecond()) : null;
        log(
          `[load] ${name}: after ${after.toFixed(2)} on ${cores} cores` +
            (share
              ? `; over ${share.seconds.toFixed(0)} s the bench used ${share.own.toFixed(2)} cores, ` +
                `other processes ${share.others.toFixed(2)}`
              : ''),
        );
      }
      return after;
    },
    cpu: () => share,
    busy: () => reasons().length > 0,
    verdict(text) {
      guard.finish();
      const why = reasons();
      return why.length > 0 ? `NO VERDICT: machine busy (${why.join(', ')})` : text;
    },
  };
  return guard;
}
