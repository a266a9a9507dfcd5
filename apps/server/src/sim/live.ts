import type { MatchState } from '../catalogue/model';
import type { Rng } from './rng';
import { simData } from './sim-data';
import type { SportProfile } from './sports';

/** Set/map length in match minutes for best-of sports. */
const SET_MINUTES: Record<string, number> = { tennis: 40, volleyball: 25 };
const DEFAULT_SET_MINUTES = 35;

export interface LiveStepResult {
  /** A goal, set or map: the bet-stop trigger. */
  scored: boolean;
  /** Anything shown in the match object changed (score, period, game score). */
  changed: boolean;
  ended: boolean;
}

export function liveClockFor(profile: SportProfile, now: number): NonNullable<MatchState['clock']> {
  const durationMs = profile.model === 'bestof' ? 0 : profile.durationMin * 60_000;
  return {
    elapsedMs: 0,
    durationMs,
    periodMs: profile.periods > 0 && durationMs > 0 ? durationMs / profile.periods : 0,
    shown: profile.clockShown,
    countsDown: profile.countsDown,
    stopped: false,
    updatedAt: now,
  };
}

function sampleCount(rng: Rng, mean: number): number {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * rng.normal()));
  return rng.poisson(mean);
}

function addToPeriod(m: MatchState, period: number, type: string, home: number, away: number): void {
  while (m.periods.length < period) m.periods.push({ number: m.periods.length + 1, type, home: 0, away: 0 });
  const p = m.periods[period - 1]!;
  p.home += home;
  p.away += away;
}

/**
 * Advances one live event by `dtMatchMs` of match time (already scaled by SIM_SPEED), mutating `m`:
 * clock, goals or points (Poisson in the remaining time, so prices and play agree), sets and maps.
 */
export function advanceLive(
  m: MatchState,
  profile: SportProfile,
  rng: Rng,
  dtMatchMs: number,
  now: number,
): LiveStepResult {
  const d = simData(m);
  const clock = m.clock ?? liveClockFor(profile, now);
  m.clock = clock;
  const result: LiveStepResult = { scored: false, changed: false, ended: false };
  if (dtMatchMs <= 0) return result;
  const before = clock.elapsedMs;
  clock.elapsedMs += dtMatchMs;
  clock.updatedAt = now;

  if (profile.model === 'bestof') {
    const setMs = (SET_MINUTES[profile.key] ?? DEFAULT_SET_MINUTES) * 60_000;
    const pEnd = 1 - Math.exp(-dtMatchMs / setMs);
    const setNumber = m.score.home + m.score.away + 1;
    if (profile.key === 'tennis') {
      const games = m.gameScore ?? { home: 0, away: 0 };
      if (rng.next() < Math.min(1, dtMatchMs / 240_000)) {
        if (rng.next() < d.pSet) games.home = Math.min(6, games.home + 1);
        else games.away = Math.min(6, games.away + 1);
        m.server = m.server === 'home' ? 'away' : 'home';
        result.changed = true;
      }
      m.gameScore = games;
    }
    if (rng.next() < pEnd) {
      const homeWins = rng.next() < d.pSet;
      const [w, l] =
        profile.key === 'tennis'
          ? [6, rng.int(0, 4)]
          : profile.key === 'volleyball'
            ? [25, rng.int(15, 23)]
            : [13, rng.int(3, 11)];
      addToPeriod(m, setNumber, profile.periodType, homeWins ? w : l, homeWins ? l : w);
      if (homeWins) m.score.home++;
      else m.score.away++;
      if (profile.key === 'tennis') m.gameScore = { home: 0, away: 0 };
      result.scored = true;
      result.changed = true;
      if (m.score.home >= profile.toWin || m.score.away >= profile.toWin) result.ended = true;
    }
    return result;
  }

  if (profile.model === 'race') {
    if (clock.elapsedMs >= clock.durationMs) result.ended = true;
    return result;
  }

  const share = dtMatchMs / clock.durationMs;
  const period = Math.min(
    profile.periods,
    Math.floor(Math.min(clock.elapsedMs, clock.durationMs - 1) / clock.periodMs) + 1,
  );
  if (period !== Math.min(profile.periods, Math.floor(before / clock.periodMs) + 1)) result.changed = true;
  // Soccer's half-time score settles the first-half markets.
  if (profile.key === 'soccer' && !d.halfTime && clock.elapsedMs >= clock.durationMs / 2) {
    d.halfTime = { ...m.score };
    result.changed = true;
  }
  const home = sampleCount(rng, d.meanHome * share);
  const away = sampleCount(rng, d.meanAway * share);
  if (home || away) {
    m.score.home += home;
    m.score.away += away;
    addToPeriod(m, period, profile.periodType, home, away);
    result.changed = true;
    if (profile.model === 'poisson') result.scored = true;
  } else addToPeriod(m, period, profile.periodType, 0, 0);
  if (clock.elapsedMs >= clock.durationMs) {
    // Points sports have no draws: overtime is folded into one decisive point.
    if (profile.model === 'normal' && m.score.home === m.score.away) {
      if (rng.next() < 0.5) m.score.home++;
      else m.score.away++;
    }
    result.ended = true;
    result.changed = true;
  }
  return result;
}
