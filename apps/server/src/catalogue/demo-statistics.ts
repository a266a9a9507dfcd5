import type { MatchState } from './model';

export interface StatisticsItem {
  readonly key: string;
  readonly home: number;
  readonly away: number;
}

/** Sports whose score counts sets: their figures are the points won over the sets, not a football match's. */
const SET_SPORTS = new Set(['volleyball', 'tennis']);

/**
 * LV7: figures for the demo statistics widget, derived from the match so they are stable and plausible, and of the
 * match's sport: football's shots, corners and possession only for football; a set sport (volleyball, tennis) its
 * sets and the points won over them; any other sport its score. Never negative (the seed's shifts are unsigned: a
 * signed shift of a seed at or above 2^31 gave negative corners).
 */
export function demoStatistics(m: MatchState, sportKey: string): StatisticsItem[] {
  const seed = (m.id * 2654435761) >>> 0;
  const score = { key: 'score', home: m.score.home, away: m.score.away };
  if (sportKey === 'soccer') {
    const played = m.status === 0 ? 0 : 1 + (seed % 9);
    const share = (seed >>> 16) % 21;
    return [
      score,
      { key: 'shots', home: m.score.home * 3 + played, away: m.score.away * 3 + ((seed >>> 4) % 9) },
      { key: 'corners', home: (seed >>> 8) % 8, away: (seed >>> 12) % 8 },
      { key: 'possession', home: 40 + share, away: 60 - share },
    ];
  }
  if (SET_SPORTS.has(sportKey)) {
    const points = { home: 0, away: 0 };
    for (const p of m.periods) {
      points.home += p.home;
      points.away += p.away;
    }
    return [score, { key: 'points', ...points }];
  }
  return [score];
}
