import type { BetDto } from '@slipstream/contract';
import { useSyncExternalStore } from 'react';

/**
 * Bets the server cashed out automatically while the player was signed in (bet_changed with
 * auto_cashed_out), until the player dismisses the notice. A small external store: the user channel writes,
 * the notice reads.
 */
let notices: readonly BetDto[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function noteAutoCashout(bet: BetDto): void {
  if (!bet.auto_cashed_out || bet.status !== 'cashed_out' || notices.some((b) => b.id === bet.id)) return;
  notices = [...notices, bet];
  emit();
}

export function dismissAutoCashout(betId: string): void {
  notices = notices.filter((b) => b.id !== betId);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const EMPTY: readonly BetDto[] = [];

export function useAutoCashoutNotices(): readonly BetDto[] {
  return useSyncExternalStore(
    subscribe,
    () => notices,
    () => EMPTY,
  );
}
