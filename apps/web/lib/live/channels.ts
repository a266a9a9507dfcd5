/**
 * Push channel names for the browser bundle. The contract's channels.ts is the source of truth; it is
 * mirrored here because importing the contract barrel would pull zod and every schema into the first
 * load (channels.test.ts keeps the two equal).
 */
function channelLang(lang: string): string {
  const base = lang.toLowerCase();
  return base === 'br' || base === 'pt-br' ? 'pt' : base;
}

export const publicChannelName = (lang: string): string => `public:${channelLang(lang)}`;
export const matchChannelName = (lang: string, matchId: number): string =>
  `match:${channelLang(lang)}:${matchId}`;
