import { describe, expect, it } from 'vitest';
import { isWrongOddsError, placeErrorMessageKey } from './wrong-odds';

describe('placement error classification', () => {
  it('[VA14] wrong-odds errors: the invalid-odds code or a wrong-odds risk code', () => {
    expect(isWrongOddsError(101)).toBe(true);
    expect(isWrongOddsError(120)).toBe(false);
    expect(isWrongOddsError(7)).toBe(false);
    for (const risk of [
      'odds_different_than_bookmaker',
      'odds_higher_than_bookmakers',
      'odds_to_low',
      'odds_higher_than_bookmakers_current_odds',
    ]) {
      expect(isWrongOddsError('risk_validation', [risk])).toBe(true);
    }
    expect(isWrongOddsError('risk_validation', ['stake_too_high'])).toBe(false);
  });

  it('[VA15] placement error codes map to the §8 message keys', () => {
    expect(placeErrorMessageKey(101)).toBe('error.place_bets.invalid_odds');
    expect(placeErrorMessageKey(120)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(placeErrorMessageKey(114)).toBe('error.platform.pve_player_bet_forbidden');
    expect(placeErrorMessageKey(999)).toBe('error.place_bets.default');
    expect(placeErrorMessageKey(null)).toBe('error.place_bets.default');
  });
});
