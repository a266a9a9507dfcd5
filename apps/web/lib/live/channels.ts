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

/** The catalogue channel a name stands for (the ones this module names); undefined for any other. */
export function parsePushChannelName(
  channel: string,
): { kind: 'public' } | { kind: 'match'; matchId: number } | undefined {
  if (/^public:[a-z-]+$/.test(channel)) return { kind: 'public' };
  const match = /^match:[a-z-]+:(\d+)$/.exec(channel);
  return match ? { kind: 'match', matchId: Number(match[1]) } : undefined;
}

export const isMatchChannel = (channel: string): boolean => parsePushChannelName(channel)?.kind === 'match';
