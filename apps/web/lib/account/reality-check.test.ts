import type { SportsbookSessionInfo } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { formatDuration, parseResponsibleEvent, realityCheckDelayMs } from './reality-check';

const info = (due: string | null, open = true): SportsbookSessionInfo => ({
  session: open
    ? { id: 1, started_at: '2026-01-05T12:00:00.000Z', expires_at: null, continued_at: null }
    : null,
  played_seconds: 90,
  reality_check_interval_seconds: due ? 600 : null,
  reality_check_due_at: due,
  bets: [],
});

describe('reality check (AC10)', () => {
  const now = Date.parse('2026-01-05T12:05:00.000Z');
  it('[AC10] the reminder is scheduled for its due time, at once when overdue', () => {
    expect(realityCheckDelayMs(info('2026-01-05T12:10:00.000Z'), now)).toBe(300_000);
    expect(realityCheckDelayMs(info('2026-01-05T12:00:00.000Z'), now)).toBe(0);
  });
  it('[AC10] nothing is scheduled without an open session or with reminders off', () => {
    expect(realityCheckDelayMs(null, now)).toBeNull();
    expect(realityCheckDelayMs(info('2026-01-05T12:10:00.000Z', false), now)).toBeNull();
    expect(realityCheckDelayMs(info(null), now)).toBeNull();
  });
  it('[AC10] time played reads HH:MM:SS', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3_725)).toBe('01:02:05');
    expect(formatDuration(-5)).toBe('00:00:00');
  });
  it('[AC11] only our own cross-tab events are taken', () => {
    expect(parseResponsibleEvent({ type: 'activity_limit' })).toEqual({ type: 'activity_limit' });
    expect(parseResponsibleEvent({ type: 'reality_check', info: info(null) })?.type).toBe('reality_check');
    expect(parseResponsibleEvent({ type: 'reality_check' })).toBeNull();
    expect(parseResponsibleEvent({ type: 'other' })).toBeNull();
    expect(parseResponsibleEvent('activity_limit')).toBeNull();
  });
});
