'use client';
import type { MatchStatus, Odds, SlipAction, SlipState } from '@slipstream/betting';
import { useEffect, useSyncExternalStore } from 'react';
import { matchChannelName } from '../live/channels';
import { useLiveHub } from '../live/live-context';
import { useChannel } from '../live/push-context';
import { useSite } from '../site/site-context';
import type { ReducerStore } from './reducer-store';
import { parseOutcomeKey } from './selection-resolver';
import { useSlipContext } from './slip-context';

/**
 * Feeds the live store's prices, market states and match statuses into the slip (§4 live updates: market
 * updates set ODDS_CHANGED, SF1–SF3). Each slip selection listens to its own outcome; each slip match holds
 * its match channel, so prices of markets the page does not show still arrive.
 */
export function SlipLiveBridge() {
  const { slip } = useSlipContext();
  const ids = useSyncExternalStore(
    slip.subscribe,
    () => slip.getState().selectedOutcomeIds,
    () => EMPTY,
  );
  const providers = useSyncExternalStore(
    slip.subscribe,
    () => providerList(slip.getState()),
    () => EMPTY,
  );
  const matchIds = [
    ...new Set(ids.map((id) => parseOutcomeKey(id)?.matchId).filter((m): m is string => !!m)),
  ];
  return (
    <>
      {ids.map((id) => (
        <SelectionFeed key={id} selectionId={id} slip={slip} />
      ))}
      {matchIds.map((m) => (
        <MatchFeed key={m} matchId={m} slip={slip} />
      ))}
      {providers.map((p) => (
        <ProviderFeed key={p} provider={p} slip={slip} />
      ))}
    </>
  );
}

const EMPTY: readonly string[] = [];

function SelectionFeed({
  selectionId,
  slip,
}: {
  selectionId: string;
  slip: ReducerStore<SlipState, SlipAction>;
}) {
  const hub = useLiveHub();
  useEffect(() => {
    const parts = parseOutcomeKey(selectionId);
    if (!parts) return;
    const push = () => {
      const view = hub.odds.get(selectionId);
      if (!view) return;
      // Nothing new for the slip (same price and state as it holds): no update, so nothing re-renders.
      const current = slip
        .getState()
        .bets.flatMap((b) => b.selections)
        .find((s) => s.id === selectionId);
      const suspended = view.marketStatus !== 1 || !view.active;
      if (current?.odds === view.odds && current.active === view.active && current.isSuspended === suspended)
        return;
      slip.dispatch({
        type: 'marketsUpdated',
        markets: [
          {
            matchId: parts.matchId,
            marketId: parts.marketId,
            specifier: parts.specifier,
            status: view.marketStatus,
            outcomes: [{ id: parts.outcomeId, odds: view.odds as Odds, active: view.active }],
          },
        ],
      });
    };
    push();
    return hub.odds.subscribe(selectionId, push);
  }, [hub, selectionId, slip]);
  return null;
}

function MatchFeed({ matchId, slip }: { matchId: string; slip: ReducerStore<SlipState, SlipAction> }) {
  const hub = useLiveHub();
  const { locale } = useSite();
  useChannel(matchChannelName(locale, Number(matchId)));
  useEffect(() => {
    const push = () => {
      const live = hub.matches.get(matchId);
      if (!live) return;
      const current = slip
        .getState()
        .bets.flatMap((b) => b.selections)
        .find((s) => s.matchId === matchId);
      if (current && current.matchStatus === live.status) return;
      slip.dispatch({ type: 'matchStatusChanged', matchId, status: live.status as MatchStatus });
    };
    push();
    return hub.matches.subscribe(matchId, push);
  }, [hub, matchId, slip]);
  return null;
}

const providersByBets = new WeakMap<SlipState['bets'], readonly string[]>();
/** The providers of the slip's selections: the same array for the same bets (a stable snapshot). */
function providerList(state: SlipState): readonly string[] {
  let list = providersByBets.get(state.bets);
  if (!list) {
    list = [...new Set(state.bets.flatMap((b) => b.selections.map((s) => s.provider)))].sort();
    providersByBets.set(state.bets, list);
  }
  return list;
}

/** SF5: a provider status push marks that provider's selections unavailable (or available again). */
function ProviderFeed({ provider, slip }: { provider: string; slip: ReducerStore<SlipState, SlipAction> }) {
  const hub = useLiveHub();
  useEffect(() => {
    const push = () => {
      const active = hub.providers.get(provider);
      if (active === undefined) return;
      const statuses = slip.getState().settings.providerStatuses;
      if ((statuses[provider] ?? true) === active) return;
      slip.dispatch({
        type: 'providerStatusesChanged',
        providerStatuses: { ...statuses, [provider]: active },
      });
    };
    push();
    return hub.providers.subscribe(provider, push);
  }, [hub, provider, slip]);
  return null;
}
