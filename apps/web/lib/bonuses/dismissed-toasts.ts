import type { KeyValueStorage } from '../storage/preferences';
import { list, safeParse, text } from '../storage/stored-shape';

/** The most bonus ids kept per player: the newest stay (old bonuses are long seen by the server too). */
export const MAX_DISMISSED = 100;

/** Local storage key of the bonus toasts a player has dismissed or seen go by (WB11): one list per player. */
export const dismissedKey = (playerId: number): string => `slipstream.bonusToastsDismissed.${playerId}`;

const idsSchema = list(text(64), 0, MAX_DISMISSED);

/** The bonus ids whose toast this player has had (an unreadable or tampered value counts as none). */
export function readDismissed(storage: KeyValueStorage | undefined, playerId: number): ReadonlySet<string> {
  try {
    const raw = storage?.getItem(dismissedKey(playerId));
    if (!raw) return new Set();
    const parsed = safeParse(idsSchema, JSON.parse(raw));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

/** Remembers that this player has had the bonus's toast; written at once, so a navigation that follows keeps it. */
export function rememberDismissed(
  storage: KeyValueStorage | undefined,
  playerId: number,
  bonusId: string,
): void {
  const ids = [...readDismissed(storage, playerId)].filter((id) => id !== bonusId);
  ids.push(bonusId);
  try {
    storage?.setItem(dismissedKey(playerId), JSON.stringify(ids.slice(-MAX_DISMISSED)));
  } catch {
    // storage full or blocked: the server's "seen" mark still ends the toast
  }
}
