import { newBet } from '../slip/bet-factory';
import { marketKey } from '../slip/market-updates';
import { MATCH_STATUS } from '../slip/match-status';
import { sanitizeBets } from '../slip/sanitize-bets';
import { selectionKey } from '../slip/selection-key';
import { isNotAvailable, isSuspended } from '../slip/selection-flags';
import type { SlipBet, SlipSelection } from '../slip/types';
import { convertMinorUnits, type CurrencyRates } from './convert-currency';
import type { FreshMarket, FreshMatch, SharedBet, SharedSelection } from './types';

export interface RestoreContext {
  readonly matches: readonly FreshMatch[];
  readonly markets: readonly FreshMarket[];
  readonly providerStatuses: Readonly<Record<string, boolean>>;
  /** The player's currency: restored stakes are converted into it (RS4). */
  readonly currency: { readonly code: string; readonly subunits: number };
  readonly rates: CurrencyRates;
}

/**
 * RS3: one shared selection at today's price. A missing match makes it unavailable (with its shared data);
 * a missing market or outcome makes it suspended (SF1); an unbettable match or inactive provider makes it
 * unavailable (SF3). The current price is both its odds and its accepted odds: the player never saw the old one.
 */
function restoreSelection(
  shared: SharedSelection,
  ctx: RestoreContext,
  markets: Map<string, FreshMarket>,
): SlipSelection {
  const match = ctx.matches.find((m) => m.id === shared.matchId);
  const market = markets.get(marketKey(shared));
  const outcome = market?.outcomes.find((o) => o.id === shared.outcomeId);
  const odds = outcome?.odds ?? shared.odds;
  const matchStatus = match?.status ?? MATCH_STATUS.closed;
  return {
    id: selectionKey(shared),
    outcomeId: shared.outcomeId,
    outcomeName: outcome?.name ?? '',
    matchId: shared.matchId,
    matchUrnId: shared.matchUrnId,
    matchSlug: match?.slug ?? '',
    matchName: match ? `${match.nameA} - ${match.nameB}` : '',
    matchStatus,
    marketId: shared.marketId,
    marketName: market?.name ?? '',
    marketGroup: shared.marketGroup,
    specifier: shared.specifier,
    sportKey: match?.sportKey ?? '',
    sportType: match?.sportType ?? 'regular',
    nameA: match?.nameA ?? '',
    nameB: match?.nameB ?? '',
    categoryId: match?.categoryId ?? '',
    categoryName: match?.categoryName ?? shared.categoryName,
    categorySlug: match?.categorySlug ?? '',
    provider: shared.provider,
    type: shared.type,
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: outcome?.active ?? false,
    isSuspended: market ? isSuspended(market.status, outcome) : true,
    isChanged: false,
    isNotAvailable: !match || isNotAvailable(ctx.providerStatuses, shared.provider, matchStatus),
  };
}

/**
 * RS2–RS4: shared (or stored) bets rebuilt from fresh match and market data, at current prices, in the
 * player's currency. A stake that cannot be converted (no rate) restores as 0. Free bets are personal and are
 * not restored. A custom bet whose leg prices moved has no known price until the host recalculates it.
 */
export function restoreBets(shared: readonly SharedBet[], ctx: RestoreContext): SlipBet[] {
  const markets = new Map(ctx.markets.map((m) => [marketKey(m), m]));
  const bets = shared.map((b): SlipBet => {
    const selections = b.selections.map((s) => restoreSelection(s, ctx, markets));
    const moved = selections.some((s, i) => s.odds !== b.selections[i]?.odds);
    const stake = convertMinorUnits(
      b.stake,
      { code: b.currency, subunits: b.subunits },
      ctx.currency,
      ctx.rates,
    );
    return {
      ...newBet(b.betType, selections, ctx.currency, {
        systemType: b.systemType,
        customOdds: b.betType === 'custom_bet' && !moved ? b.customOdds : null,
      }),
      stake: stake ?? 0,
      stakeSource: 'sharing',
    };
  });
  return sanitizeBets(bets);
}
