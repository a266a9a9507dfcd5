import {
  favouriteItemParam,
  favouriteListQuerySchema,
  favouriteTypeParam,
  type FavouriteType,
} from '@slipstream/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { bearerPlayerId, requirePlayerId } from '../auth/bearer';
import { isBettable } from '../catalogue/match-query';
import type { ReadModel } from '../catalogue/read-model';
import { SPORTSBOOK_BASE } from '../catalogue/register';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import { addFavourite, favouriteIds, removeFavourite } from './favourites-store';

/** The catalogue's `GET /matches?favourite=1` lookup: the bearer's favourite matches, empty for a visitor. */
export function favouriteMatchesLookup(ctx: AppContext): (request: FastifyRequest) => Promise<Set<number>> {
  return async (request) => {
    const sub = await bearerPlayerId(request, ctx);
    if (sub === null) return new Set();
    return new Set(await favouriteIds(ctx.db, Number(sub), 'matches'));
  };
}

/**
 * Favourites (account-and-surroundings §7) under /api/sportsbook/v1/favourites/{matches|tournaments}: signed-in
 * players only (§4 "Favourites require login"). Starring checks the item exists in the catalogue now; a
 * favourite match that has since finished stays listed unless `match_status` or `bettable` filters it out.
 */
export function registerFavourites(app: FastifyInstance, ctx: AppContext, model: ReadModel): void {
  const base = `${SPORTSBOOK_BASE}/favourites`;
  const player = async (request: FastifyRequest) => Number(await requirePlayerId(request, ctx));

  app.get(`${base}/:type`, async (request) => {
    const playerId = await player(request);
    const { type } = parseInput(favouriteTypeParam, request.params);
    const q = parseInput(favouriteListQuerySchema, request.query ?? {});
    let ids = await favouriteIds(ctx.db, playerId, type);
    if (type === 'matches' && (q.match_status || q.bettable !== undefined)) {
      const statuses = q.match_status ? new Set<number>(q.match_status) : null;
      ids = ids.filter((id) => {
        const m = model.matches.get(id);
        if (!m) return false;
        if (statuses && !statuses.has(m.status)) return false;
        return q.bettable === undefined || isBettable(model, m) === q.bettable;
      });
    }
    return { favoriteIds: ids };
  });

  app.post(`${base}/:type/:id`, async (request, reply) => {
    const playerId = await player(request);
    const { type, id } = parseInput(favouriteItemParam, request.params);
    assertExists(model, type, id);
    await addFavourite(
      ctx.db,
      playerId,
      type,
      id,
      ctx.clock.now(),
      ctx.config.storageQuotas.favouritesPerPlayer,
    );
    return reply.status(201).send({ favoriteIds: await favouriteIds(ctx.db, playerId, type) });
  });

  app.delete(`${base}/:type/:id`, async (request) => {
    const playerId = await player(request);
    const { type, id } = parseInput(favouriteItemParam, request.params);
    await removeFavourite(ctx.db, playerId, type, id);
    return { favoriteIds: await favouriteIds(ctx.db, playerId, type) };
  });
}

function assertExists(model: ReadModel, type: FavouriteType, id: number): void {
  if (type === 'matches' && !model.matches.has(id)) throw new AppError('match_not_found');
  if (type === 'tournaments' && !model.tournaments.has(id)) throw new AppError('tournament_not_found');
}
