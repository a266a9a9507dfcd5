'use client';
import { createContext, use, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Market } from '@slipstream/contract';
import { useSite } from '../site/site-context';
import { createLiveHub, type LiveHub, type MatchSeed } from './live-hub';
import { browserProviderPolicy } from './provider-filter';
import type { MarketShape } from './market-structure';
import type { MatchLive } from './match-store';
import type { OutcomeView } from './odds-store';

const LiveContext = createContext<LiveHub | null>(null);

/** One hub per page session (per request on the server), shared by every live component. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { config } = useSite();
  // Pushes of matches whose provider the visitor may not see are dropped (SPEC.md OP3).
  const [hub] = useState(() =>
    createLiveHub(
      undefined,
      browserProviderPolicy(config.sportTypeProviders, config.customSportTypeProviders),
    ),
  );
  return <LiveContext value={hub}>{children}</LiveContext>;
}

export function useLiveHub(): LiveHub {
  const hub = use(LiveContext);
  if (!hub) throw new Error('useLiveHub outside LiveProvider');
  return hub;
}

/** One outcome's price: the only store read an odds button makes, so one change re-renders one button. */
export function useOutcome(key: string): OutcomeView | undefined {
  const { odds } = useLiveHub();
  // A stable subscribe: React would otherwise re-subscribe after every price change of this button.
  const subscribe = useCallback((onChange: () => void) => odds.subscribe(key, onChange), [odds, key]);
  const get = useCallback(() => odds.get(key), [odds, key]);
  return useSyncExternalStore(subscribe, get, get);
}

export function useMatchLive(matchId: number): MatchLive | undefined {
  const { matches } = useLiveHub();
  const key = String(matchId);
  const subscribe = useCallback((onChange: () => void) => matches.subscribe(key, onChange), [matches, key]);
  const get = useCallback(() => matches.get(key), [matches, key]);
  return useSyncExternalStore(subscribe, get, get);
}

export function useMarketShapes(matchId: number): readonly MarketShape[] | undefined {
  const { markets } = useLiveHub();
  const key = String(matchId);
  return useSyncExternalStore(
    (onChange) => markets.subscribe(key, onChange),
    () => markets.get(key),
    () => markets.get(key),
  );
}

/**
 * Puts server-rendered matches (and a match's markets) into the hub before its children read it. Seeding
 * only fills keys that are absent, so it is idempotent and never overwrites a fresher pushed price.
 */
export function LiveSeed({
  matches,
  markets,
  children,
}: {
  matches: readonly MatchSeed[];
  markets?: { matchId: number; list: readonly Market[] };
  children: ReactNode;
}) {
  const hub = useLiveHub();
  for (const match of matches) hub.seedMatch(match);
  if (markets) hub.seedMarkets(markets.matchId, markets.list);
  return children;
}
