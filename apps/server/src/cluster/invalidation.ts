import { forgetSessionValidityFromPeer, tellPeersOfRevocations } from '../auth/session-validity';
import type { ClusterBus } from './cluster-bus';

/** What a node tells the others to forget (bus topic `invalidate`). */
export type Invalidation = { kind: 'sessions' } | { kind: 'bets'; ids: number[] };

/**
 * Cross-node cache invalidation: a node that changes what other nodes cache says so on the bus, and each
 * node drops its copy as the message arrives (milliseconds). Each cache also has its own bound for a
 * node that missed the message (ARCHITECTURE.md "Cluster").
 */
export async function startInvalidation(bus: ClusterBus): Promise<{
  stop(): void;
  publish(message: Invalidation): void;
  onBets(handler: (ids: number[]) => void): void;
}> {
  const handlers: { bets?: (ids: number[]) => void } = {};
  const origin = Math.random().toString(36).slice(2);
  const publish = (message: Invalidation): void => bus.publish('invalidate', { ...message, origin });
  const untell = tellPeersOfRevocations(() => publish({ kind: 'sessions' }));
  await bus.on('invalidate', (payload) => {
    const m = payload as Invalidation & { origin: string };
    if (m.origin === origin) return;
    if (m.kind === 'sessions') forgetSessionValidityFromPeer();
    else if (m.kind === 'bets') handlers.bets?.(m.ids);
  });
  return {
    stop: untell,
    publish,
    onBets: (handler) => {
      handlers.bets = handler;
    },
  };
}
