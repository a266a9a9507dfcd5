import { oddsFromDecimal, type MatchStatus, type SelectionInput, type SportType } from '@slipstream/betting';
import type { Market, Match } from '@slipstream/contract';

/** The competitors' names, or the outright's name for seasons, stages and simple tournaments. */
export function matchNames(match: Match): { nameA: string; nameB: string; matchName: string } {
  const nameA = match.competitors?.home.name ?? match.outright?.name ?? '';
  const nameB = match.competitors?.away.name ?? '';
  return { nameA, nameB, matchName: nameB ? `${nameA} - ${nameB}` : nameA };
}

/** A catalogue outcome as the slip takes it (§3 "Selection (slip)"); the current price from the live store. */
export function selectionInput(
  match: Match,
  market: Market,
  outcomeId: string,
  live?: { odds: number; active: boolean; marketStatus: number },
): SelectionInput | null {
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) return null;
  const names = matchNames(match);
  return {
    outcomeId,
    outcomeName: outcome.name,
    matchId: String(match.id),
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchName: names.matchName,
    matchStatus: match.status as MatchStatus,
    marketId: String(market.id),
    marketName: market.name,
    marketGroup: market.market_groups[0] ?? null,
    specifier: market.specifier,
    sportKey: match.tournament.sport.key,
    sportType: match.tournament.sport.type as SportType,
    nameA: names.nameA,
    nameB: names.nameB,
    categoryId: String(match.tournament.category.id),
    categoryName: match.tournament.category.name,
    categorySlug: match.tournament.category.slug,
    provider: match.provider,
    type: match.type,
    odds: live ? (live.odds as SelectionInput['odds']) : oddsFromDecimal(outcome.odds),
    active: live?.active ?? outcome.active,
    marketStatus: live?.marketStatus ?? market.status,
  };
}
