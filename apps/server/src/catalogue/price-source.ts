import type { Odds } from '@slipstream/betting';
import type { ReadModel } from './read-model';
import { matchName } from './wire';

/** One selection: the coordinates a bet slip and the bets module use (UOF ids). */
export interface SelectionRef {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** The current price and everything a bet needs to know about its selection, from the read model. */
export interface OutcomeQuote extends SelectionRef {
  odds: Odds;
  outcomeActive: boolean;
  marketStatus: number;
  matchStatus: number;
  provider: string;
  sportType: string;
  sportKey: string;
  matchName: string;
  marketName: string;
  outcomeName: string;
  startTime: string;
  categoryId: number;
  tournamentId: number;
  /** Extras beyond the agreed interface. */
  matchUrnId: string;
  matchType: string;
  categoryName: string;
  tournamentName: string;
}

/**
 * In-process, database-free access to current prices for the bets module (price check at placement,
 * cashout offers, share-code restore).
 */
export interface PriceSource {
  quote(ref: SelectionRef): OutcomeQuote | null;
  providerActive(provider: string): boolean;
  onMarketsChanged(listener: (matchId: number) => void): () => void;
  /**
   * Before a price decides money (placement, cashout): brings these matches up to the database's state when this
   * node cannot be sure it has the leader's latest (cluster follower out of step, docs/CLUSTER.md).
   */
  ensureCurrent(matchIds: readonly number[]): Promise<void>;
}

export function createPriceSource(
  model: ReadModel,
  onMarketsChanged: (listener: (matchId: number) => void) => () => void,
  ensureCurrent: (matchIds: number[]) => Promise<void> = async () => undefined,
): PriceSource {
  return {
    quote(ref) {
      const match = model.matches.get(ref.matchId);
      if (!match) return null;
      const market = model.market(ref.matchId, ref.marketId, ref.specifier);
      const outcome = market?.outcomes.find((o) => o.id === ref.outcomeId);
      if (!market || !outcome) return null;
      const sport = model.sportOf(match);
      const category = model.categoryOf(match);
      const tournament = model.tournamentOf(match);
      return {
        matchId: ref.matchId,
        marketId: ref.marketId,
        specifier: ref.specifier,
        outcomeId: ref.outcomeId,
        odds: outcome.odds,
        outcomeActive: outcome.active,
        marketStatus: market.status,
        matchStatus: match.status,
        provider: sport.provider,
        sportType: sport.type,
        sportKey: sport.key,
        matchName: matchName(match),
        marketName: market.name,
        outcomeName: outcome.name,
        startTime: new Date(match.startTime).toISOString(),
        categoryId: category.id,
        tournamentId: tournament.id,
        matchUrnId: match.urnId,
        matchType: match.type,
        categoryName: category.name,
        tournamentName: tournament.name,
      };
    },
    providerActive(provider) {
      return (model.providerActive as Map<string, boolean>).get(provider) !== false;
    },
    onMarketsChanged,
    ensureCurrent: (ids) => ensureCurrent([...new Set(ids)]),
  };
}
