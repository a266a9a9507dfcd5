import type { FastifyInstance } from 'fastify';
import {
  countersBodySchema,
  idPathParam,
  resultsQuerySchema,
  scheduleQuerySchema,
  searchQuerySchema,
  SEARCH_MAX,
  SEARCH_MIN,
  type CountEntry,
  type Counters,
} from '@slipstream/contract';
import type { Clock } from '../clock';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import { filterFromCounters, isLiveMatch, matches, paginate, type MatchFilter } from './match-query';
import { demoStatistics } from './demo-statistics';
import { CLOSED, FINISHED, type MatchState } from './model';
import type { ReadModel } from './read-model';
import { sendCached, type ResponseCache } from './response-cache';
import { matchName, statisticsWire } from './wire';
import { requestNames } from './request-names';
import { sportNamed } from './sport-search';

const DAY = 86_400_000;
const set = <T>(xs: T[] | undefined): Set<T> | undefined => (xs && xs.length ? new Set(xs) : undefined);

export interface ExtrasDeps {
  model: ReadModel;
  cache: ResponseCache;
  clock: Clock;
  /** Winning outcome ids of each settled event's main market. */
  winners: Map<number, string[]>;
  assetsBase: string;
}

/**
 * /counters, /search, /results, /schedule, the match extras (statistics, video, streams) and the
 * custom-bet markets, all from the read model.
 */
