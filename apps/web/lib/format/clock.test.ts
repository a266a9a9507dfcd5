import { describe, expect, it } from 'vitest';
import { clockDisplay, parseClockTime } from './clock';

const base = {
  match_time: '12:30',
  stoppage_time: null,
  stoppage_time_announced: null,
  remaining_time: null,
  remaining_time_in_period: null,
  stopped: false,
  clock_updated_at: '2026-01-01T10:00:00.000Z',
};
const t0 = Date.parse(base.clock_updated_at);

describe('live clock', () => {
  it('parses MM:SS and MM', () => {
    expect(parseClockTime('12:30')).toBe(750);
    expect(parseClockTime('45')).toBe(2700);
    expect(parseClockTime('x')).toBeNull();
  });
  it('runs forward from the last update', () => {
    expect(clockDisplay(base, t0)).toBe('12:30');
    expect(clockDisplay(base, t0 + 65_000)).toBe('13:35');
  });
  it('holds when stopped and counts down remaining time', () => {
    expect(clockDisplay({ ...base, stopped: true }, t0 + 65_000)).toBe('12:30');
    expect(clockDisplay({ ...base, remaining_time_in_period: '05:00' }, t0 + 10_000)).toBe('04:50');
    expect(clockDisplay({ ...base, remaining_time_in_period: '00:05' }, t0 + 10_000)).toBe('00:00');
  });
});
