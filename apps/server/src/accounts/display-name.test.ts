import { describe, expect, it } from 'vitest';
import { displayName, isLoggedIn } from '@slipstream/contract';

const none = {
  first_name: null,
  last_name: null,
  nickname: null,
  email: null,
  auth_phone_number: null,
  mobile_phone: null,
};

describe('display name and logged-in rule (account-and-surroundings §1)', () => {
  it('falls back from full name to nickname to e-mail to phone', () => {
    const all = {
      ...none,
      first_name: 'Ada',
      last_name: 'Lovelace',
      nickname: 'ada',
      email: 'a@x.io',
      auth_phone_number: '+4412',
    };
    expect(displayName(all)).toBe('Ada Lovelace');
    expect(displayName({ ...all, last_name: null })).toBe('Ada');
    expect(displayName({ ...all, first_name: ' ', last_name: null })).toBe('ada');
    expect(displayName({ ...all, first_name: null, last_name: null, nickname: '' })).toBe('a@x.io');
    expect(displayName({ ...none, auth_phone_number: '+4412' })).toBe('+4412');
    expect(displayName({ ...none, mobile_phone: '+4913' })).toBe('+4913');
    expect(displayName(none)).toBe('');
  });

  it('counts a user as logged in when an e-mail or an auth phone number is present', () => {
    expect(isLoggedIn({ email: 'a@x.io', auth_phone_number: null })).toBe(true);
    expect(isLoggedIn({ email: null, auth_phone_number: '+4412' })).toBe(true);
    expect(isLoggedIn({ email: null, auth_phone_number: null })).toBe(false);
    expect(isLoggedIn({ email: '  ', auth_phone_number: '' })).toBe(false);
  });
});
