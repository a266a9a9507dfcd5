import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idPathParam, marketListQuerySchema, matchListQuerySchema } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import { allowedMatch, capPerSport, filterFromQuery, matches, paginate, sortMatches } from './match-query';
import type { ProviderPolicyOf } from './request-provider-policy';
import type { ReadModel } from './read-model';
import { CachedBody, sendCached, type ResponseCache } from './response-cache';
import { requestNames } from './request-names';

const json = 'application/json; charset=utf-8';

/** The signed-in player's favourite match ids (the favourites module supplies it; empty by default). */
export type FavouritesLookup = (request: FastifyRequest) => Promise<Set<number>>;

/** GET /matches, /matches/{id}, /matches/{id}/markets: answered from cached JSON of the read model. */
export function registerMatchRoutes(
  app: FastifyInstance,
  model: ReadModel,
  cache: ResponseCache,
  base: string,
  favourites: FavouritesLookup,
  policyOf: ProviderPolicyOf,
): void {
  app.get(`${base}/matches`, async (request, reply) => {
    const policy = policyOf(request);
    const key = `${requestNames(request)}|${policy.key ?? ''}|${request.url}`;
    // A hit skips parsing (never a favourites answer: those are built per player and never stored).
    const hit = cache.lookup(key);
    if (hit !== undefined) return sendCached(request, reply, hit);
    const q = parseInput(matchListQuerySchema, request.query);
    const build = (fav?: Set<number>): string => {
      const filter = filterFromQuery(q);
      filter.providers = policy;
      if (fav) filter.favourites = fav;
      let list = matches(model, filter);
      if (q.sort_by) list = sortMatches(model, list, q.sort_by);
      if (q.max_per_sport) list = capPerSport(model, list, q.max_per_sport);
      const page = paginate(list, q.page, q.limit);
      const parts = page.items.map((m) => model.matchJson(m.id, requestNames(request))!);
      return `{"data":[${parts.join(',')}],"pagination":${JSON.stringify(page.pagination)}}`;
    };
    // Favourites differ per player, so those answers are not cached.
    const body = q.favourite
      ? new CachedBody(Buffer.from(build(await favourites(request)), 'utf8'))
      : cache.get(key, () => build());
    return sendCached(request, reply, body);
  });

  app.get(`${base}/matches/:id`, async (request, reply) => {
    const { id } = parseInput(idPathParam, request.params);
    const body = model.matchJson(id, requestNames(request));
    const match = model.matches.get(id);
    if (body === undefined || !match || !allowedMatch(model, policyOf(request), match))
      throw new AppError('match_not_found', { id });
    return reply.type(json).send(body);
  });

  app.get(`${base}/matches/:id/markets`, async (request, reply) => {
    const key = `${requestNames(request)}|${request.url}`;
    // A popular live match's markets are asked for many times between two feed changes: a hit skips parsing.
    const hit = cache.lookup(key);
    if (hit !== undefined) return sendCached(request, reply, hit);
    const { id } = parseInput(idPathParam, request.params);
    const q = parseInput(marketListQuerySchema, request.query);
    if (!model.matches.has(id)) throw new AppError('match_not_found', { id });
    const body = cache.get(key, () => {
      const groups = q.group_key?.length ? new Set(q.group_key) : undefined;
      const ids = q.market_id?.length ? new Set(q.market_id) : undefined;
      const list = model
        .listedMarkets(id)
        .filter((m) => (!ids || ids.has(m.marketId)) && (!groups || m.groups.some((g) => groups.has(g))));
      const page = paginate(list, q.page, q.limit);
      return JSON.stringify({
        data: page.items.map((m) => model.marketWire(m, requestNames(request))),
        pagination: page.pagination,
      });
    });
    return sendCached(request, reply, body);
  });
}
