import { describe, expect, it } from 'vitest';
import { embedRoute, unlockAllowed } from '../embedding/embed-state';
import { quickDepositOffered } from './feature-flags';
import { DEFAULT_OPERATOR_CONFIG, siteConfigFromEnv } from './site-config';
import { parseOperatorConfig } from '@slipstream/contract/operator';

describe('§5 feature flags (OP8)', () => {
  it('[OP8] quick deposit: off hides it; a test group offers it only to that group; null to everyone', () => {
    expect(quickDepositOffered({ enabled: true, testGroup: null }, [])).toBe(true);
    expect(quickDepositOffered({ enabled: false, testGroup: null }, ['VIP'])).toBe(false);
    expect(quickDepositOffered({ enabled: true, testGroup: 'vip' }, ['Bronze', 'VIP'])).toBe(true);
    expect(quickDepositOffered({ enabled: true, testGroup: 'vip' }, ['Bronze'])).toBe(false);
    expect(quickDepositOffered({ enabled: false, testGroup: 'vip' }, ['vip'])).toBe(false);
  });

  it('[OP8] iframe_auth_preloaders: a frame without a sign-in/up listener opens ours only with the flag', () => {
    const bare = { framed: true, listeners: [] };
    const on = { authPreloaders: true, unlock: false };
    const off = { authPreloaders: false, unlock: false };
    expect(embedRoute('sign-in', bare, off)).toBe('unavailable');
    expect(embedRoute('sign-in', bare, on)).toBe('local');
    expect(embedRoute('sign-up', bare, on)).toBe('local');
    expect(embedRoute('sign-in', { framed: true, listeners: ['sign-in'] }, on)).toBe('host');
    expect(embedRoute('sign-in', { framed: false, listeners: [] }, off)).toBe('local');
  });

  it('[OP8] iframe_unlock: the unlock modals open in a frame only with the flag, always outside one', () => {
    const framed = { framed: true, listeners: [] };
    expect(unlockAllowed(framed, { authPreloaders: false, unlock: false })).toBe(false);
    expect(unlockAllowed(framed, { authPreloaders: false, unlock: true })).toBe(true);
    expect(unlockAllowed({ framed: false, listeners: [] }, { authPreloaders: false, unlock: false })).toBe(
      true,
    );
  });

  it('[OP8] the site config carries the flags from the operator file (defaults and a file turning them)', () => {
    const byDefault = siteConfigFromEnv({}, DEFAULT_OPERATOR_CONFIG);
    expect(byDefault.responsibleGambling).toBe(true);
    expect(byDefault.quickDeposit).toEqual({ enabled: true, testGroup: null });
    expect(byDefault.frameFlags).toEqual({ authPreloaders: false, unlock: false });
    const turned = siteConfigFromEnv(
      {},
      parseOperatorConfig({
        features: {
          responsible_gambling: false,
          quick_deposit_test_group: 'VIP',
          iframe_auth_preloaders: true,
          iframe_unlock: true,
        },
      }),
    );
    expect(turned.responsibleGambling).toBe(false);
    expect(turned.quickDeposit).toEqual({ enabled: true, testGroup: 'VIP' });
    expect(turned.frameFlags).toEqual({ authPreloaders: true, unlock: true });
  });
});
