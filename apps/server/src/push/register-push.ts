import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { attachWebSocket } from './attach-websocket';
import { trustFunction } from '../config';
import { createCentrifugoHttpPublisher } from './centrifugo-http-publisher';
import { PushHub } from './hub/hub';
import { pushSessions } from './push-sessions';
import { RedisPushBroker } from './hub/redis-push-broker';
import type { Cluster } from '../cluster/cluster';
import { PlayerChannels } from './player-channels';
import type { Publisher } from './publisher';
import { resolvePushSettings, type PushSettings } from './push-settings';
import { registerTokenRoutes } from './token-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The push module (tests and benchmarks publish through `app.push.publisher`). */
    push: PushModule;
  }
}

export interface PushModule {
  publisher: Publisher;
  settings: PushSettings;
  /** The built-in hub, or null when publishing through a real Centrifugo (CENTRIFUGO_API_URL). */
  hub: PushHub | null;
  /** The languages each player's private channel is published in (player-channels.ts). */
  playerChannels: PlayerChannels;
}

/**
 * The push module: token routes, and the publisher chosen by configuration. With CENTRIFUGO_API_URL
 * set, publications go to Centrifugo's HTTP API and clients connect to Centrifugo (CENTRIFUGO_WS_URL);
 * otherwise the built-in hub serves /connection/websocket on this server. The hub closes with the app.
 */
export async function registerPush(
  app: FastifyInstance,
  ctx: AppContext,
  overrides: Partial<PushSettings> = {},
  cluster: Cluster | null = null,
  playerChannels: PlayerChannels = new PlayerChannels(ctx.db, ctx.config.locales),
): Promise<PushModule> {
  const settings = resolvePushSettings(overrides);
  registerTokenRoutes(app, ctx, settings, playerChannels);

  const centrifugo = ctx.config.centrifugo;
  if (centrifugo) {
    const publisher = createCentrifugoHttpPublisher({
      apiUrl: centrifugo.apiUrl,
      apiKey: centrifugo.apiKey,
      deltaForMatchChannels: settings.deltaForMatchChannels,
      onError: (message, details) => app.log.error(details, message),
    });
    app.addHook('onClose', async () => publisher.drain());
    return decorate(app, { publisher, settings, hub: null, playerChannels });
  }

  // Cluster mode without Centrifugo: the hubs of all nodes share channels through Redis.
  const broker = cluster
    ? new RedisPushBroker(cluster.link, { size: settings.historySize, ttlMs: settings.historyTtlMs }, (err) =>
        app.log.error({ err }, 'push redis'),
      )
    : null;
  const hub = new PushHub(settings, ctx.config.pushTokenSecret, ctx.clock, broker, pushSessions(ctx));
  // Not awaited: the subscription waits for Redis, and a node starts and serves while Redis is down (DEPLOY.md).
  if (broker) broker.attach(hub).catch((err: unknown) => app.log.error({ err }, 'push redis subscribe'));
  const detach = attachWebSocket(app, hub, trustFunction(ctx.config.trustProxy));
  // preClose: upgraded sockets keep the HTTP server from closing until they are gone.
  app.addHook('preClose', async () => {
    detach();
    await hub.close();
  });
  return decorate(app, { publisher: hub, settings, hub, playerChannels });
}

function decorate(app: FastifyInstance, push: PushModule): PushModule {
  app.decorate('push', push);
  return push;
}
