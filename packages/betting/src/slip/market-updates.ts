import type { Odds } from '../odds/odds';
import type { MatchStatus } from './match-status';
import { isNotAvailable, isSuspended, reprice } from './selection-flags';
import type { OddsAcceptMode, SlipSelection } from './types';

/** One market as pushed by markets_changed, in the slip's terms. */
export interface MarketUpdate {
  readonly matchId: string;
  readonly marketId: string;
  readonly specifier: string;
  /** §4 market status code. */
  readonly status: number;
  readonly outcomes: readonly { readonly id: string; readonly odds: Odds; readonly active: boolean }[];
}

const marketKey = (m: { matchId: string; marketId: string; specifier: string }): string =>
  `${m.matchId}/${m.marketId}/${m.specifier}`;

export function indexMarkets(markets: readonly MarketUpdate[]): Map<string, MarketUpdate> {
  return new Map(markets.map((m) => [marketKey(m), m]));
}

/**
 * SF1/SF2: a selection after its market was pushed. The outcome's new price is taken whenever the outcome is
 * still listed; suspension follows the market status and the outcome's presence and activity.
 */
export function applyMarket(
  selection: SlipSelection,
  market: MarketUpdate,
  mode: OddsAcceptMode,
): SlipSelection {
  const outcome = market.outcomes.find((o) => o.id === selection.outcomeId);
  const suspended = isSuspended(market.status, outcome);
  if (!outcome) return { ...selection, active: false, isSuspended: suspended };
  const price = reprice(selection.acceptedOdds, outcome.odds, mode);
  return { ...selection, odds: outcome.odds, active: outcome.active, isSuspended: suspended, ...price };
}

/** SF3: a match status push. */
export function applyMatchStatus(
  selection: SlipSelection,
  status: MatchStatus,
  providerStatuses: Readonly<Record<string, boolean>>,
): SlipSelection {
  return {
    ...selection,
    matchStatus: status,
    isNotAvailable: isNotAvailable(providerStatuses, selection.provider, status),
  };
}

/** SF3: a provider status push. */
export function applyProviderStatuses(
  selection: SlipSelection,
  providerStatuses: Readonly<Record<string, boolean>>,
): SlipSelection {
  return {
    ...selection,
    isNotAvailable: isNotAvailable(providerStatuses, selection.provider, selection.matchStatus),
  };
}

/** SF2 when the accept mode itself changes: the current price is judged again against the accepted one. */
export function applyAcceptMode(selection: SlipSelection, mode: OddsAcceptMode): SlipSelection {
  return { ...selection, ...reprice(selection.acceptedOdds, selection.odds, mode) };
}

export { marketKey };
