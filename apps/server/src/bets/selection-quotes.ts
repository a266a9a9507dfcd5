import type { OutcomeQuote, PriceSource, SelectionRef } from '../catalogue/price-source';

export type QuoteState =
  | { kind: 'open'; quote: OutcomeQuote }
  | { kind: 'suspended'; quote: OutcomeQuote | null }
  | { kind: 'unavailable'; quote: OutcomeQuote | null };

/**
 * Whether a selection can be bet on now (betting-core §3 match statuses, §4 market status codes, SF1/SF3):
 * unavailable when the outcome or match is gone, the match is not prematch or live, or the provider is
 * inactive; suspended when the market is not allowed (status ≠ 1) or the outcome is inactive.
 */
export function quoteState(prices: PriceSource, ref: SelectionRef): QuoteState {
  const quote = prices.quote(ref);
  if (!quote) return { kind: 'unavailable', quote: null };
  if (quote.matchStatus !== 0 && quote.matchStatus !== 1) return { kind: 'unavailable', quote };
  if (!prices.providerActive(quote.provider)) return { kind: 'unavailable', quote };
  if (quote.marketStatus !== 1 || !quote.outcomeActive) return { kind: 'suspended', quote };
  return { kind: 'open', quote };
}

export const refKey = (r: SelectionRef): string => `${r.matchId}|${r.marketId}|${r.specifier}|${r.outcomeId}`;
