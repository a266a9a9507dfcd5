import { exclusionBodySchema, exclusionReturnBodySchema } from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import { listExclusions, recordExclusion, requestExclusionReturn } from '../accounts/self-exclusion';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/parse';
import { requireSession } from './session-auth';
import type { PlatformSettings } from './settings';

/**
 * Take a break and self-exclusion (API.md "Take a break and self-exclusion", SPEC.md SX):
 *   POST /player/exclusions {kind, period}  → 201 {kind, until}: starts or extends; never shortens
 *   GET  /player/exclusions                 → {data: [...], current}
 *   POST /player/exclusions/return {confirm: true} → {kind, until}: after a self-exclusion's period, the fresh
 *        confirmation that starts its cooling-off (it lifts at `until`)
 */
export function registerExclusionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { settings: PlatformSettings },
): void {
  app.post('/player/exclusions', async (request, reply) => {
    const { playerId } = await requireSession(request, ctx);
    const body = parseInput(exclusionBodySchema, request.body);
    const answer = await recordExclusion(ctx.db, playerId, body.kind, body.period, ctx.clock.now());
    return reply.status(201).send(answer);
  });

  app.get('/player/exclusions', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    return listExclusions(ctx.db, playerId, ctx.clock.now());
  });

  app.post('/player/exclusions/return', async (request) => {
    const { playerId } = await requireSession(request, ctx);
    parseInput(exclusionReturnBodySchema, request.body);
    return requestExclusionReturn(
      ctx.db,
      playerId,
      ctx.clock.now(),
      deps.settings.exclusionCoolingOffSeconds,
    );
  });
}
