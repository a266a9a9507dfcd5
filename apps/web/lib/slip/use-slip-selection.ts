'use client';
import type { MatchStatus } from '@slipstream/betting';
import { useCallback, useSyncExternalStore } from 'react';
import { useLiveHub } from '../live/live-context';
import { useSlipContext } from './slip-context';

/**
 * What an odds button needs from the slip: whether its outcome is selected (on the slip or the quick bet)
 * and the toggle (§4: selecting a selected outcome removes it, otherwise adds it; with quick bet on, a live
 * single starts the quick-bet flow instead, QB3).
 */
export function useSlipSelection(outcomeKey: string): { selected: boolean; toggle: () => void } {
  const { slip, quick, resolve } = useSlipContext();
  const hub = useLiveHub();
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
    const view = hub.odds.get(outcomeKey);
    void resolve(outcomeKey, view).then((input) => {
      if (!input) return;
      const live = hub.matches.get(input.matchId);
      const selection = live ? { ...input, matchStatus: live.status as MatchStatus } : input;
      if (quick.getState().isEnabled) {
        quick.dispatch({ type: 'selectOutcome', selection, isCustom: false });
        // Still on: the quick bet took it. Switched off (not live): it goes on the slip (QB3).
        if (quick.getState().isEnabled) return;
      }
      slip.dispatch({ type: 'toggleSelection', selection });
    });
  }, [slip, quick, resolve, hub, outcomeKey]);
  return { selected, toggle };
}
