import { forgetSessionValidityFromPeer, tellPeersOfRevocations } from '../auth/session-validity';
import type { ClusterBus } from './cluster-bus';

/** What a node tells the others to forget (bus topic `invalidate`). */
export type Invalidation =
  { kind: 'sessions' } | { kind: 'bets'; ids: number[] } | { kind: 'player_languages'; playerId: number };

/**
 * Cross-node cache invalidation: a node that changes what other nodes cache says so on the bus, and each
 * node drops its copy as the message arrives (milliseconds). A node that may have missed messages (a gap in the
 * bus) drops everything they could have invalidated. Each cache also has its own bound (docs/CLUSTER.md).
 */
export async function startInvalidation(bus: ClusterBus): Promise<{
  stop(): Promise<void>;
  publish(message: Invalidation): void;
  onBets(handler: (ids: number[]) => void): void;
  /** Bets messages may have been missed: the handler reloads every open bet it indexes. */
  onBetsLost(handler: () => void): void;
  /** A player's private channel languages changed (`null`: messages may have been missed, forget every player's). */
  onPlayerLanguages(handler: (playerId: number | null) => void): void;
}> {
  const handlers: {
    bets?: (ids: number[]) => void;
    betsLost?: () => void;
    playerLanguages?: (playerId: number | null) => void;
  } = {};
  const origin = Math.random().toString(36).slice(2);
  const publish = (message: Invalidation): void => bus.publish('invalidate', { ...message, origin });
  const untell = tellPeersOfRevocations(() => publish({ kind: 'sessions' }));
  bus.onGap(() => {
    forgetSessionValidityFromPeer();
    handlers.betsLost?.();
    handlers.playerLanguages?.(null);
  });
  bus.on('invalidate', (payload) => {
    const m = payload as Invalidation & { origin: string };
    if (m.origin === origin) return;
    if (m.kind === 'sessions') forgetSessionValidityFromPeer();
    else if (m.kind === 'bets') handlers.bets?.(m.ids);
    else if (m.kind === 'player_languages') handlers.playerLanguages?.(m.playerId);
  });
  await bus.start();
  return {
    stop: async () => {
      untell();
      await bus.stop();
    },
    publish,
    onBets: (handler) => {
      handlers.bets = handler;
    },
    onBetsLost: (handler) => {
      handlers.betsLost = handler;
    },
    onPlayerLanguages: (handler) => {
      handlers.playerLanguages = handler;
    },
  };
}
