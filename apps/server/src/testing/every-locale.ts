import type { AppContext } from '../app-context';

/**
 * For harnesses that build the modules by hand and never ask a subscription token: a player's events are
 * published in every locale the operator offers, as if the player subscribed in each (production asks
 * push/player-channels.ts, which knows the languages the player subscribed in).
 */
export const everyLocale = (ctx: AppContext) => async (): Promise<readonly string[]> => ctx.config.locales;
