'use client';
import { useSyncExternalStore } from 'react';
import type { HostListenable } from '@slipstream/contract';
import { embedRoute, embedStore, type EmbedRoute } from './embed-state';

/** Where `action` goes now (EM6); re-renders when the host declares its listeners. */
export function useEmbedRoute(action: HostListenable): EmbedRoute {
  const state = useSyncExternalStore(embedStore.subscribe, embedStore.get, embedStore.getServer);
  return embedRoute(action, state, embedStore.flags());
}
