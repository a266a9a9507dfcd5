/** §8 quick-bet messages. */
export const QUICK_BET_ERROR_KEYS = {
  spamfForbidden: 'error.platform.spamf_player_bet_forbidden',
  pveForbidden: 'error.platform.pve_player_bet_forbidden',
  potentialWinEqualOrLess: 'error.potential_win.equal_or_less',
} as const;
