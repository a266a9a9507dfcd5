import {
  cashoutQuote,
  type CashoutLeg,
  type CashoutOptions,
  type EngineConfig,
  type PayoutBet,
  type SelectionResult,
} from '@slipstream/betting';
import type { PriceSource } from '../catalogue/price-source';
import type { StoredBet } from './bet-model';
import { priceCustomSelections } from './custom-pricing';
import { quoteState, refKey } from './selection-quotes';

export function payoutBetOf(bet: StoredBet): PayoutBet {
  return {
    type: bet.type,
    stake: bet.stake,
    odds: bet.selections.map((s) => s.odds),
    ...(bet.system ? { system: bet.system } : {}),
    ...(bet.customOdds !== null ? { customOdds: bet.customOdds } : {}),
  };
}

/** What the engine's cashout rules need for an open bet at current prices, or null when none is offered. */
export function cashoutInputs(
  bet: StoredBet,
  prices: PriceSource,
  results: ReadonlyMap<string, SelectionResult>,
  config: EngineConfig,
): { bet: PayoutBet; legs: CashoutLeg[]; options: CashoutOptions } | null {
  // A bet on a bonus is never cashed out: a free bet's stake is the operator's, a boost is paid only at the end.
  if (bet.status !== 'waiting_results' || bet.bonus !== null) return null;
  const legs: CashoutLeg[] = bet.selections.map((s) => {
    const result = results.get(refKey(s));
    if (result) return { status: 'settled', result };
    const state = quoteState(prices, s);
    return state.kind === 'open'
      ? { status: 'open', currentOdds: state.quote.odds }
      : { status: 'suspended' };
  });
  let currentCustomOdds;
  if (bet.type === 'custom_bet') {
    const priced = priceCustomSelections(prices, bet.selections, true);
    if (!priced.ok) return null;
    currentCustomOdds = priced.odds;
  }
  return {
    bet: payoutBetOf(bet),
    legs,
    options: { config, ...(currentCustomOdds !== undefined ? { currentCustomOdds } : {}) },
  };
}

/**
 * The cashout offer for an open bet (SPEC.md CO1–CO6) from current prices and the results already in:
 * minor units, or null when none is offered (lost, suspended leg, fully settled, no value, not open).
 */
export function cashoutOffer(
  bet: StoredBet,
  prices: PriceSource,
  results: ReadonlyMap<string, SelectionResult>,
  config: EngineConfig,
): number | null {
  const inputs = cashoutInputs(bet, prices, results, config);
  if (inputs === null) return null;
  const quote = cashoutQuote(inputs.bet, inputs.legs, inputs.options);
  return quote.available ? quote.value : null;
}
