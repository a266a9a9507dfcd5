import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerPlayerId } from '../auth/bearer';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { AbuseLimits, LimitedAction } from './abuse-limits';

/** The writes that store a row for whoever asks, and the limit each counts against. */
const STORED_WRITES: Readonly<Record<string, LimitedAction>> = {
  [`${SPORTSBOOK_BASE}/vote`]: 'votes',
  [`${BETS_BASE}/share-code`]: 'shareCodes',
};

/**
 * Votes and share codes count against their limits per IP and per player before the bets module stores anything
 * (docs/SECURITY.md DEP-STORE): a hook at the route level, like bet placement's. A request whose bearer is invalid
 * is counted per IP only, and the route answers it with its 401.
 */
export function limitStoredWrites(app: FastifyInstance, ctx: AppContext, limits: AbuseLimits): void {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST') return;
    const action = STORED_WRITES[request.routeOptions.url ?? ''];
    if (!action) return;
    const playerId = await bearerPlayerId(request, ctx).catch(() => null);
    await limits.consume(action, request.ip, playerId === null ? undefined : `player:${playerId}`);
  });
}
