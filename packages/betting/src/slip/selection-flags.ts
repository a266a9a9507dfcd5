import type { Odds } from '../odds/odds';
import { MARKET_STATUS_ALLOWED, isBettableMatchStatus, type MatchStatus } from './match-status';
import type { OddsAcceptMode, SlipSelection } from './types';

/** SF1: suspended when the market is not allowed, or the outcome is missing, or the outcome is inactive. */
export function isSuspended(
  marketStatus: number,
  outcome: { readonly active: boolean } | undefined,
): boolean {
  return marketStatus !== MARKET_STATUS_ALLOWED || outcome === undefined || !outcome.active;
}

/** A provider missing from provider_statuses counts as active: only an explicit `false` switches it off. */
export function isProviderActive(
  providerStatuses: Readonly<Record<string, boolean>>,
  provider: string,
): boolean {
  return providerStatuses[provider] !== false;
}

/**
 * SF6: betting is enabled while at least one provider is active (§4 live updates). No statuses known yet
 * counts as enabled, the same default as isProviderActive.
 */
export function isBettingEnabled(providerStatuses: Readonly<Record<string, boolean>>): boolean {
  const statuses = Object.values(providerStatuses);
  return statuses.length === 0 || statuses.some((active) => active);
}

/** SF3: unavailable when the selection's provider is inactive or its match is unbettable (status 2–5). */
export function isNotAvailable(
  providerStatuses: Readonly<Record<string, boolean>>,
  provider: string,
  matchStatus: MatchStatus,
): boolean {
  return !isProviderActive(providerStatuses, provider) || !isBettableMatchStatus(matchStatus);
}

/**
 * SF2: a new price against the accepted one. `none`: any difference is a change. `higher`: a lower price is a
 * change, a higher one is accepted at once. `any`: every price is accepted.
 */
export function reprice(
  acceptedOdds: Odds,
  newOdds: Odds,
  mode: OddsAcceptMode,
): { readonly acceptedOdds: Odds; readonly isChanged: boolean } {
  if (mode === 'any' || (mode === 'higher' && newOdds > acceptedOdds)) {
    return { acceptedOdds: newOdds, isChanged: false };
  }
  return { acceptedOdds, isChanged: newOdds !== acceptedOdds };
}

export function isFlagged(s: SlipSelection): boolean {
  return s.isSuspended || s.isChanged || s.isNotAvailable;
}
