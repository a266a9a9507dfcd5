import {
  idPathParam,
  jackpotHitsQuerySchema,
  jackpotIdParamSchema,
  simJackpotHitBodySchema,
} from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { createPlayerIdentity } from '../bets/player-identity';
import { SPORTSBOOK_BASE } from '../catalogue/register';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import type { Publisher } from '../push/publisher';
import { toSafeInt } from '../wallet/amounts';
import type { WalletService } from '../wallet/wallet-service';
import { startFoldSweep } from './jackpot-contributions';
import { approveHit, payApprovedHits, payHit, type JackpotsDeps } from './jackpot-money';
import { selectHits, selectJackpots } from './jackpot-store';

export interface JackpotsModule {
  deps: JackpotsDeps;
}

export interface JackpotsOptions {
  publisher: Publisher;
  wallet: WalletService;
  /** How often unfolded contributions are folded into the pools and changed pools pushed; default 1 s, 0 off. */
  foldEveryMs?: number;
}

/**
 * Jackpots (account-and-surroundings §3, §7; SPEC.md JP1–JP3): GET /jackpots, /jackpots/{id}, /jackpot-hits,
 * POST /jackpot-hits/{id}/seen (beyond §7: the hit modal is "shown once and marked seen"), and feed control's
 * POST /api/sim/jackpots/{id}/hit.
 */
export async function registerJackpots(
  app: FastifyInstance,
  ctx: AppContext,
  options: JackpotsOptions,
): Promise<JackpotsModule> {
  const deps: JackpotsDeps = {
    db: ctx.db,
    clock: ctx.clock,
    publisher: options.publisher,
    wallet: options.wallet,
    locales: ctx.config.locales,
    log: app.log,
    secret: ctx.config.tokenSecret,
  };
  await payApprovedHits(deps);
  const foldEveryMs = options.foldEveryMs ?? 1000;
  if (foldEveryMs > 0) {
    const stopSweep = startFoldSweep(deps, foldEveryMs);
    app.addHook('onClose', stopSweep);
  }
  const player = createPlayerIdentity(ctx);

  app.get(`${SPORTSBOOK_BASE}/jackpots`, async (request) => ({
    data: await selectJackpots(ctx.db, undefined, request.headers['accept-language']),
  }));
  app.get(`${SPORTSBOOK_BASE}/jackpots/:id`, async (request) => {
    const { id } = parseInput(jackpotIdParamSchema, request.params);
    const [jackpot] = await selectJackpots(ctx.db, Number(id), request.headers['accept-language']);
    if (!jackpot) throw new AppError('jackpot_not_found');
    return { data: jackpot };
  });

  app.get(`${SPORTSBOOK_BASE}/jackpot-hits`, async (request) => {
    const q = parseInput(jackpotHitsQuerySchema, request.query ?? {});
    // for_user and unseen are about the signed-in player's own hits; the public list shows user hashes only.
    const playerId = q.for_user || q.unseen ? await player(request) : undefined;
    return {
      data: await selectHits(ctx.db, deps.secret, {
        jackpotId: q.jackpot_id === undefined ? undefined : Number(q.jackpot_id),
        status: q.status,
        playerId,
        unseen: q.unseen,
        limit: q.limit,
      }),
    };
  });

  app.post(`${SPORTSBOOK_BASE}/jackpot-hits/:id/seen`, async (request) => {
    const playerId = await player(request);
    const { id } = parseInput(idPathParam, request.params);
    const res = await ctx.db.query('UPDATE jackpot_hits SET seen = true WHERE id = $1 AND player_id = $2', [
      id,
      playerId,
    ]);
    if (res.rowCount === 0) throw new AppError('jackpot_hit_not_found');
    return { ok: true };
  });

  if (ctx.config.simControl)
    app.post('/api/sim/jackpots/:id/hit', async (request, reply) => {
      const { id } = parseInput(jackpotIdParamSchema, request.params);
      const b = parseInput(simJackpotHitBodySchema, request.body ?? {});
      const found = await ctx.db.query<{ id: unknown }>(
        'SELECT id FROM players WHERE lower(email) = lower($1)',
        [b.email],
      );
      if (!found.rows[0]) throw new AppError('player_not_found');
      const hitId = await approveHit(deps, Number(id), toSafeInt(found.rows[0].id), b.level);
      await payHit(deps, hitId);
      const [hit] = await selectHits(ctx.db, deps.secret, {
        limit: 1,
        playerId: toSafeInt(found.rows[0].id),
      });
      return reply.status(201).send({ data: hit });
    });

  return { deps };
}
