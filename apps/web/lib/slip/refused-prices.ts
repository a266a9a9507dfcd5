import {
  tryOddsFromDecimal,
  type MarketUpdate,
  type Odds,
  type SlipBet,
  type SlipSelection,
} from '@slipstream/betting';

/** One entry of a wrong-odds refusal's `details` (server: resolve-bets.ts): the book's price of a selection. */
interface RefusedPrice {
  readonly bet_index: number;
  readonly selection_index: number | null;
  readonly odds: number;
}

function isRefusedPrice(v: unknown): v is RefusedPrice {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    Number.isInteger(r.bet_index) &&
    (r.selection_index === null || Number.isInteger(r.selection_index)) &&
    typeof r.odds === 'number'
  );
}

/**
 * TS13: a placement refused for changed odds (code 101) names the book's current price of each refused
 * selection, by its position in the bets that were sent. Returns those prices by selection id; anything
 * that does not read as such (another shape, a bet-builder price, a price that is not exact) is left out.
 */
export function refusedPrices(details: unknown, sent: readonly SlipBet[]): Map<string, Odds> {
  const prices = new Map<string, Odds>();
  if (!Array.isArray(details)) return prices;
  for (const entry of details) {
    if (!isRefusedPrice(entry) || entry.selection_index === null) continue;
    const selection = sent[entry.bet_index]?.selections[entry.selection_index];
    const odds = tryOddsFromDecimal(entry.odds);
    if (selection && odds !== null) prices.set(selection.id, odds);
  }
  return prices;
}

const marketOf = (s: SlipSelection) => `${s.matchId}/${s.marketId}/${s.specifier}`;

/**
 * The refused prices as market updates for the slip, as if the lost push had arrived: each market lists
 * every slip selection it holds (the others keep their price and state, so none reads as missing).
 */
export function marketUpdatesFor(
  selections: readonly SlipSelection[],
  prices: ReadonlyMap<string, Odds>,
): MarketUpdate[] {
  const markets = new Map<string, SlipSelection[]>();
  for (const s of selections) {
    if (!prices.has(s.id)) continue;
    markets.set(marketOf(s), []);
  }
  for (const s of selections) markets.get(marketOf(s))?.push(s);
  return [...markets.values()].map((group) => {
    const first = group[0]!;
    return {
      matchId: first.matchId,
      marketId: first.marketId,
      specifier: first.specifier,
      // The book priced the refused outcome: its market is open.
      status: 1,
      outcomes: [...new Map(group.map((s) => [s.outcomeId, s])).values()].map((s) => ({
        id: s.outcomeId,
        odds: prices.get(s.id) ?? s.odds,
        active: prices.has(s.id) ? true : s.active,
      })),
    };
  });
}
