import { describe, expect, it } from 'vitest';
import { registerCatalogue } from '../i18n/messages';
import { statusGroupName } from './status-group-name';

describe('status group names', () => {
  it('[AC] the built-in tiers are in the locale, other groups as the operator named them', () => {
    registerCatalogue('de', { 'account.form.profile.tier.silver': 'Silber' });
    expect(statusGroupName('de', 'Silver')).toBe('Silber');
    expect(statusGroupName('de', 'VIP club')).toBe('VIP club');
  });
});
