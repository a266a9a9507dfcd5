/**
 * The bonus and jackpot calls parse their answers with the contract's zod schemas. Only a signed-in player
 * makes them, so the slip's bonus bridge, toasts and jackpot modal load them at their first call: a visitor's
 * pages carry no zod.
 */
export const loadBonusesApi = () => import('./bonuses-api').then((m) => m.bonusesApi);
export const loadJackpotsApi = () => import('./jackpots-api').then((m) => m.jackpotsApi);
