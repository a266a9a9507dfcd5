import {
  tryOddsFromDecimal,
  type BetType,
  type OddsAcceptMode,
  type Odds,
  type SystemType,
} from '@slipstream/betting';
import type { PlaceBetInput } from '@slipstream/contract';
import type { OutcomeQuote, PriceSource } from '../catalogue/price-source';
import type { AppliedBonus } from '../bonuses/bet-bonus';
import { AppError } from '../http/app-error';
import { CUSTOM_FAILURE_KEYS, priceCustomSelections } from './custom-pricing';
import { quoteState } from './selection-quotes';

/** A selection checked against the feed: its current quote and the price the bet is placed at. */
export interface ResolvedSelection {
  quote: OutcomeQuote;
  requested: Odds;
  confirmed: Odds;
}

export interface ResolvedBet {
  type: BetType;
  stake: number;
  currency: string;
  system: SystemType | null;
  customOdds: Odds | null;
  selections: ResolvedSelection[];
  /** The bonus the bet is placed with, once checked (bonuses/bet-bonus.ts, SPEC.md BO8). */
  bonus?: AppliedBonus | null;
}

/** Per-bet problems found while resolving, by kind; they become §8 errors with errors_by_bet. */
export interface ResolveProblems {
  unavailable: Record<string, string>;
  wrongOdds: Record<string, string>;
  wrongOddsDetails: { bet_index: number; selection_index: number | null; odds: number }[];
  custom: Record<string, string>;
}

function betType(input: PlaceBetInput): BetType {
  switch (input.type) {
    case 'double':
    case 'treble':
    case 'accumulator':
      return 'combo';
    case undefined:
      if (input.custom_odds !== undefined && input.custom_odds !== null) return 'custom_bet';
      if (input.system_id) return 'system';
      return input.selections.length === 1 ? 'single' : 'combo';
    default:
      return input.type;
  }
}

function parseOdds(value: number | string, path: string): Odds {
  const odds = tryOddsFromDecimal(value);
  if (odds === null)
    throw new AppError('validation_failed', [
      { path, message: 'Decimal odds above 1 with at most 3 fraction digits' },
    ]);
  return odds;
}

/**
 * SF2 on the server: the price the bet is placed at under the player's odds accept mode, or null when the
 * change is not accepted. none: only the very price; higher: the current price when it is not lower; any:
 * the current price.
 */
export function acceptedPrice(mode: OddsAcceptMode, requested: Odds, current: Odds): Odds | null {
  if (requested === current) return current;
  if (mode === 'any') return current;
  if (mode === 'higher' && current > requested) return current;
  return null;
}

/**
 * Checks every bet against current prices (betting-core §4/§5, the slip's rules): availability, the price
 * under the accept mode, bet-builder pricing. Shape errors throw validation_failed at once; the rest are
 * collected per bet so the answer can carry errors_by_bet.
 */
export function resolveBets(
  inputs: readonly PlaceBetInput[],
  prices: PriceSource,
  mode: OddsAcceptMode,
  customBetAllowSingle: boolean,
): { bets: ResolvedBet[]; problems: ResolveProblems } {
  const problems: ResolveProblems = { unavailable: {}, wrongOdds: {}, wrongOddsDetails: [], custom: {} };
  const bets = inputs.map((input, i): ResolvedBet => {
    const type = betType(input);
    let system: SystemType | null = null;
    if (type === 'system') {
      const [k, n] = (input.system_id ?? '').split('/').map(Number);
      // BT1/VA20: the engine offers 2 ≤ k < n with n ≥ 3 (1/n is n singles, n/n the combo).
      if (!input.system_id || !k || !n || k < 2 || k >= n || n !== input.selections.length)
        throw new AppError('validation_failed', [
          { path: `bets.${i}.system_id`, message: 'A system k/n with 2 ≤ k < n = the number of selections' },
        ]);
      system = { winCount: k, totalCount: n };
    } else if (input.system_id) {
      throw new AppError('validation_failed', [
        { path: `bets.${i}.system_id`, message: 'Only system bets have one' },
      ]);
    }
    if (type === 'single' && input.selections.length !== 1)
      throw new AppError('validation_failed', [
        { path: `bets.${i}.selections`, message: 'A single has one selection' },
      ]);
    if ((type === 'combo' || type === 'system') && input.selections.length < 2)
      throw new AppError('validation_failed', [
        { path: `bets.${i}.selections`, message: 'At least two selections' },
      ]);
    const requestedCustom =
      input.custom_odds === undefined || input.custom_odds === null
        ? null
        : parseOdds(input.custom_odds, `bets.${i}.custom_odds`);
    if (type === 'custom_bet' && requestedCustom === null)
      throw new AppError('validation_failed', [
        { path: `bets.${i}.custom_odds`, message: 'A custom bet needs its price' },
      ]);
    if (type !== 'custom_bet' && requestedCustom !== null)
      throw new AppError('validation_failed', [
        { path: `bets.${i}.custom_odds`, message: 'Only custom bets have one' },
      ]);

    const selections: ResolvedSelection[] = [];
    input.selections.forEach((s, j) => {
      const requested = parseOdds(s.odds, `bets.${i}.selections.${j}.odds`);
      const ref = {
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
      };
      const state = quoteState(prices, ref);
      if (state.kind !== 'open') {
        problems.unavailable[String(i)] =
          state.kind === 'suspended' ? 'sb.ticket.suspended.label' : 'sb.ticket.not-available.label';
        return;
      }
      const confirmed =
        type === 'custom_bet' ? state.quote.odds : acceptedPrice(mode, requested, state.quote.odds);
      if (confirmed === null) {
        problems.wrongOdds[String(i)] = 'error.place_bets.invalid_odds';
        problems.wrongOddsDetails.push({ bet_index: i, selection_index: j, odds: state.quote.odds / 1000 });
        return;
      }
      selections.push({ quote: state.quote, requested, confirmed });
    });

    let customOdds: Odds | null = null;
    if (type === 'custom_bet' && requestedCustom !== null && selections.length === input.selections.length) {
      const priced = priceCustomSelections(
        prices,
        selections.map((s) => s.quote),
        customBetAllowSingle,
      );
      if (!priced.ok) problems.custom[String(i)] = CUSTOM_FAILURE_KEYS[priced.reason];
      else {
        customOdds = acceptedPrice(mode, requestedCustom, priced.odds);
        if (customOdds === null) {
          problems.custom[String(i)] = 'error.place_bets.invalid_odds_custom_bet';
          problems.wrongOddsDetails.push({ bet_index: i, selection_index: null, odds: priced.odds / 1000 });
        }
      }
    }
    return { type, stake: input.stake.value, currency: input.stake.currency, system, customOdds, selections };
  });
  return { bets, problems };
}

/** Throws the §8 error for the first kind of problem found (unavailable, then custom, then wrong odds). */
export function throwProblems(problems: ResolveProblems): void {
  const byBet = (m: Record<string, string>) =>
    Object.fromEntries(Object.entries(m).map(([k, v]) => [k, { localized_message: v }]));
  if (Object.keys(problems.unavailable).length)
    throw new AppError('selection_unavailable', undefined, undefined, byBet(problems.unavailable));
  if (Object.keys(problems.custom).length) {
    const first = Object.values(problems.custom)[0]!;
    throw new AppError(
      'invalid_odds_custom_bet',
      problems.wrongOddsDetails,
      undefined,
      byBet(problems.custom),
      first,
    );
  }
  if (Object.keys(problems.wrongOdds).length)
    throw new AppError('invalid_odds', problems.wrongOddsDetails, undefined, byBet(problems.wrongOdds));
}
