import { describe, expect, it } from 'vitest';
import {
  cpuShare,
  ownProcesses,
  parseBusyTicks,
  parseProcStat,
  sampleCpu,
  ticksOfCommand,
} from './cpu-accounting';

describe('CPU accounting from /proc', () => {
  it('parses a process whose command name holds spaces and parentheses', () => {
    const line = '4242 (Web Content (x)) S 17 4242 4242 0 -1 4194560 1 0 0 0 120 30 7 3 20 0 1 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ pid: 4242, ppid: 17, comm: 'Web Content (x)', ticks: 160 });
    expect(parseProcStat('garbage')).toBeNull();
  });

  it('counts user, nice, system, irq and softirq as busy; idle, iowait and steal not', () => {
    expect(parseBusyTicks('cpu  100 5 50 9000 40 3 2 77 0 0\ncpu0 1 2 3')).toBe(160);
  });

  it('owns the descendants of the root and the processes named as its own, nothing else', () => {
    const stats = [
      { pid: 1, ppid: 0, comm: 'init', ticks: 1 },
      { pid: 10, ppid: 1, comm: 'node', ticks: 5 },
      { pid: 11, ppid: 10, comm: 'chromium', ticks: 7 },
      { pid: 12, ppid: 11, comm: 'chromium', ticks: 9 },
      { pid: 20, ppid: 1, comm: 'postgres', ticks: 3 },
      { pid: 30, ppid: 1, comm: 'cc1', ticks: 50 },
    ];
    expect([...ownProcesses(stats, 10, []).keys()].sort()).toEqual([10, 11, 12]);
    expect([...ownProcesses(stats, 10, ['postgres']).keys()].sort()).toEqual([10, 11, 12, 20]);
  });

  it('sums the ticks of every process with one command name, and only those', () => {
    const stats = [
      { pid: 20, ppid: 1, comm: 'postgres', ticks: 3 },
      { pid: 21, ppid: 20, comm: 'postgres', ticks: 40 },
      { pid: 22, ppid: 1, comm: 'postgres: x', ticks: 1000 },
      { pid: 30, ppid: 1, comm: 'node', ticks: 50 },
    ];
    expect(ticksOfCommand(stats, 'postgres')).toBe(43);
    expect(ticksOfCommand(stats, 'pgbench')).toBe(0);
  });

  it("does not count twice a process that exited and was reaped by one of the bench's", () => {
    const start = {
      at: 0,
      busyTicks: 0,
      own: new Map([
        [10, 100],
        [11, 40],
      ]),
    };
    // 11 used 60 more ticks and exited; 10 reaped it (cutime +100) and used 200 itself.
    const end = { at: 1000, busyTicks: 400, own: new Map([[10, 100 + 200 + 100]]) };
    expect(cpuShare(start, end, 100)).toEqual({ own: 2.6, others: 1.4, seconds: 1 });
  });

  it.runIf(process.platform === 'linux')(
    'sees this very process use the CPU',
    () => {
      // Burn 200 ms of this process's CPU time (not wall time: a busy machine may give it less than a core).
      const start = sampleCpu()!;
      const before = process.cpuUsage();
      let x = 0;
      while (process.cpuUsage(before).user < 200_000) x += Math.sqrt(x + 1);
      const share = cpuShare(start, sampleCpu()!, 100);
      expect(x).toBeGreaterThan(0);
      // /proc counts in 10 ms ticks: at least 150 ms of the 200 ms show as the bench's own.
      expect(share.own * share.seconds).toBeGreaterThan(0.15);
    },
    60_000,
  ); // 200 ms of CPU can take many seconds of wall time on a machine this busy (npm test runs it beside the e2e)
});
