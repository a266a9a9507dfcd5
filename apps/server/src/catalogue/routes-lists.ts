import type { FastifyInstance } from 'fastify';
import {
  categoryListQuerySchema,
  idPathParam,
  sportListQuerySchema,
  tournamentListQuerySchema,
} from '@slipstream/contract';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import { paginate } from './match-query';
import type { ReadModel } from './read-model';
import { sendCached, type ResponseCache } from './response-cache';
import { requestNames } from './request-names';

const set = <T>(xs: T[] | undefined): Set<T> | undefined => (xs && xs.length ? new Set(xs) : undefined);

/** GET /sports, /categories, /categories/{id}, /tournaments, /tournaments/{id}: from the read model. */
export function registerListRoutes(
  app: FastifyInstance,
  model: ReadModel,
  cache: ResponseCache,
  base: string,
): void {
  app.get(`${base}/sports`, async (request, reply) => {
    const q = parseInput(sportListQuerySchema, request.query);
    const body = cache.get(`${requestNames(request)}|${request.url}`, () => {
      const types = set(q.type);
      const keys = set(q.key);
      const list = [...model.sports.values()]
        .filter((s) => (!types || types.has(s.type)) && (!keys || keys.has(s.key)))
        .sort((a, b) => b.priority - a.priority || a.id - b.id)
        .map((s) => model.sportWire(s.id, requestNames(request))!);
      const page = paginate(list, q.page, q.limit);
      return JSON.stringify({ data: page.items, pagination: page.pagination });
    });
    return sendCached(request, reply, body);
  });

  app.get(`${base}/categories`, async (request, reply) => {
    const q = parseInput(categoryListQuerySchema, request.query);
    const body = cache.get(`${requestNames(request)}|${request.url}`, () => {
      const keys = set(q.sport_key);
      const types = set(q.sport_type);
      const ids = set(q.sport_id);
      const list = [...model.categories.values()]
        .filter((c) => {
          const s = model.sports.get(c.sportId)!;
          return (!keys || keys.has(s.key)) && (!types || types.has(s.type)) && (!ids || ids.has(s.id));
        })
        .sort((a, b) => {
          const sa = model.sports.get(a.sportId)!;
          const sb = model.sports.get(b.sportId)!;
          return sb.priority - sa.priority || b.priority - a.priority || a.id - b.id;
        })
        .map((c) => model.categoryWire(c.id, requestNames(request))!);
      const page = paginate(list, q.page, q.limit);
      return JSON.stringify({ data: page.items, pagination: page.pagination });
    });
    return sendCached(request, reply, body);
  });

  app.get(`${base}/categories/:id`, async (request) => {
    const { id } = parseInput(idPathParam, request.params);
    const wire = model.categoryWire(id, requestNames(request));
    if (!wire) throw new AppError('category_not_found', { id });
    return wire;
  });

  app.get(`${base}/tournaments`, async (request, reply) => {
    const q = parseInput(tournamentListQuerySchema, request.query);
    const body = cache.get(`${requestNames(request)}|${request.url}`, () => {
      const keys = set(q.sport_key);
      const types = set(q.sport_type);
      const sportIds = set(q.sport_id);
      const categoryIds = set(q.category_id);
      const list = [...model.tournaments.values()]
        .filter((t) => {
          const c = model.categories.get(t.categoryId)!;
          const s = model.sports.get(c.sportId)!;
          return (
            (!keys || keys.has(s.key)) &&
            (!types || types.has(s.type)) &&
            (!sportIds || sportIds.has(s.id)) &&
            (!categoryIds || categoryIds.has(c.id))
          );
        })
        .sort((a, b) => b.priority - a.priority || a.id - b.id)
        .map((t) => model.tournamentWire(t.id, requestNames(request))!);
      const page = paginate(list, q.page, q.limit);
      return JSON.stringify({ data: page.items, pagination: page.pagination });
    });
    return sendCached(request, reply, body);
  });

  app.get(`${base}/tournaments/:id`, async (request) => {
    const { id } = parseInput(idPathParam, request.params);
    const wire = model.tournamentWire(id, requestNames(request));
    if (!wire) throw new AppError('tournament_not_found', { id });
    return wire;
  });
}
