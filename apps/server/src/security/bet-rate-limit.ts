import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerPlayerId } from '../auth/bearer';
import { BETS_BASE } from '../catalogue/register';
import type { AbuseLimits } from './abuse-limits';

/**
 * Bet placement (POST /api/sportsbook/v3/bets) counts against the 'bets' limits per IP and per player, before the
 * bets module sees it: a hook at the route level, so the bets module stays as it is. A request whose bearer is
 * invalid is counted per IP only, and the bets module answers it with its 401.
 */
export function limitBetPlacement(app: FastifyInstance, ctx: AppContext, limits: AbuseLimits): void {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.url !== BETS_BASE) return;
    const playerId = await bearerPlayerId(request, ctx).catch(() => null);
    await limits.consume('bets', request.ip, playerId === null ? undefined : `player:${playerId}`);
  });
}
