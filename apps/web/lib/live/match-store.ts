import type { MatchStatistics } from '@slipstream/contract';
import { createKeyedStore, type KeyedStore, type Scheduler } from './keyed-store';

/** The live part of a match: what scoreboards and clocks show. */
export interface MatchLive {
  readonly status: number;
  readonly statistics: MatchStatistics | null;
}

export type MatchLiveUpdate = Partial<MatchLive>;

/** Stopped, closed, finished and not covered are unbettable (betting-core §3). */
export function isBettableStatus(status: number): boolean {
  return status === 0 || status === 1;
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A match update keeps the old score objects when the new ones are equal (betting-core §4), so
 * components holding them do not re-render; the whole value stays the same object when nothing changed.
 */
export function mergeStatistics(
  prev: MatchStatistics | null,
  next: MatchStatistics | null,
): MatchStatistics | null {
  if (prev === null || next === null) return next;
  const merged: MatchStatistics = {
    ...next,
    total_score: sameJson(prev.total_score, next.total_score) ? prev.total_score : next.total_score,
    game_score: sameJson(prev.game_score, next.game_score) ? prev.game_score : next.game_score,
    period_score: sameJson(prev.period_score, next.period_score) ? prev.period_score : next.period_score,
    clock: sameJson(prev.clock, next.clock) ? prev.clock : next.clock,
  };
  const unchanged =
    merged.total_score === prev.total_score &&
    merged.game_score === prev.game_score &&
    merged.period_score === prev.period_score &&
    merged.clock === prev.clock &&
    merged.current_server === prev.current_server &&
    merged.max_period_number === prev.max_period_number;
  return unchanged ? prev : merged;
}

export function applyMatchUpdate(
  prev: MatchLive | undefined,
  update: MatchLiveUpdate,
): MatchLive | undefined {
  if (!prev) {
    if (update.status === undefined) return undefined;
    return { status: update.status, statistics: update.statistics ?? null };
  }
  const status = update.status ?? prev.status;
  const statistics =
    update.statistics === undefined ? prev.statistics : mergeStatistics(prev.statistics, update.statistics);
  if (status === prev.status && statistics === prev.statistics) return prev;
  return { status, statistics };
}

export type MatchStore = KeyedStore<MatchLive, MatchLiveUpdate>;

export function createMatchStore(schedule: Scheduler): MatchStore {
  return createKeyedStore<MatchLive, MatchLiveUpdate>({
    apply: applyMatchUpdate,
    merge: (earlier, later) => ({ ...earlier, ...later }),
    schedule,
  });
}
