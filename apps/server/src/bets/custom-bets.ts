import { oddsToDecimal } from '@slipstream/betting';
import type { CustomBetsBody } from '@slipstream/contract';
import type { SelectionRef } from '../catalogue/price-source';
import { AppError } from '../http/app-error';
import type { BetsDeps } from './bets-deps';
import { legPredicate, legsConflict } from './custom-bet-model';
import {
  CUSTOM_FAILURE_KEYS,
  CUSTOM_FAILURE_MESSAGES,
  priceCustomSelections,
  type CustomPriceResult,
} from './custom-pricing';
import { refKey } from './selection-quotes';

const refsOf = (selections: CustomBetsBody['bets'][number]['selections']): SelectionRef[] =>
  selections.map((s) => ({
    matchId: s.match_id,
    marketId: s.market_id,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
  }));

/** A failed price as the §8 error: 101 when a selection is unavailable, else 120; data.localized_message. */
function failure(result: Extract<CustomPriceResult, { ok: false }>, betIndex: number): AppError {
  const key = CUSTOM_FAILURE_KEYS[result.reason];
  return new AppError(
    result.reason === 'unavailable' ? 'invalid_odds' : 'invalid_odds_custom_bet',
    { reason: result.reason },
    CUSTOM_FAILURE_MESSAGES[result.reason],
    { [String(betIndex)]: { localized_message: key } },
    key,
  );
}

/**
 * POST /bets/custom/calculate (§3 "Custom bet calculate response"): the bet-builder price of the first bet's
 * selections and, for every bet-builder market of its match, which outcomes would conflict if added.
 * One selection is priced too (the slip asks while the player builds); placing still needs two (VA10).
 */
export function calculateCustomBet(deps: BetsDeps, body: CustomBetsBody) {
  const refs = refsOf(body.bets[0]!.selections);
  const priced = priceCustomSelections(deps.prices, refs, true);
  if (!priced.ok) throw failure(priced, 0);
  const chosen = new Set(refs.map(refKey));
  const predicates = refs.map(legPredicate).filter((p) => p !== null);
  const matchId = refs[0]!.matchId;
  const markets = deps.customMarkets(matchId).map((m) => {
    const outcomes = m.outcomeIds.map((id) => {
      const ref = { matchId, marketId: m.marketId, specifier: m.specifier, outcomeId: id };
      if (chosen.has(refKey(ref))) return { ID: id, Conflict: false };
      const p = legPredicate(ref);
      // One pick per market (§3 conflicts): another outcome of a chosen market conflicts too.
      const sameMarket = refs.some((r) => r.marketId === m.marketId && r.specifier === m.specifier);
      return { ID: id, Conflict: p === null || sameMarket || legsConflict([...predicates, p]) };
    });
    return {
      ID: m.marketId,
      Specifiers: m.specifier,
      Conflict: outcomes.every((o) => o.Conflict),
      Outcomes: outcomes,
    };
  });
  return { Odds: oddsToDecimal(priced.odds), Markets: markets };
}

/** POST /bets/custom/odds: the bet-builder price of every bet. */
export function customBetOdds(deps: BetsDeps, body: CustomBetsBody) {
  return {
    data: body.bets.map((b, i) => {
      const priced = priceCustomSelections(deps.prices, refsOf(b.selections), true);
      if (!priced.ok) throw failure(priced, i);
      return { odds: oddsToDecimal(priced.odds) };
    }),
  };
}
