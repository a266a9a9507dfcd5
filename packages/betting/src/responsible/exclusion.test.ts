import { describe, expect, it } from 'vitest';
import {
  applyExclusionRequest,
  exclusionEnd,
  exclusionHolds,
  exclusionShownUntil,
  periodFitsKind,
  requestReturn,
  type ExclusionState,
} from './exclusion';

const T0 = Date.UTC(2026, 7, 31, 12, 0, 0); // 31 Aug 2026 12:00 UTC
const H = 3_600_000;
const D = 24 * H;

describe('take a break and self-exclusion', () => {
  it('[SX1] a break lasts exact days, a self-exclusion calendar months and years (end of a shorter month)', () => {
    expect(exclusionEnd('24h', T0)).toBe(T0 + D);
    expect(exclusionEnd('7d', T0)).toBe(T0 + 7 * D);
    expect(exclusionEnd('30d', T0)).toBe(T0 + 30 * D);
    expect(new Date(exclusionEnd('6m', T0)).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(new Date(exclusionEnd('1y', T0)).toISOString()).toBe('2027-08-31T12:00:00.000Z');
    expect(new Date(exclusionEnd('5y', T0)).toISOString()).toBe('2031-08-31T12:00:00.000Z');
    expect(new Date(exclusionEnd('1y', Date.UTC(2028, 1, 29))).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('[SX1] a period belongs to one kind', () => {
    expect(periodFitsKind('break', '7d')).toBe(true);
    expect(periodFitsKind('break', '6m')).toBe(false);
    expect(periodFitsKind('self_exclusion', '1y')).toBe(true);
    expect(periodFitsKind('self_exclusion', '24h')).toBe(false);
  });

  it('[SX2] a first request starts at once; a break ends by itself at its end', () => {
    const out = applyExclusionRequest(null, 'break', '24h', T0);
    expect(out).toEqual({
      changed: true,
      extended: false,
      state: { kind: 'break', untilMs: T0 + D, liftsAtMs: null },
    });
    expect(exclusionHolds(out.state, T0 + D - 1)).toBe(true);
    expect(exclusionHolds(out.state, T0 + D)).toBe(false);
  });

  it('[SX3] a shorter or equal request changes nothing; a longer one extends', () => {
    const week = applyExclusionRequest(null, 'break', '7d', T0).state;
    expect(applyExclusionRequest(week, 'break', '24h', T0 + H)).toEqual({ changed: false, state: week });
    // 7 days asked an hour later ends an hour later: longer, so it extends.
    const again = applyExclusionRequest(week, 'break', '7d', T0 + H);
    expect(again).toMatchObject({ changed: true, extended: true, state: { untilMs: T0 + H + 7 * D } });
    const self = applyExclusionRequest(week, 'self_exclusion', '6m', T0 + H);
    expect(self).toMatchObject({ changed: true, state: { kind: 'self_exclusion', liftsAtMs: null } });
    // A break never turns a self-exclusion back into a break, nor shortens it.
    expect(applyExclusionRequest(self.state, 'break', '30d', T0 + 2 * H)).toEqual({
      changed: false,
      state: self.state,
    });
  });

  it('[SX5] a self-exclusion holds after its period until a return request and its cooling-off', () => {
    const s: ExclusionState = { kind: 'self_exclusion', untilMs: T0 + 10 * D, liftsAtMs: null };
    expect(exclusionHolds(s, T0 + 400 * D)).toBe(true);
    expect(requestReturn(s, T0 + D, D)).toEqual({ ok: false, reason: 'period_running' });
    const back = requestReturn(s, T0 + 11 * D, D);
    expect(back).toEqual({ ok: true, state: { ...s, liftsAtMs: T0 + 12 * D } });
    if (!back.ok) throw new Error('unreachable');
    expect(exclusionHolds(back.state, T0 + 12 * D - 1)).toBe(true);
    expect(exclusionHolds(back.state, T0 + 12 * D)).toBe(false);
    expect(exclusionShownUntil(back.state)).toBe(T0 + 12 * D);
    expect(requestReturn(back.state, T0 + 11 * D + H, D)).toEqual({ ok: false, reason: 'already_returning' });
  });

  it('[SX5] a break needs no return, and nothing in force has none', () => {
    const b: ExclusionState = { kind: 'break', untilMs: T0 + D, liftsAtMs: null };
    expect(requestReturn(b, T0, D)).toEqual({ ok: false, reason: 'break' });
    expect(requestReturn(null, T0, D)).toEqual({ ok: false, reason: 'none' });
    expect(requestReturn(b, T0 + 2 * D, D)).toEqual({ ok: false, reason: 'none' });
  });

  it('[SX3] a new request after a self-exclusion period ended starts a new period and cancels a return under way', () => {
    const s: ExclusionState = { kind: 'self_exclusion', untilMs: T0, liftsAtMs: T0 + 2 * H };
    const out = applyExclusionRequest(s, 'break', '24h', T0 + H);
    expect(out).toEqual({
      changed: true,
      extended: true,
      state: { kind: 'self_exclusion', untilMs: T0 + H + D, liftsAtMs: null },
    });
  });
});
