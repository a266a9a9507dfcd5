/// <reference types="node" />
/**
 * Who used the CPU during a bench run (Linux /proc; nothing but Node built-ins). The 1-minute load average
 * after a run counts the bench's own work, so on a 2-core machine a CPU-heavy bench always looks "busy"; this
 * separates the bench's processes from everyone else's:
 * - busy ticks: every CPU's user + nice + system + irq + softirq time from /proc/stat (steal and idle excluded);
 * - the bench's own ticks: utime + stime + cutime + cstime (children it has reaped count too) of this process,
 *   every process descended from it (servers, client processes, pgbench, Chromium), and every process whose
 *   command name is listed in `alsoOwn` (PostgreSQL's processes, when the bench measures the database: the
 *   postmaster reaps its backends, so exited backends stay counted in its cutime).
 * Other processes' CPU over the run = Δbusy − Δown, in cores (ticks ÷ wall seconds ÷ USER_HZ).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface CpuSample {
  /** Wall clock in ms. */
  readonly at: number;
  /** CPU ticks every core spent busy since boot. */
  readonly busyTicks: number;
  /** CPU ticks the bench's processes (and those it reaped) used, per pid. */
  readonly own: ReadonlyMap<number, number>;
}

export interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  readonly comm: string;
  /** utime + stime + cutime + cstime. */
  readonly ticks: number;
}

/** Parses /proc/<pid>/stat; the command name may hold spaces and parentheses, so it ends at the LAST ')'. */
export function parseProcStat(text: string): ProcStat | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14..17.
  const n = (field: number) => Number(rest[field - 3]);
  const ticks = n(14) + n(15) + n(16) + n(17);
  const pid = Number(text.slice(0, open).trim());
  if (!Number.isFinite(ticks) || !Number.isFinite(pid)) return null;
  return { pid, ppid: n(4), comm: text.slice(open + 1, close), ticks };
}

/** Busy ticks of the first line of /proc/stat ("cpu  user nice system idle iowait irq softirq steal …"). */
export function parseBusyTicks(procStat: string): number {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return user + nice + system + irq + softirq;
}

/** The processes descended from `root` (itself included) plus those named in `alsoOwn`. */
export function ownProcesses(
  stats: readonly ProcStat[],
  root: number,
  alsoOwn: readonly string[],
): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s.pid]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const own = new Map<number, number>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const stat = byPid.get(pid);
    if (!stat || own.has(pid)) continue;
    own.set(pid, stat.ticks);
    queue.push(...(children.get(pid) ?? []));
  }
  for (const s of stats) if (alsoOwn.includes(s.comm)) own.set(s.pid, s.ticks);
  return own;
}

/** Reads a sample from /proc, or null where there is no /proc (not Linux). */
export function sampleCpu(alsoOwn: readonly string[] = [], root = process.pid): CpuSample | null {
  try {
    const busyTicks = parseBusyTicks(readFileSync('/proc/stat', 'utf8'));
    const stats = readProcStats();
    return stats ? { at: Date.now(), busyTicks, own: ownProcesses(stats, root, alsoOwn) } : null;
  } catch {
    return null;
  }
}

/** CPU ticks of every process with this command name (reaped children included, as in `ProcStat.ticks`). */
export function ticksOfCommand(stats: readonly ProcStat[], comm: string): number {
  let ticks = 0;
  for (const s of stats) if (s.comm === comm) ticks += s.ticks;
  return ticks;
}

/** Every process's /proc/<pid>/stat, or null where there is no /proc. */
export function readProcStats(): ProcStat[] | null {
  try {
    const stats: ProcStat[] = [];
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
        if (stat) stats.push(stat);
      } catch {
        // the process exited between the listing and the read
      }
    }
    return stats;
  } catch {
    return null;
  }
}

let userHz: number | null = null;
/** USER_HZ, the unit of /proc's tick counts (100 on every common Linux). */
export function ticksPerSecond(): number {
  if (userHz === null) {
    try {
      userHz = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      userHz = 100;
    }
  }
  return userHz;
}

export interface CpuShare {
  /** Cores the bench's own processes used on average over the run. */
  readonly own: number;
  /** Cores every other process used on average over the run. */
  readonly others: number;
  readonly seconds: number;
}

/**
 * Average cores used between two samples by the bench and by everyone else. A process of the bench that is
 * gone at the end has handed its ticks to the process that reaped it (counted if that one is the bench's).
 */
export function cpuShare(start: CpuSample, end: CpuSample, hz: number): CpuShare {
  const seconds = Math.max(0.001, (end.at - start.at) / 1000);
  let ownTicks = 0;
  for (const [pid, ticks] of end.own) ownTicks += ticks - (start.own.get(pid) ?? 0);
  // Gone by the end: its whole life's ticks moved into its reaper's cutime, of which the part before the run
  // must not count.
  for (const [pid, ticks] of start.own) if (!end.own.has(pid)) ownTicks -= ticks;
  const busy = end.busyTicks - start.busyTicks;
  const own = Math.max(0, ownTicks) / hz / seconds;
  const others = Math.max(0, busy - Math.max(0, ownTicks)) / hz / seconds;
  return { own, others, seconds };
}
