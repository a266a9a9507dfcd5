import type { ReadModel } from '../catalogue/read-model';
import type { CustomMarketListing } from './bets-deps';

/** The bet builder's view of a match: its listed markets that belong to a custom-bet group. */
export function customMarketsFromCatalogue(model: ReadModel): (matchId: number) => CustomMarketListing[] {
  return (matchId) =>
    model
      .listedMarkets(matchId)
      .filter((m) => m.customBetGroups.length > 0)
      .map((m) => ({
        marketId: m.marketId,
        specifier: m.specifier,
        outcomeIds: m.outcomes.map((o) => o.id),
      }));
}
