import { CLOSED, FINISHED, LIVE, PREMATCH, STOPPED, type MatchState } from '../../catalogue/model';
import { profileOf } from './uof-catalogue';
import type { UofEventStatus } from './uof-messages';

/** UOF event status (sport_event_status status) → our match status (betting-core §3). */
const STATUS: Record<number, number> = {
  0: PREMATCH, // not started
  1: LIVE,
  2: STOPPED, // suspended
  3: FINISHED, // ended
  4: CLOSED, // closed (results confirmed)
  5: CLOSED, // cancelled
  6: PREMATCH, // delayed
  7: STOPPED, // interrupted
  8: PREMATCH, // postponed
  9: CLOSED, // abandoned
};

export const matchStatusOf = (uof: number): number => STATUS[uof] ?? STOPPED;

function elapsedMs(matchTime: string | null): number | null {
  if (!matchTime) return null;
  const m = /^(\d{1,3})(?::(\d{1,2}))?/.exec(matchTime.trim());
  if (!m) return null;
  return (Number(m[1]) * 60 + Number(m[2] ?? 0)) * 1000;
}

/** The event with the state odds_change carries: status, scores by period, clock. */
export function withEventStatus(m: MatchState, s: UofEventStatus, sportUrn: string, now: number): MatchState {
  const status = matchStatusOf(s.status);
  const next: MatchState = { ...m, status };
  if (s.home !== null && s.away !== null) next.score = { home: s.home, away: s.away };
  if (s.periods.length)
    next.periods = [...s.periods]
      .sort((a, b) => a.number - b.number)
      .map((p) => ({ number: p.number, type: p.type, home: p.home, away: p.away }));
  if ((status === FINISHED || status === CLOSED) && m.finishedAt === null) next.finishedAt = now;
  const profile = profileOf(sportUrn);
  const elapsed = elapsedMs(s.clock?.matchTime ?? null);
  if (status === LIVE || m.clock) {
    const durationMs = profile && profile.model !== 'bestof' ? profile.durationMin * 60_000 : 0;
    next.clock = {
      elapsedMs: elapsed ?? m.clock?.elapsedMs ?? 0,
      durationMs,
      periodMs: profile && profile.periods > 0 && durationMs > 0 ? durationMs / profile.periods : 0,
      shown: profile ? profile.clockShown : elapsed !== null,
      countsDown: profile?.countsDown ?? false,
      stopped: status !== LIVE || (s.clock?.stopped ?? false),
      updatedAt: now,
    };
  }
  return next;
}

/** Whether the state a fan sees changed (anything but the clock running on). */
export function statusChanged(a: MatchState, b: MatchState): boolean {
  return (
    a.status !== b.status ||
    a.score.home !== b.score.home ||
    a.score.away !== b.score.away ||
    a.periods.length !== b.periods.length ||
    a.periods.some((p, i) => p.home !== b.periods[i]?.home || p.away !== b.periods[i]?.away) ||
    (a.clock?.stopped ?? null) !== (b.clock?.stopped ?? null)
  );
}
