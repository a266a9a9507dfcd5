/**
 * Take a break and self-exclusion (SPEC.md SX): which periods exist, when one ends, and what a new request does
 * to the exclusion in force. Pure: the caller gives the time.
 */

/** A break: a day, a week or a month. */
export const BREAK_PERIODS = ['24h', '7d', '30d'] as const;
/** A self-exclusion: months to years. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_KINDS = ['break', 'self_exclusion'] as const;

export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
export type ExclusionPeriod = BreakPeriod | SelfExclusionPeriod;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

const DAY_MS = 86_400_000;

/** SX1: a break's period is exact hours and days; a self-exclusion's is calendar months or years (UTC). */
export function exclusionEnd(period: ExclusionPeriod, fromMs: number): number {
  switch (period) {
    case '24h':
      return fromMs + DAY_MS;
    case '7d':
      return fromMs + 7 * DAY_MS;
    case '30d':
      return fromMs + 30 * DAY_MS;
    case '6m':
      return addUtcMonths(fromMs, 6);
    case '1y':
      return addUtcMonths(fromMs, 12);
    case '5y':
      return addUtcMonths(fromMs, 60);
  }
}

/** The same day of the month `months` later, or that month's last day when it is shorter (31 Aug + 6m = 28/29 Feb). */
function addUtcMonths(fromMs: number, months: number): number {
  const d = new Date(fromMs);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** SX1: a period belongs to one kind only. */
export function periodFitsKind(kind: ExclusionKind, period: ExclusionPeriod): boolean {
  return kind === 'break'
    ? (BREAK_PERIODS as readonly string[]).includes(period)
    : (SELF_EXCLUSION_PERIODS as readonly string[]).includes(period);
}

/** The player's own exclusion as stored: its kind, when its period ends, and (self-exclusion) when it lifts. */
export interface ExclusionState {
  readonly kind: ExclusionKind;
  /** When the period chosen ends (ms). */
  readonly untilMs: number;
  /**
   * Self-exclusion only: when it lifts, set by the player's return request after the period (that request's
   * time plus the cooling-off); null until then. A break lifts at `untilMs`.
   */
  readonly liftsAtMs: number | null;
}

/** SX2, SX5: whether the exclusion still holds at `nowMs` (a self-exclusion holds until its return has lifted it). */
export function exclusionHolds(state: ExclusionState | null, nowMs: number): boolean {
  if (!state) return false;
  if (state.kind === 'break') return nowMs < state.untilMs;
  return state.liftsAtMs === null || nowMs < state.liftsAtMs;
}

/**
 * When the exclusion lifts as far as is known now: a break at its end; a self-exclusion at its return's end, and
 * never (Infinity) while no return has been asked for.
 */
export function exclusionLiftsAt(state: ExclusionState): number {
  if (state.kind === 'break') return state.untilMs;
  return state.liftsAtMs ?? Number.POSITIVE_INFINITY;
}

/** The date the player is told: the period's end, or the end of the cooling-off once a return is under way. */
export function exclusionShownUntil(state: ExclusionState): number {
  return state.kind === 'self_exclusion' && state.liftsAtMs !== null ? state.liftsAtMs : state.untilMs;
}

export type ExclusionRequestOutcome =
  | { readonly changed: false; readonly state: ExclusionState }
  | { readonly changed: true; readonly state: ExclusionState; readonly extended: boolean };

/**
 * SX2, SX3: what a request for `kind` over `period` at `nowMs` does. With nothing in force it starts. With one in
 * force, a request whose period ends later than the one in force extends it (a self-exclusion stays one, and a
 * return under way is cancelled: it needs a new one after the new period); a request ending no later changes
 * nothing. Nothing here shortens or lifts an exclusion.
 */
export function applyExclusionRequest(
  current: ExclusionState | null,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  nowMs: number,
): ExclusionRequestOutcome {
  const untilMs = exclusionEnd(period, nowMs);
  if (!exclusionHolds(current, nowMs))
    return { changed: true, extended: false, state: { kind, untilMs, liftsAtMs: null } };
  const held = current!;
  if (untilMs <= held.untilMs) return { changed: false, state: held };
  // A break that outlasts a self-exclusion's period keeps it a self-exclusion: it still ends only by a return.
  const strongest: ExclusionKind =
    held.kind === 'self_exclusion' || kind === 'self_exclusion' ? 'self_exclusion' : 'break';
  return { changed: true, extended: true, state: { kind: strongest, untilMs, liftsAtMs: null } };
}

export type ReturnOutcome =
  | { readonly ok: true; readonly state: ExclusionState }
  | { readonly ok: false; readonly reason: 'none' | 'break' | 'period_running' | 'already_returning' };

/**
 * SX5: a self-exclusion ends only when, after its period, the player asks to return: it then lifts
 * `coolingOffMs` later. Before the period's end, for a break (which ends by itself) or a second time, nothing.
 */
export function requestReturn(
  current: ExclusionState | null,
  nowMs: number,
  coolingOffMs: number,
): ReturnOutcome {
  if (!current || !exclusionHolds(current, nowMs)) return { ok: false, reason: 'none' };
  if (current.kind === 'break') return { ok: false, reason: 'break' };
  if (nowMs < current.untilMs) return { ok: false, reason: 'period_running' };
  if (current.liftsAtMs !== null) return { ok: false, reason: 'already_returning' };
  return { ok: true, state: { ...current, liftsAtMs: nowMs + coolingOffMs } };
}
