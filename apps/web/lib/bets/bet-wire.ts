import {
  oddsFromDecimal,
  oddsToDecimalString,
  type PlaceErrorInput,
  type PlacedBetResult,
  type SlipBet,
} from '@slipstream/betting';
import type { BetDto } from '@slipstream/contract';
import { ApiError } from '../auth/http';
import { errorMessageKey } from '../i18n/error-keys';

/** One bet of POST /bets (betting-core §7 "bet placement payload"). */
export function toPlaceBetInput(bet: SlipBet) {
  return {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency, subunits: bet.subunits },
    selections: bet.selections.map((s) => ({
      match_id: Number(s.matchId),
      market_id: Number(s.marketId),
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      // Exact wire decimal from integer thousandths, never a float division.
      odds: oddsToDecimalString(s.odds),
    })),
    ...(bet.betType === 'system' && bet.systemType
      ? { system_id: `${bet.systemType.winCount}/${bet.systemType.totalCount}` }
      : {}),
    ...(bet.betType === 'custom_bet' && bet.customOdds !== null
      ? { custom_odds: oddsToDecimalString(bet.customOdds) }
      : {}),
    ...(bet.bonus
      ? {
          bonus: {
            id: bet.bonus.id,
            type: bet.bonus.type,
            odds: bet.bonus.odds ? oddsToDecimalString(bet.bonus.odds) : null,
          },
        }
      : {}),
  };
}

/** TS8: what the slip takes from each placed bet of the answer. */
export function placedBetResult(bet: BetDto): PlacedBetResult {
  return {
    betId: bet.id,
    status: bet.status,
    isVip: bet.is_vip,
    odds: bet.selections.map((s) => oddsFromDecimal(s.odds)),
  };
}

const RISK_CODES = [
  'odds_different_than_bookmaker',
  'odds_higher_than_bookmakers',
  'odds_to_low',
  'odds_higher_than_bookmakers_current_odds',
];

/** TS6/TS9: a failed placement as the slip reads it. Anything that is not our API's error is "general". */
export function placeErrorInput(err: unknown): PlaceErrorInput {
  if (!(err instanceof ApiError)) return { code: null, message: null };
  if (err.status === 401) return { unauthorised: true };
  const data = err.data ?? {};
  const byBet = (data.errors_by_bet ?? {}) as Record<string, { localized_message?: unknown }>;
  const errorsByBet: Record<string, string> = {};
  // Per-bet refusals name their message keys (LC10: a bet-builder failure its reason's).
  for (const [index, entry] of Object.entries(byBet)) {
    if (typeof entry?.localized_message === 'string') errorsByBet[index] = entry.localized_message;
  }
  const details = JSON.stringify(data.details ?? null);
  // The player's own limit (RG5): the message names which one (details.type: wager or loss).
  const limitType = (data.details as { type?: unknown } | null | undefined)?.type;
  const limitKey =
    err.code === 'user_limit_reached' && (limitType === 'wager' || limitType === 'loss')
      ? `error.platform.user_limit_reached.${limitType}`
      : null;
  return {
    code: err.code,
    // LC7: the page's language from the code; the server's English message only when the catalogue has none.
    message: limitKey ?? errorMessageKey(err.code) ?? (err.message || null),
    details: data.details ?? null,
    errorsByBet,
    riskCodes: RISK_CODES.filter((c) => details.includes(c)),
  };
}
