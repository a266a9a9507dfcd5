/** Push channel names (API.md "Push channels", Centrifugo naming). `{lang}` maps br to pt. */
export function channelLang(lang: string): string {
  const base = lang.toLowerCase();
  return base === 'br' || base === 'pt-br' ? 'pt' : base;
}

export const publicChannel = (lang: string): string => `public:${channelLang(lang)}`;
export const matchChannel = (lang: string, matchId: number | string): string =>
  `match:${channelLang(lang)}:${matchId}`;
export const userChannel = (lang: string, userId: number | string): string =>
  `$user:${channelLang(lang)}:${userId}`;

/** Events per channel family. */
export const PUBLIC_EVENTS = [
  'match_changed',
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
  'tournament_pool_changed',
] as const;
export const MATCH_EVENTS = ['match_changed', 'markets_changed'] as const;
export const USER_EVENTS = [
  'bet_changed',
  'bet_cashout_changed',
  'balance_changed',
  'unread_counters_changed',
  'notification',
  'bonus_issued',
] as const;
