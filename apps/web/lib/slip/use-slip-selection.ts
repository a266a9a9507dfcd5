'use client';
import type { MatchStatus } from '@slipstream/betting';
import { useCallback, useSyncExternalStore } from 'react';
import { useLiveHub } from '../live/live-context';
import type { MessageKey } from '../i18n/messages';
import { useT } from '../site/site-context';
import { useSlipContext } from './slip-context';

type OfflinePick = (key: string, t: (key: MessageKey) => string, retry: () => Promise<void>) => void;
/** Set by the slip runtime once loaded (lib/slip/offline-pick.ts): offline, no chunk could load on demand. */
let offlinePick: OfflinePick | null = null;
export function setOfflinePick(handler: OfflinePick): void {
  offlinePick = handler;
}

/**
 * What an odds button needs from the slip: whether its outcome is selected (on the slip or the quick bet)
 * and the toggle (§4: selecting a selected outcome removes it, otherwise adds it; with quick bet on, a live
 * single starts the quick-bet flow instead, QB3).
 */
export function useSlipSelection(outcomeKey: string): { selected: boolean; toggle: () => void } {
  const { slip, quick, resolve } = useSlipContext();
  const hub = useLiveHub();
  const t = useT();
  // One store subscription per button for both stores (hundreds of buttons hydrate on a page).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offSlip = slip.subscribe(onChange);
      const offQuick = quick.subscribe(onChange);
      return () => {
        offSlip();
        offQuick();
      };
    },
    [slip, quick],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () =>
      slip.getState().selectedOutcomeIds.includes(outcomeKey) ||
      quick.getState().selectedOutcomeIds.includes(outcomeKey),
    () => false,
  );
  const toggle = useCallback(() => {
    const existing = slip
      .getState()
      .bets.flatMap((b) => b.selections)
      .find((s) => s.id === outcomeKey);
    if (existing) {
      slip.dispatch({ type: 'removeSelection', selectionId: outcomeKey });
      return;
    }
    const pick = () =>
      resolve(outcomeKey, hub.odds.get(outcomeKey)).then((input) => {
        if (!input) return;
        const live = hub.matches.get(input.matchId);
        const selection = live ? { ...input, matchStatus: live.status as MatchStatus } : input;
        if (quick.getState().isEnabled) {
          quick.dispatch({ type: 'selectOutcome', selection, isCustom: false });
          // Still on: the quick bet took it. Switched off (not live): it goes on the slip (QB3).
          if (quick.getState().isEnabled) return;
        }
        if (!slip.getState().selectedOutcomeIds.includes(outcomeKey))
          slip.dispatch({ type: 'toggleSelection', selection });
      });
    // AL4: the pick's details come from the catalogue API once per match; offline that call fails. The pick is
    // not lost: the player is told, and it goes in when the network is back (placing needs it anyway).
    pick().catch((err: unknown) => {
      // An answer from the server (a match gone, a 5xx reported by the client) is not the network's absence.
      if (!(err instanceof TypeError) && navigator.onLine) return;
      offlinePick?.(outcomeKey, t, pick);
    });
  }, [slip, quick, resolve, hub, outcomeKey, t]);
  return { selected, toggle };
}
