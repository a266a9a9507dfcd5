import { afterEach, describe, expect, it } from 'vitest';
import { accountModalStore } from './account-modal-store';

afterEach(() => {
  while (accountModalStore.get()) accountModalStore.close();
});

describe('account modal store', () => {
  it('[AC19][AC17] the deposit after sign-up waits under the phone verification and comes back when it closes', () => {
    accountModalStore.open({ kind: 'deposit', welcomeEmail: 'new@example.com' });
    accountModalStore.open({ kind: 'phone_verification' });
    expect(accountModalStore.get()?.kind).toBe('phone_verification');
    accountModalStore.close();
    expect(accountModalStore.get()).toEqual({ kind: 'deposit', welcomeEmail: 'new@example.com' });
    accountModalStore.close();
    expect(accountModalStore.get()).toBeNull();
  });

  it('any other modal replaces the open one (one at a time), and closing leaves none', () => {
    accountModalStore.open({ kind: 'deposit' });
    accountModalStore.open({ kind: 'forgot_password' });
    accountModalStore.close();
    expect(accountModalStore.get()).toBeNull();
  });

  it('phone verification opened alone closes to nothing', () => {
    accountModalStore.open({ kind: 'phone_verification' });
    accountModalStore.close();
    expect(accountModalStore.get()).toBeNull();
  });
});
