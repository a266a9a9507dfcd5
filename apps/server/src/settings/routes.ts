import type { FastifyInstance } from 'fastify';
import { settingsUpdateSchema } from '@slipstream/contract';
import type { AppContext } from '../app-context';
import { bearerPlayerId, requirePlayerId } from '../auth/bearer';
import { parseInput } from '../http/parse';
import { defaultSettings } from './defaults';
import { getPlayerSettings, updatePlayerSettings } from './player-settings';

/** GET /settings (defaults for visitors, the player's own when signed in) and POST /settings (signed in). */
export function registerSettingsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  providerStatuses: () => Record<string, 'active' | 'inactive'>,
): void {
  app.get(`${base}/settings`, async (request) => {
    const playerId = await bearerPlayerId(request, ctx);
    if (!playerId) return defaultSettings(ctx.config.operator, providerStatuses());
    return getPlayerSettings(ctx.db, ctx.config.operator, playerId, providerStatuses());
  });

  app.post(`${base}/settings`, async (request) => {
    const playerId = await requirePlayerId(request, ctx);
    const update = parseInput(settingsUpdateSchema, request.body ?? {});
    await updatePlayerSettings(ctx.db, playerId, update, ctx.clock.now());
    return getPlayerSettings(ctx.db, ctx.config.operator, playerId, providerStatuses());
  });
}