export function registerExtraRoutes(
  app: FastifyInstance,
  base: string,
  betsBase: string,
  d: ExtrasDeps,
): void {
  const { model, cache } = d;

  app.post(`${base}/counters`, async (request) => {
    const body = parseInput(countersBodySchema, request.body ?? {});
    return counters(model, filterFromCounters(body));
  });

  app.get(`${base}/search`, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    if (typeof raw.q === 'string' && (raw.q.trim().length < SEARCH_MIN || raw.q.trim().length > SEARCH_MAX))
      throw new AppError('search_query_invalid', { min: SEARCH_MIN, max: SEARCH_MAX });
    const q = parseInput(searchQuerySchema, request.query);
    const body = cache.get(`${requestNames(request)}|${request.url}`, () => {
      const needle = q.q.toLowerCase();
      const filter: MatchFilter = {
        sportTypes: set(q.sport_type),
        statuses: set(q.match_status) ?? new Set([0, 1]),
      };
      const found = matches(model, filter)
        .filter((m) => {
          if (matchName(m).toLowerCase().includes(needle)) return true;
          return !q.only_events_name && model.tournamentOf(m).name.toLowerCase().includes(needle);
        })
        .slice(0, q.limit ?? 20);
      const types = set(q.sport_type);
      const tournaments = q.only_events_name
        ? []
        : [...model.tournaments.values()]
            .filter((t) => t.name.toLowerCase().includes(needle))
            .filter(
              (t) => !types || types.has(model.sports.get(model.categories.get(t.categoryId)!.sportId)!.type),
            )
            .map((t) => model.tournamentWire(t.id, requestNames(request))!);
      const sports = [...model.sports.values()]
        .filter((s) => !types || types.has(s.type))
        .sort((a, b) => b.priority - a.priority || a.id - b.id)
        .map((s) => model.sportWire(s.id, requestNames(request))!)
        .filter((s) =>
          sportNamed(q.q, { key: s.key, localName: s.name, englishName: model.sportWire(s.id, 'en')!.name }),
        );
      return `{"matches":[${found.map((m) => model.matchJson(m.id, requestNames(request))).join(',')}],"tournaments":${JSON.stringify(tournaments)},"sports":${JSON.stringify(sports)}}`;
    });
    return sendCached(request, reply, body);
  });

  app.get(`${base}/results`, async (request) => {
    const q = parseInput(resultsQuerySchema, request.query);
    const list = matches(model, {
      statuses: new Set([FINISHED, CLOSED]),
      sportKeys: set(q.sport_key),
      sportTypes: set(q.sport_type),
      categoryIds: set(q.category_id),
      tournamentIds: set(q.tournament_id),
      ...(q.date !== undefined ? { startFrom: q.date, startTo: q.date + DAY - 1 } : {}),
    }).sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || b.id - a.id);
    const page = paginate(list, q.page, q.limit);
    return {
      data: page.items.map((m) => ({
        match: model.matchWire(m.id, requestNames(request))!,
        finished_at: m.finishedAt === null ? null : new Date(m.finishedAt).toISOString(),
        winner_outcome_ids: d.winners.get(m.id) ?? [],
      })),
      pagination: page.pagination,
    };
  });

  app.get(`${base}/schedule`, async (request, reply) => {
    const q = parseInput(scheduleQuerySchema, request.query);
    const day = q.date ?? Math.floor(d.clock.now() / DAY) * DAY;
    const body = cache.get(`${requestNames(request)}|${request.url}#${day}`, () => {
      const list = matches(model, {
        types: new Set(['match']),
        statuses: new Set([0, 1, 2]),
        sportKeys: set(q.sport_key),
        sportTypes: set(q.sport_type),
        categoryIds: set(q.category_id),
        tournamentIds: set(q.tournament_id),
        startFrom: day,
        startTo: day + DAY - 1,
      });
      const page = paginate(list, q.page, q.limit);
      return `{"data":[${page.items.map((m) => model.matchJson(m.id, requestNames(request))).join(',')}],"pagination":${JSON.stringify(page.pagination)}}`;
    });
    return sendCached(request, reply, body);
  });

  const matchOr404 = (params: unknown): MatchState => {
    const { id } = parseInput(idPathParam, params);
    const m = model.matches.get(id);
    if (!m) throw new AppError('match_not_found', { id });
    return m;
  };

  app.get(`${base}/matches/:id/statistics`, async (request) => {
    const m = matchOr404(request.params);
    if (!m.hasStats) throw new AppError('media_not_available', { id: m.id });
    return {
      match_id: m.id,
      widget_url: `${d.assetsBase}/statistics.html?match=${m.id}`,
      statistics: statisticsWire(m),
      items: demoStatistics(m, model.sportOf(m).key),
    };
  });

  app.get(`${base}/matches/:id/video`, async (request) => {
    const m = matchOr404(request.params);
    if (!m.hasVideo) throw new AppError('media_not_available', { id: m.id });
    const link = `${d.assetsBase}/video.html?match=${m.id}`;
    return {
      link,
      frame: `<iframe src="${link}" title="Match video" width="640" height="360" allow="autoplay"></iframe>`,
    };
  });

  app.get(`${base}/matches/:id/streams`, async (request) => {
    const m = matchOr404(request.params);
    if (!m.hasVideo) throw new AppError('media_not_available', { id: m.id });
    return {
      data: [
        { link: `${d.assetsBase}/video.html?match=${m.id}&lang=en`, provider: 'demo', language_code: 'en' },
        { link: `${d.assetsBase}/video.html?match=${m.id}&lang=es`, provider: 'demo', language_code: 'es' },
      ],
    };
  });

  app.get(`${betsBase}/custom/markets/:id`, async (request) => {
    const m = matchOr404(request.params);
    return {
      match_id: m.id,
      data: model
        .listedMarkets(m.id)
        .filter((x) => x.customBetGroups.length > 0)
        .map((x) => model.marketWire(x, requestNames(request))),
    };
  });
}

function counters(model: ReadModel, filter: MatchFilter): Counters {
  const bySport = new Map<number, CountEntry>();
  const byCategory = new Map<number, CountEntry>();
  const byTournament = new Map<number, CountEntry>();
  const bump = (map: Map<number, CountEntry>, id: number, type: string): void => {
    let e = map.get(id);
    if (!e) {
      e = { id, match_count: 0, season_count: 0, simple_tournament_count: 0, stage_count: 0 };
      map.set(id, e);
    }
    if (type === 'match') e.match_count++;
    else if (type === 'season') e.season_count++;
    else if (type === 'simple_tournament') e.simple_tournament_count++;
    else e.stage_count++;
  };
  let live = 0;
  for (const m of matches(model, filter)) {
    const c = model.categoryOf(m);
    bump(bySport, c.sportId, m.type);
    bump(byCategory, c.id, m.type);
    bump(byTournament, m.tournamentId, m.type);
  }
  const liveFilter = { ...filter, statuses: new Set([1]) };
  for (const m of matches(model, liveFilter)) if (isLiveMatch(m)) live++;
  const sorted = (map: Map<number, CountEntry>) => [...map.values()].sort((a, b) => a.id - b.id);
  return { live, sports: sorted(bySport), categories: sorted(byCategory), tournaments: sorted(byTournament) };
}
