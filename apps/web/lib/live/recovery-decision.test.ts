import { describe, expect, it } from 'vitest';
import { recoveryDecision } from './recovery-decision';

const mark = { epoch: 'e1', offset: 12 };

describe('recovery decision after a (re)subscribe', () => {
  it('[LV3] first subscribe: the rendered state predates the subscription, so it is reloaded once', () => {
    expect(recoveryDecision(undefined, { wasRecovering: false, recovered: false, epoch: 'e1' })).toBe(
      'refetch',
    );
    expect(recoveryDecision(undefined, { wasRecovering: false, recovered: false, epoch: undefined })).toBe(
      'refetch',
    );
  });

  it('[LV1] recovered in the same epoch: the missed publications follow, nothing to reload', () => {
    expect(recoveryDecision(mark, { wasRecovering: true, recovered: true, epoch: 'e1' })).toBe('recovered');
  });

  it('[LV2] not recovered (away beyond the history window): reload', () => {
    expect(recoveryDecision(mark, { wasRecovering: true, recovered: false, epoch: 'e1' })).toBe('refetch');
  });

  it('[LV2] a resubscribe that did not try to recover may have missed publications: reload', () => {
    expect(recoveryDecision(mark, { wasRecovering: false, recovered: false, epoch: 'e1' })).toBe('refetch');
    expect(recoveryDecision(mark, { wasRecovering: false, recovered: false, epoch: undefined })).toBe(
      'refetch',
    );
  });

  it('[LV2] epoch changed (restarted server): reload, even when the server claims a recovery', () => {
    expect(recoveryDecision(mark, { wasRecovering: true, recovered: false, epoch: 'e2' })).toBe('refetch');
    expect(recoveryDecision(mark, { wasRecovering: true, recovered: true, epoch: 'e2' })).toBe('refetch');
  });

  it('[LV1] a mark without an epoch yet (no publication seen) recovers on the server’s word', () => {
    expect(
      recoveryDecision({ epoch: '', offset: 0 }, { wasRecovering: true, recovered: true, epoch: 'e1' }),
    ).toBe('recovered');
  });
});
