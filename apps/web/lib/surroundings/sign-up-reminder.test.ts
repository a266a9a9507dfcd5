import { describe, expect, it } from 'vitest';
import { shouldScheduleReminder } from './sign-up-reminder';

const visitor = { status: 'NOT_LOGGED_IN', seconds: 30, framed: false, audit: false, seen: false };

describe('sign-up reminder', () => {
  it('[SR1] once, for a known visitor, outside frames and audits, unless turned off', () => {
    expect(shouldScheduleReminder(visitor)).toBe(true);
    expect(shouldScheduleReminder({ ...visitor, seen: true })).toBe(false);
    expect(shouldScheduleReminder({ ...visitor, status: 'LOGGED_IN' })).toBe(false);
    expect(shouldScheduleReminder({ ...visitor, status: 'UNKNOWN' })).toBe(false);
    expect(shouldScheduleReminder({ ...visitor, seconds: 0 })).toBe(false);
    expect(shouldScheduleReminder({ ...visitor, framed: true })).toBe(false);
    expect(shouldScheduleReminder({ ...visitor, audit: true })).toBe(false);
  });
});
