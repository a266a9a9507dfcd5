import type { FastifyInstance } from 'fastify';
import {
  parsePushChannel,
  websocketAuthorizeRequestSchema,
  type WebsocketAuthorizeResponse,
  type WebsocketTokenResponse,
} from '@slipstream/contract';
import type { AppContext } from '../app-context';
import { bearerSession } from '../auth/bearer';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import type { PlayerChannels } from './player-channels';
import type { PushSettings } from './push-settings';
import { signConnectionToken, signSubscriptionToken } from './push-tokens';

/**
 * POST /api/sportsbook/v1/websocket/token: the connection JWT (sub = the player id, "" for a visitor).
 * POST /api/sportsbook/v1/websocket/authorize {channels}: subscription JWTs, only for the caller's own
 * $user channel (account spec §7: the client reads channels[0].token).
 */
export function registerTokenRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  settings: PushSettings,
  playerChannels: PlayerChannels,
): void {
  app.post('/api/sportsbook/v1/websocket/token', async (request): Promise<WebsocketTokenResponse> => {
    const player = await bearerSession(request, ctx);
    const token = await signConnectionToken(
      ctx.config.pushTokenSecret,
      player,
      ctx.clock.now(),
      settings.connectionTokenTtlSeconds,
    );
    return { token };
  });

  app.post('/api/sportsbook/v1/websocket/authorize', async (request): Promise<WebsocketAuthorizeResponse> => {
    const player = await bearerSession(request, ctx);
    if (!player) throw new AppError('unauthorized');
    const playerId = player.playerId;
    const { channels } = parseInput(websocketAuthorizeRequestSchema, request.body);
    const langs: string[] = [];
    for (const channel of channels) {
      const parsed = parsePushChannel(channel);
      if (!parsed || parsed.kind !== 'user' || parsed.userId !== playerId)
        throw new AppError('push_channel_forbidden', { channel });
      langs.push(parsed.lang);
    }
    // From now on the player's events are published in these languages too (before the token: none is missed).
    await playerChannels.remember(Number(playerId), langs);
    const now = ctx.clock.now();
    return {
      channels: await Promise.all(
        channels.map(async (channel) => ({
          channel,
          token: await signSubscriptionToken(
            ctx.config.pushTokenSecret,
            player,
            channel,
            now,
            settings.subscriptionTokenTtlSeconds,
          ),
        })),
      ),
    };
  });
}
