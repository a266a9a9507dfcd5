import { describe, expect, it } from 'vitest';
import { parseOperatorConfig } from '@slipstream/contract/operator';
import { errorPageLanguage, geoDecision, groupLockDecision, playerGroupsOf } from './site-gate';

describe('site gate', () => {
  const op = parseOperatorConfig({ geo: { blocked_countries: ['FR', 'US'] } });

  it('[OP4] a blocked country of the header gets the blocked page; others, none or junk pass', () => {
    expect(geoDecision(op, 'fr')).toEqual({ kind: 'blocked', country: 'FR' });
    expect(geoDecision(op, ' US ')).toEqual({ kind: 'blocked', country: 'US' });
    expect(geoDecision(op, 'DE')).toEqual({ kind: 'pass' });
    expect(geoDecision(op, null)).toEqual({ kind: 'pass' });
    expect(geoDecision(op, 'FRA')).toEqual({ kind: 'pass' });
  });

  it("[OP5] a player's groups are the profile statuses and the current status group's name", () => {
    const body = {
      statuses: ['vip', 3],
      progress: {
        points: 1250,
        statusGroups: [
          { name: 'Bronze', status: 'passed' },
          { name: 'Silver', status: 'current' },
          { name: 'Gold', status: 'upcoming' },
        ],
      },
    };
    expect(playerGroupsOf(body)).toEqual(['vip', 'Silver']);
    expect(playerGroupsOf({ statuses: [] })).toEqual([]);
    expect(playerGroupsOf(null)).toEqual([]);
  });

  it('[OP5] the group lock sends visitors and players outside the group away, or shows locked', () => {
    expect(groupLockDecision(op, null)).toEqual({ kind: 'pass' });
    const toPlatform = parseOperatorConfig({
      group_lock: { enabled: true, required_group: 'vip', platform_origin: 'https://platform.example' },
    });
    expect(groupLockDecision(toPlatform, null)).toEqual({
      kind: 'redirect',
      location: 'https://platform.example/',
    });
    expect(groupLockDecision(toPlatform, ['regular'])).toEqual({
      kind: 'redirect',
      location: 'https://platform.example/',
    });
    expect(groupLockDecision(toPlatform, ['regular', 'vip'])).toEqual({ kind: 'pass' });
    const locked = parseOperatorConfig({ group_lock: { enabled: true, required_group: 'vip' } });
    expect(groupLockDecision(locked, [])).toEqual({ kind: 'locked' });
  });

  it('[OP6] error pages take the routed locale when it is an error-page language, else en', () => {
    expect(errorPageLanguage('de')).toBe('de');
    expect(errorPageLanguage('en-AU')).toBe('en-AU');
    expect(errorPageLanguage('pt-BR')).toBe('en');
    expect(errorPageLanguage('fr')).toBe('en');
    expect(errorPageLanguage('nb')).toBe('no');
  });
});
