/**
 * §8: server codes. The spec names 101 (invalid odds), 120 (custom-bet invalid odds) and 114 (pve player
 * forbidden) in its catalogue while saying the literal values are "not shown"; Slipstream uses these numbers.
 */
export const PLACE_ERROR_CODES = {
  invalidOdds: 101,
  pvePlayerForbidden: 114,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** §5: risk-validation codes that mean the price the player saw is no longer the book's. */
export const WRONG_ODDS_RISK_CODES: readonly string[] = [
  'odds_different_than_bookmaker',
  'odds_higher_than_bookmakers',
  'odds_to_low',
  'odds_higher_than_bookmakers_current_odds',
];

/** VA14: a wrong-odds error has the invalid-odds code or one of the wrong-odds risk codes. */
export function isWrongOddsError(
  code: number | string | null | undefined,
  riskCodes: readonly string[] = [],
): boolean {
  return code === PLACE_ERROR_CODES.invalidOdds || riskCodes.some((c) => WRONG_ODDS_RISK_CODES.includes(c));
}

/** VA15: the message key of a placement error code (§8); a message from the response is preferred by callers. */
export function placeErrorMessageKey(code: number | string | null | undefined): string {
  switch (code) {
    case PLACE_ERROR_CODES.invalidOdds:
      return 'error.place_bets.invalid_odds';
    case PLACE_ERROR_CODES.invalidOddsCustomBet:
      return 'error.place_bets.invalid_odds_custom_bet';
    case PLACE_ERROR_CODES.pvePlayerForbidden:
      return 'error.platform.pve_player_bet_forbidden';
    default:
      return 'error.place_bets.default';
  }
}
