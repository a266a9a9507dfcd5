import { createKeyedStore, type KeyedStore, type Scheduler } from './keyed-store';

/** Market status codes (betting-core §4): allowed = 1, suspended = -1; 0, -2, -3, -4 not allowed. */
export const MARKET_ALLOWED = 1;

/** One price as an odds button shows it. `odds` is exact: integer thousandths (packages/betting Odds). */
export interface OutcomeView {
  readonly odds: number;
  readonly active: boolean;
  readonly marketStatus: number;
  /** False once the match is stopped, closed, finished or not covered. */
  readonly matchBettable: boolean;
  /** The direction of the last price move, for the up/down cue; `moveId` changes with every move. */
  readonly move: 'up' | 'down' | null;
  readonly moveId: number;
}

export type OutcomeUpdate = Partial<Pick<OutcomeView, 'odds' | 'active' | 'marketStatus' | 'matchBettable'>>;

/** matchId/marketId/specifier/outcomeId: one outcome's identity in the store. */
export function outcomeKey(
  matchId: number | string,
  marketId: number | string,
  specifier: string,
  outcomeId: number | string,
): string {
  return `${matchId}/${marketId}/${specifier}/${outcomeId}`;
}

/**
 * Locked when the market is not allowed or the outcome is inactive (betting-core §4 "Suspended"), or the
 * match is no longer bettable.
 */
export function isLocked(view: OutcomeView): boolean {
  return view.marketStatus !== MARKET_ALLOWED || !view.active || !view.matchBettable;
}

/** Applies one update; keeps the same object when nothing visible changed, so nothing re-renders. */
export function applyOutcomeUpdate(
  prev: OutcomeView | undefined,
  update: OutcomeUpdate,
): OutcomeView | undefined {
  if (!prev) {
    if (update.odds === undefined) return undefined;
    return {
      odds: update.odds,
      active: update.active ?? true,
      marketStatus: update.marketStatus ?? MARKET_ALLOWED,
      matchBettable: update.matchBettable ?? true,
      move: null,
      moveId: 0,
    };
  }
  const odds = update.odds ?? prev.odds;
  const active = update.active ?? prev.active;
  const marketStatus = update.marketStatus ?? prev.marketStatus;
  const matchBettable = update.matchBettable ?? prev.matchBettable;
  if (
    odds === prev.odds &&
    active === prev.active &&
    marketStatus === prev.marketStatus &&
    matchBettable === prev.matchBettable
  )
    return prev;
  const moved = odds !== prev.odds;
  return {
    odds,
    active,
    marketStatus,
    matchBettable,
    move: moved ? (odds > prev.odds ? 'up' : 'down') : prev.move,
    moveId: moved ? prev.moveId + 1 : prev.moveId,
  };
}

export type OddsStore = KeyedStore<OutcomeView, OutcomeUpdate>;

export function createOddsStore(schedule: Scheduler): OddsStore {
  return createKeyedStore<OutcomeView, OutcomeUpdate>({
    apply: applyOutcomeUpdate,
    merge: (earlier, later) => ({ ...earlier, ...later }),
    schedule,
  });
}
