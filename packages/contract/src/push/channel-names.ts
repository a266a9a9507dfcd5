import { channelLang } from '../channels';

/** A push channel name parsed into its family (API.md "Push channels"). */
export type ParsedPushChannel =
  | { kind: 'public'; lang: string }
  | { kind: 'match'; lang: string; matchId: string }
  | { kind: 'user'; lang: string; userId: string };

// A language (en) or a language with a region (de-at, zh-cn), as channelLang writes it.
const LANG = '[a-z]{2,3}(?:-[a-z0-9]{2,4})?';
const ID = '[A-Za-z0-9_-]{1,64}';
const PUBLIC_RE = new RegExp(`^public:(${LANG})$`);
const MATCH_RE = new RegExp(`^match:(${LANG}):(${ID})$`);
const USER_RE = new RegExp(`^\\$user:(${LANG}):(${ID})$`);

/**
 * Parses a channel name, or returns null for anything that is not one of the three families in its
 * canonical form (lower-case language, br already mapped to pt): the hub answers such names with
 * "unknown channel", so a typo never creates a channel nobody publishes to.
 */
export function parsePushChannel(name: string): ParsedPushChannel | null {
  if (name.length > 160) return null;
  let m = PUBLIC_RE.exec(name);
  if (m) return canonical({ kind: 'public', lang: m[1]! });
  m = MATCH_RE.exec(name);
  if (m) return canonical({ kind: 'match', lang: m[1]!, matchId: m[2]! });
  m = USER_RE.exec(name);
  if (m) return canonical({ kind: 'user', lang: m[1]!, userId: m[2]! });
  return null;
}

function canonical<T extends ParsedPushChannel>(parsed: T): T | null {
  return channelLang(parsed.lang) === parsed.lang ? parsed : null;
}

/** Private channels need a subscription token (Centrifugo's `$` prefix convention). */
export const isPrivateChannel = (name: string): boolean => name.startsWith('$');
