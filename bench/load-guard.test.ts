import { describe, expect, it } from 'vitest';
import type { CpuSample } from './cpu-accounting';
import { loadThreshold, otherCpuThreshold, startLoadGuard } from './load-guard';

function guardWith(loads: number[], env: NodeJS.ProcessEnv = {}, samples: (CpuSample | null)[] = []) {
  const lines: string[] = [];
  const guard = startLoadGuard('test', {
    log: (l) => lines.push(l),
    read: () => loads.shift()!,
    sample: () => (samples.length > 0 ? samples.shift()! : null),
    hz: 100,
    cores: 2,
    env,
  });
  return { guard, lines };
}

/** A /proc sample: `busy` ticks in all, the bench's processes by pid. */
const at = (seconds: number, busy: number, own: Record<number, number>): CpuSample => ({
  at: seconds * 1000,
  busyTicks: busy,
  own: new Map(Object.entries(own).map(([pid, ticks]) => [Number(pid), ticks])),
});

describe('load guard', () => {
  it('defaults to half the cores; BENCH_MAX_LOAD overrides it, nonsense does not', () => {
    expect(loadThreshold(2, {})).toBe(1);
    expect(loadThreshold(8, {})).toBe(4);
    expect(loadThreshold(2, { BENCH_MAX_LOAD: '1.5' })).toBe(1.5);
    expect(loadThreshold(2, { BENCH_MAX_LOAD: 'busy' })).toBe(1);
    expect(loadThreshold(2, { BENCH_MAX_LOAD: '-3' })).toBe(1);
    expect(otherCpuThreshold({})).toBe(0.2);
    expect(otherCpuThreshold({ BENCH_MAX_OTHER_CPU: '0.5' })).toBe(0.5);
  });

  it('replaces the verdict when the load before was above the threshold', () => {
    const { guard } = guardWith([1.7, 0.3], {}, [at(0, 0, {}), at(10, 0, {})]);
    expect(guard.verdict('targets met')).toBe('NO VERDICT: machine busy (load 1.70 before)');
  });

  it("keeps the verdict when only the bench's own work lifted the load after the run", () => {
    // Both cores busy for 10 s (2,000 ticks), all of them the bench's (pid 10, a child 11 and a child that
    // exited and was reaped: its ticks moved into 10's count).
    const { guard, lines } = guardWith([0.4, 1.6], {}, [
      at(0, 5_000, { 10: 100, 12: 50 }),
      at(10, 7_000, { 10: 100 + 1_200 + 50, 11: 800 }),
    ]);
    expect(guard.verdict('targets met')).toBe('targets met');
    expect(guard.cpu()).toEqual({ own: 2, others: 0, seconds: 10 });
    expect(lines[0]).toMatch(/before 0\.40 .* on 2 cores/);
    expect(lines[1]).toMatch(
      /after 1\.60 on 2 cores; over 10 s the bench used 2\.00 cores, other processes 0\.00/,
    );
  });

  it('replaces the verdict when other processes used the CPU during the run, however low the load before', () => {
    // 2,000 busy ticks in 10 s, 1,400 of them the bench's: others used 0.6 cores.
    const { guard } = guardWith([0.2, 1.1], {}, [at(0, 0, { 10: 0 }), at(10, 2_000, { 10: 1_400 })]);
    expect(guard.busy()).toBe(false);
    expect(guard.verdict('targets NOT met')).toBe(
      'NO VERDICT: machine busy (other processes used 0.60 cores)',
    );
    expect(
      guardWith([0.2, 1.1], { BENCH_MAX_OTHER_CPU: '0.7' }, [
        at(0, 0, { 10: 0 }),
        at(10, 2_000, { 10: 1_400 }),
      ]).guard.verdict('ok'),
    ).toBe('ok');
  });

  it('without /proc, the load after the run decides, quoting it', () => {
    const { guard, lines } = guardWith([0.4, 2.25]);
    expect(lines[0]).toMatch(/no \/proc/);
    expect(guard.busy()).toBe(false);
    expect(guard.verdict('targets NOT met')).toBe('NO VERDICT: machine busy (load 2.25 after)');
    expect(guardWith([0.2, 0.9]).guard.verdict('targets met')).toBe('targets met');
  });

  it('reads the load after only once, however often the verdict is asked', () => {
    const { guard, lines } = guardWith([0.1, 0.2, 5]);
    guard.finish();
    expect(guard.verdict('ok')).toBe('ok');
    expect(lines).toHaveLength(2);
  });

  it('honours BENCH_MAX_LOAD', () => {
    const { guard } = guardWith([1.7, 1.8], { BENCH_MAX_LOAD: '2' });
    expect(guard.verdict('ok')).toBe('ok');
  });
});
