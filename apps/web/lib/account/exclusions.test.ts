import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { EXCLUSION_CHOICES, exclusionNoticeKey } from './exclusions';

describe('take a break and self-exclusion on the page', () => {
  it('[SX1] offers a break of a day, a week or a month and a self-exclusion of months or years', () => {
    expect(EXCLUSION_CHOICES).toEqual([
      { kind: 'break', periods: ['24h', '7d', '30d'] },
      { kind: 'self_exclusion', periods: ['6m', '1y', '5y'] },
    ]);
    for (const { kind, periods } of EXCLUSION_CHOICES) {
      expect(`account.form.exclusion.kind.${kind}` in en).toBe(true);
      for (const p of periods) expect(`account.form.exclusion.period.${p}` in en).toBe(true);
    }
  });

  it('[SX8] the notice says why: break, self-exclusion, its end awaiting a return, the cooling-off, a register', () => {
    const keys = [
      exclusionNoticeKey('break', 'running'),
      exclusionNoticeKey('self_exclusion', 'running'),
      exclusionNoticeKey('self_exclusion', 'awaiting_return'),
      exclusionNoticeKey('self_exclusion', 'cooling_off'),
      exclusionNoticeKey('register', 'register'),
    ];
    expect(keys).toEqual([
      'exclusion.notice.break',
      'exclusion.notice.selfExclusion',
      'exclusion.notice.awaitingReturn',
      'exclusion.notice.coolingOff',
      'exclusion.notice.register',
    ]);
    for (const k of keys) expect(`account.form.${k}` in en, k).toBe(true);
  });
});
