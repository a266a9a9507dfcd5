import { hasMessage } from './messages';

/** Placement codes whose keys the spec names (betting-core §8, SPEC.md VA15) or the bonus checks use. */
const NAMED_KEYS: Readonly<Record<string, string>> = {
  '101': 'error.place_bets.invalid_odds',
  '120': 'error.place_bets.invalid_odds_custom_bet',
  '114': 'error.platform.pve_player_bet_forbidden',
  spamf_player_bet_forbidden: 'error.platform.spamf_player_bet_forbidden',
  bonus_not_available: 'error.place_bets.bonus_not_available',
  bonus_not_found: 'error.place_bets.bonus_not_found',
  bonus_not_eligible: 'error.place_bets.bonus_not_eligible',
  bonus_mismatch: 'error.place_bets.bonus_mismatch',
};

/** The key the catalogue holds for a code (SPEC.md LC10): the spec's named key, else `error.code.{code}`. */
export function catalogueKeyOfCode(code: number | string): string {
  return NAMED_KEYS[String(code)] ?? `error.code.${code}`;
}

/**
 * The message key of an API error code (SPEC.md LC7): the spec's key where it names one, else
 * `error.code.{code}` when the catalogue has it; undefined when it does not, and the caller shows the server's
 * `message` (a developer fallback) or its own default.
 */
export function errorMessageKey(code: number | string | null | undefined): string | undefined {
  if (code === null || code === undefined) return undefined;
  const key = catalogueKeyOfCode(code);
  return key !== `error.code.${code}` || hasMessage(key) ? key : undefined;
}
