import { describe, expect, it } from 'vitest';
import { depositReminderCookie, depositReminderDue } from './deposit-reminder';

describe('depositReminderDue', () => {
  const base = { configuredGroups: ['Bronze', 'vip'], playerGroups: ['Bronze'], cookie: 'a=1' };
  it('[AC20] a player in a configured group without the cookie is due', () => {
    expect(depositReminderDue(base)).toBe(true);
    expect(depositReminderDue({ ...base, playerGroups: ['VIP'] })).toBe(true);
  });
  it('[AC20] not due with no groups configured, outside them, or with the day cookie', () => {
    expect(depositReminderDue({ ...base, configuredGroups: [] })).toBe(false);
    expect(depositReminderDue({ ...base, playerGroups: ['Silver'] })).toBe(false);
    expect(depositReminderDue({ ...base, cookie: 'a=1; slipstream_deposit_reminder=1' })).toBe(false);
  });
  it('[AC20] the cookie lasts one day', () => {
    expect(depositReminderCookie(false)).toBe(
      'slipstream_deposit_reminder=1; Max-Age=86400; Path=/; SameSite=Lax',
    );
    expect(depositReminderCookie(true)).toMatch(/; Secure$/);
  });
});
