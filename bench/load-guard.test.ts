import { describe, expect, it } from 'vitest';
import { loadThreshold, startLoadGuard } from './load-guard';

function guardWith(loads: number[], env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const guard = startLoadGuard('test', {
    log: (l) => lines.push(l),
    read: () => loads.shift()!,
    cores: 2,
    env,
  });
  return { guard, lines };
}

describe('load guard', () => {
  it('defaults to half the cores; BENCH_MAX_LOAD overrides it, nonsense does not', () => {
    expect(loadThreshold(2, {})).toBe(1);
    expect(loadThreshold(8, {})).toBe(4);
    expect(loadThreshold(2, { BENCH_MAX_LOAD: '1.5' })).toBe(1.5);
    expect(loadThreshold(2, { BENCH_MAX_LOAD: 'busy' })).toBe(1);
    expect(loadThreshold(2, { BENCH_MAX_LOAD: '-3' })).toBe(1);
  });

  it('keeps the verdict on a quiet machine and prints both readings with the core count', () => {
    const { guard, lines } = guardWith([0.2, 0.9]);
    expect(guard.verdict('targets met')).toBe('targets met');
    expect(lines[0]).toMatch(/before 0\.20 .* on 2 cores/);
    expect(lines[1]).toMatch(/after 0\.90 on 2 cores/);
  });

  it('replaces the verdict when the load before was above the threshold', () => {
    const { guard } = guardWith([1.7, 0.3]);
    expect(guard.verdict('targets met')).toBe('NO VERDICT: machine busy (load 1.70)');
  });

  it('replaces the verdict when the load after was above it, quoting the highest reading', () => {
    const { guard } = guardWith([0.4, 2.25]);
    expect(guard.busy()).toBe(false);
    expect(guard.verdict('targets NOT met')).toBe('NO VERDICT: machine busy (load 2.25)');
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
