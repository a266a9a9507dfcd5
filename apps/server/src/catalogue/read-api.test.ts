import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  categoryListSchema,
  categorySchema,
  countersSchema,
  customBetMarketsSchema,
  marketListSchema,
  matchListSchema,
  matchSchema,
  matchStatisticsResponseSchema,
  resultListSchema,
  scheduleListSchema,
  searchResultSchema,
  sportListSchema,
  streamsSchema,
  tournamentListSchema,
  tournamentSchema,
  videoSchema,
  type Match,
} from '@slipstream/contract';
import { suiteHarness } from '../testing/suite-harness';
import { testDbKinds } from '../db/test-db';
import { catalogueHarness, type CatalogueHarness } from './test-support';

const V1 = '/api/sportsbook/v1';

describe.each(testDbKinds())('catalogue read API on %s', (kind) => {
  let h: CatalogueHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url });
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json() as unknown;
  };
  const error = async (
    url: string,
    status: number,
    code: string,
    method: 'GET' | 'POST' = 'GET',
    payload?: unknown,
  ) => {
    const res = await h.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
    expect(apiErrorSchema.parse(res.json()).code).toBe(code);
  };
  const list = async (
    query: string,
  ): Promise<{
    data: Match[];
    pagination: { total: number; page: number; limit: number; last_page: number };
  }> => matchListSchema.parse(await ok(`${V1}/matches${query}`));

  suiteHarness(
    kind,
    (opened) => catalogueHarness(opened, { sim: { betStopMs: 0 } }),
    (opened) => ({ h } = opened),
  );
  beforeAll(async () => {
    // A minute of play so live matches have moved, then finish one live match for /results.
    for (let i = 0; i < 6; i++) {
      h.clock.advance(10_000);
      await h.catalogue.feed.step();
    }
    const live = [...h.catalogue.model.matches.values()].find((m) => m.status === 1 && m.type === 'match')!;
    await h.catalogue.feed.exclusive(() =>
      h.catalogue.sim.finishMatch(live.id, { home: 2, away: 1 }, h.clock.now()),
    );
  });

  describe('sports, categories, tournaments', () => {
    it('lists sports by priority with types and providers', async () => {
      const body = sportListSchema.parse(await ok(`${V1}/sports`));
      expect(body.data.map((s) => s.key)).toEqual([
        'soccer',
        'tennis',
        'basketball',
        'ice-hockey',
        'volleyball',
        'cricket',
        'premium-cricket',
        'cs2',
        'dota2',
        'lol',
        'horse-racing',
      ]);
      expect(body.data.find((s) => s.key === 'cs2')).toMatchObject({
        type: 'cyber',
        provider: 'oddin',
        urn_id: 'od:sport:109',
      });
      expect(body.data.find((s) => s.key === 'premium-cricket')).toMatchObject({
        type: 'premium_cricket',
        provider: 'premium_cricket',
      });
      expect(body.pagination).toEqual({ total: 11, page: 1, limit: 500, last_page: 1 });
    });

    it('filters sports by type and key, and pages them', async () => {
      const cyber = sportListSchema.parse(await ok(`${V1}/sports?type=cyber`));
      expect(cyber.data.map((s) => s.key).sort()).toEqual(['cs2', 'dota2', 'lol']);
      const keyed = sportListSchema.parse(await ok(`${V1}/sports?key=soccer,tennis`));
      expect(keyed.data.map((s) => s.key)).toEqual(['soccer', 'tennis']);
      const page = sportListSchema.parse(await ok(`${V1}/sports?limit=4&page=3`));
      expect(page.data.map((s) => s.key)).toEqual(['dota2', 'lol', 'horse-racing']);
      expect(page.pagination).toEqual({ total: 11, page: 3, limit: 4, last_page: 3 });
    });

    it('lists categories as countries, filtered by sport, and answers one by id', async () => {
      const all = categoryListSchema.parse(await ok(`${V1}/categories`));
      expect(all.data.find((c) => c.name === 'England' && c.sport.key === 'soccer')?.country_code).toBe('GB');
      const soccer = categoryListSchema.parse(await ok(`${V1}/categories?sport_key=soccer`));
      expect(soccer.data.length).toBeGreaterThan(3);
      expect(soccer.data.every((c) => c.sport.key === 'soccer')).toBe(true);
      const byType = categoryListSchema.parse(await ok(`${V1}/categories?sport_type=cyber&sport_id=109`));
      expect(byType.data.map((c) => c.sport.key)).toEqual(['cs2']);
      const one = categorySchema.parse(await ok(`${V1}/categories/${soccer.data[0]!.id}`));
      expect(one).toEqual(soccer.data[0]);
    });

    it('lists tournaments with priorities and main/secondary markets, filtered', async () => {
      const body = tournamentListSchema.parse(await ok(`${V1}/tournaments`));
      const priorities = body.data.map((t) => t.priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
      const soccer = tournamentListSchema.parse(await ok(`${V1}/tournaments?sport_key=soccer`));
      expect(
        soccer.data.every((t) => t.sport.main_market_id === 1 && t.sport.secondary_market_id === 18),
      ).toBe(true);
      const tennis = tournamentListSchema.parse(await ok(`${V1}/tournaments?sport_id=5`));
      expect(
        tennis.data.every((t) => t.sport.main_market_id === 186 && t.sport.main_market_outcomes_count === 2),
      ).toBe(true);
      const cat = soccer.data[0]!.category.id;
      const inCat = tournamentListSchema.parse(await ok(`${V1}/tournaments?category_id=${cat}`));
      expect(inCat.data.every((t) => t.category.id === cat)).toBe(true);
      expect(
        tournamentListSchema.parse(await ok(`${V1}/tournaments?sport_type=regular&limit=1`)).data,
      ).toHaveLength(1);
      const one = tournamentSchema.parse(await ok(`${V1}/tournaments/${soccer.data[0]!.id}`));
      expect(one.urn_id).toBe(`sr:tournament:${one.id}`);
    });

    it('answers unknown ids with 404 and junk with 400', async () => {
      await error(`${V1}/categories/999999`, 404, 'category_not_found');
      await error(`${V1}/tournaments/999999`, 404, 'tournament_not_found');
      await error(`${V1}/categories/abc`, 400, 'validation_failed');
      await error(`${V1}/tournaments/-1`, 400, 'validation_failed');
      await error(`${V1}/sports?type=board`, 400, 'validation_failed');
      await error(`${V1}/sports?limit=501`, 400, 'validation_failed');
      await error(`${V1}/sports?unknown=1`, 400, 'validation_failed');
      await error(`${V1}/categories?sport_id=x`, 400, 'validation_failed');
      await error(`${V1}/tournaments?page=0`, 400, 'validation_failed');
    });
  });

  describe('matches', () => {
    it('lists prematch, live and stopped events with a 500 default limit', async () => {
      const body = await list('');
      expect(body.pagination.limit).toBe(500);
      expect(body.pagination.total).toBe(body.data.length);
      expect(new Set(body.data.map((m) => m.status))).toEqual(new Set([0, 1]));
      const starts = body.data.map((m) => Date.parse(m.start_time));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const soccer = body.data.find((m) => m.tournament.sport.key === 'soccer' && m.type === 'match')!;
      expect(soccer.main_market?.id).toBe(1);
      expect(soccer.main_market?.outcomes.map((o) => o.id)).toEqual(['1', '2', '3']);
      expect(soccer.urn_id).toBe(`sr:match:${soccer.id}`);
      const cyber = body.data.find((m) => m.tournament.sport.type === 'cyber' && m.type === 'match');
      if (cyber) expect(cyber.urn_id).toBe(`od:match:${cyber.id}`);
    });

    it('shows live matches with clock, scores and period scores', async () => {
      const live = await list('?match_status=1&type=match');
      expect(live.data.length).toBeGreaterThan(0);
      for (const m of live.data) {
        expect(m.status).toBe(1);
        expect(m.statistics).not.toBeNull();
      }
      const clocked = live.data.find((m) => m.statistics?.clock);
      if (clocked) expect(clocked.statistics!.clock!.clock_updated_at).toMatch(/Z$/);
    });

    it('filters by id, type, sport, category, tournament and status', async () => {
      const all = (await list('')).data;
      const pick = all[3]!;
      expect((await list(`?id=${pick.id},${all[4]!.id}`)).data.map((m) => m.id).sort()).toEqual(
        [pick.id, all[4]!.id].sort(),
      );
      expect((await list(`?id=${pick.id}&id=${all[5]!.id}`)).data).toHaveLength(2);
      for (const type of ['match', 'stage', 'season', 'simple_tournament'] as const) {
        const r = await list(`?type=${type}`);
        expect(r.data.length, type).toBeGreaterThan(0);
        expect(r.data.every((m) => m.type === type)).toBe(true);
        if (type !== 'match') expect(r.data[0]!.outright?.competitors.length).toBeGreaterThan(1);
      }
      const soccer = await list('?sport_key=soccer');
      expect(soccer.data.every((m) => m.tournament.sport.key === 'soccer')).toBe(true);
      const cyber = await list('?sport_type=cyber');
      expect(cyber.data.every((m) => m.tournament.sport.type === 'cyber')).toBe(true);
      const cat = await list(`?category_id=${pick.tournament.category.id}`);
      expect(cat.data.every((m) => m.tournament.category.id === pick.tournament.category.id)).toBe(true);
      expect(cat.data.map((m) => m.id)).toContain(pick.id);
      const t = await list(`?tournament_id=${pick.tournament.id}`);
      expect(t.data.every((m) => m.tournament.id === pick.tournament.id)).toBe(true);
      const finished = await list('?match_status=4');
      expect(finished.data.length).toBe(1);
      expect(finished.data[0]!.main_market?.status ?? -3).toBe(-3);
    });

    it('filters by start window, bettable and video, and caps per sport', async () => {
      const all = (await list('')).data;
      const mid = all[Math.floor(all.length / 2)]!.start_time;
      const from = await list(`?start_from=${encodeURIComponent(mid)}`);
      expect(from.data.every((m) => m.start_time >= mid)).toBe(true);
      const to = await list(`?start_to=${encodeURIComponent(mid)}`);
      expect(to.data.every((m) => m.start_time <= mid)).toBe(true);
      expect(from.pagination.total + to.pagination.total).toBeGreaterThanOrEqual(all.length);
      const bettable = await list('?bettable=true');
      expect(bettable.data.length).toBeGreaterThan(0);
      expect(bettable.data.every((m) => m.status === 0 || m.status === 1)).toBe(true);
      const notBettable = await list('?bettable=false&match_status=4');
      expect(notBettable.data).toHaveLength(1);
      const video = await list('?has_video=1');
      expect(video.data.every((m) => m.has_video)).toBe(true);
      const noVideo = await list('?has_video=0');
      expect(video.pagination.total + noVideo.pagination.total).toBe(all.length);
      const capped = await list('?max_per_sport=1');
      const sports = capped.data.map((m) => m.tournament.sport.id);
      expect(new Set(sports).size).toBe(sports.length);
    });

    it('gzips cached list answers for clients that accept it', async () => {
      const plain = await get(`${V1}/matches?limit=50`);
      const zipped = await h.app.inject({
        url: `${V1}/matches?limit=50`,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('answers favourite=true for a visitor with an empty list', async () => {
      expect((await list('?favourite=true')).data).toEqual([]);
    });

    it('sorts by every key in both directions', async () => {
      const checks: Array<[string, (m: Match) => number]> = [
        ['start_time', (m) => Date.parse(m.start_time)],
        ['bets_count', (m) => m.bets_count],
        ['sport_id', (m) => m.tournament.sport.id],
        ['sport_priority', (m) => m.tournament.sport.priority],
        ['category_id', (m) => m.tournament.category.id],
        ['category_priority', (m) => m.tournament.category.priority],
        ['tournament_id', (m) => m.tournament.id],
        ['tournament_priority', (m) => m.tournament.priority],
      ];
      for (const [key, value] of checks) {
        const asc = (await list(`?sort_by=${key}`)).data.map(value);
        expect(asc, key).toEqual([...asc].sort((a, b) => a - b));
        const desc = (await list(`?sort_by=${key}:desc`)).data.map(value);
        expect(desc, key).toEqual([...desc].sort((a, b) => b - a));
      }
      const two = (await list('?sort_by=sport_priority:desc,start_time')).data;
      for (let i = 1; i < two.length; i++) {
        const [a, b] = [two[i - 1]!, two[i]!];
        expect(a.tournament.sport.priority >= b.tournament.sport.priority).toBe(true);
        if (a.tournament.sport.priority === b.tournament.sport.priority)
          expect(a.start_time <= b.start_time).toBe(true);
      }
    });

    it('pages through the list', async () => {
      const all = await list('');
      const p1 = await list('?limit=5&page=1');
      const p2 = await list('?limit=5&page=2');
      expect(p1.pagination).toEqual({
        total: all.pagination.total,
        page: 1,
        limit: 5,
        last_page: Math.ceil(all.pagination.total / 5),
      });
      expect([...p1.data, ...p2.data].map((m) => m.id)).toEqual(all.data.slice(0, 10).map((m) => m.id));
      expect((await list('?limit=5&page=1000')).data).toEqual([]);
    });

    it('rejects junk in every query parameter with validation_failed', async () => {
      for (const q of [
        'id=abc',
        'id=1.5',
        'type=boat',
        'sport_key=%3Cscript%3E',
        'sport_type=virtual',
        'category_id=-3',
        'tournament_id=x',
        'match_status=9',
        'match_status=live',
        'sort_by=price',
        'sort_by=start_time:up',
        'start_from=yesterday',
        'start_to=2026-13-01T00:00:00Z',
        'bettable=maybe',
        'max_per_sport=0',
        'page=0',
        'page=-1',
        'limit=0',
        'limit=501',
        'favourite=yes',
        'has_video=2',
        'nonsense=1',
        'limit=1&limit=2',
      ])
        await error(`${V1}/matches?${q}`, 400, 'validation_failed');
    });

    it('answers one match, 404 for an unknown id and 400 for junk', async () => {
      const first = (await list('?limit=1')).data[0]!;
      expect(matchSchema.parse(await ok(`${V1}/matches/${first.id}`))).toEqual(first);
      await error(`${V1}/matches/1`, 404, 'match_not_found');
      await error(`${V1}/matches/12abc`, 400, 'validation_failed');
      await error(`${V1}/matches/99999999999999999999`, 400, 'validation_failed');
    });
  });

  describe('markets', () => {
    let soccer: Match;
    beforeAll(async () => {
      soccer = (await list('?sport_key=soccer&type=match&match_status=0&limit=1')).data[0]!;
    });

    it('lists every open market of a match with UOF ids and specifiers', async () => {
      const body = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets`));
      const ids = new Set(body.data.map((m) => m.id));
      for (const id of [1, 10, 11, 14, 16, 18, 29, 45, 60, 68]) expect(ids, `market ${id}`).toContain(id);
      expect(body.data.every((m) => m.status !== 0)).toBe(true);
      expect(body.pagination.total).toBe(soccer.available_markets);
      const totals = body.data.filter((m) => m.id === 18);
      expect(totals.every((m) => /^total=\d+(\.\d+)?$/.test(m.specifier))).toBe(true);
      expect(totals.filter((m) => m.most_balanced)).toHaveLength(1);
      expect(body.data.filter((m) => m.id === 16).every((m) => m.specifier.startsWith('hcp='))).toBe(true);
      expect(body.data.find((m) => m.id === 29)?.outcomes.map((o) => o.id)).toEqual(['74', '76']);
      expect(body.data.find((m) => m.id === 10)?.outcomes.map((o) => o.id)).toEqual(['9', '10', '11']);
      // Coherent prices: a book's implied probabilities add up to a bit more than 1 (the margin).
      const book = body.data.find((m) => m.id === 1)!.outcomes.reduce((s, o) => s + 1 / o.odds, 0);
      expect(book).toBeGreaterThan(1.0);
      expect(book).toBeLessThan(1.12);
    });

    it('filters markets by group and id, and pages them', async () => {
      const totals = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets?group_key=totals`));
      expect(totals.data.length).toBeGreaterThan(0);
      expect(totals.data.every((m) => m.market_groups.includes('totals'))).toBe(true);
      const halves = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets?group_key=halves`));
      expect(new Set(halves.data.map((m) => m.id))).toEqual(new Set([60, 68]));
      const byId = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets?market_id=1,29`));
      expect(byId.data.map((m) => m.id).sort()).toEqual([1, 29]);
      const page = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets?limit=3&page=2`));
      expect(page.data).toHaveLength(3);
      expect(page.pagination.page).toBe(2);
    });

    it('never lists a status-0 market', async () => {
      const before = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets?market_id=29`));
      expect(before.data).toHaveLength(1);
      await h.catalogue.feed.exclusive(() =>
        h.catalogue.sim.setMarketStatus(soccer.id, 29, '', 0, h.clock.now()),
      );
      const after = marketListSchema.parse(await ok(`${V1}/matches/${soccer.id}/markets?market_id=29`));
      expect(after.data).toEqual([]);
      const match = matchSchema.parse(await ok(`${V1}/matches/${soccer.id}`));
      expect(match.available_markets).toBe(soccer.available_markets - 1);
      await h.catalogue.feed.exclusive(() =>
        h.catalogue.sim.setMarketStatus(soccer.id, 29, '', 1, h.clock.now()),
      );
    });

    it('answers 404 for an unknown match and 400 for junk filters', async () => {
      await error(`${V1}/matches/1/markets`, 404, 'match_not_found');
      await error(`${V1}/matches/${soccer.id}/markets?market_id=one`, 400, 'validation_failed');
      await error(`${V1}/matches/${soccer.id}/markets?group_key=a%20b`, 400, 'validation_failed');
      await error(`${V1}/matches/${soccer.id}/markets?limit=1000`, 400, 'validation_failed');
    });

    it('offers bet-builder markets under the v3 custom-bet path', async () => {
      const body = customBetMarketsSchema.parse(
        await ok(`/api/sportsbook/v3/bets/custom/markets/${soccer.id}`),
      );
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((m) => m.custom_bet_groups.length > 0)).toBe(true);
      await error('/api/sportsbook/v3/bets/custom/markets/1', 404, 'match_not_found');
      await error('/api/sportsbook/v3/bets/custom/markets/x', 400, 'validation_failed');
    });
  });

  describe('match extras', () => {
    it('serves statistics, video and streams for the matches that have them', async () => {
      const model = h.catalogue.model;
      const withStats = [...model.matches.values()].find((m) => m.hasStats)!;
      const withoutStats = [...model.matches.values()].find((m) => !m.hasStats)!;
      const stats = matchStatisticsResponseSchema.parse(await ok(`${V1}/matches/${withStats.id}/statistics`));
      expect(stats.widget_url).toMatch(/^\/demo-assets\/statistics\.html/);
      expect((await get(stats.widget_url)).statusCode).toBe(200);
      await error(`${V1}/matches/${withoutStats.id}/statistics`, 404, 'media_not_available');
      const withVideo = [...model.matches.values()].find((m) => m.hasVideo)!;
      const withoutVideo = [...model.matches.values()].find((m) => !m.hasVideo)!;
      const video = videoSchema.parse(await ok(`${V1}/matches/${withVideo.id}/video`));
      const page = await get(video.link);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(
        streamsSchema.parse(await ok(`${V1}/matches/${withVideo.id}/streams`)).data.length,
      ).toBeGreaterThan(0);
      await error(`${V1}/matches/${withoutVideo.id}/video`, 404, 'media_not_available');
      await error(`${V1}/matches/${withoutVideo.id}/streams`, 404, 'media_not_available');
      await error(`${V1}/matches/1/video`, 404, 'match_not_found');
      await error(`${V1}/matches/1/heatmap`, 404, 'not_found');
    });

    it('serves the icon sprite and demo assets, nothing outside them', async () => {
      const icons = await get('/fe-api/icons.svg?version=3');
      expect(icons.statusCode).toBe(200);
      expect(icons.headers['content-type']).toContain('image/svg+xml');
      expect(icons.body).toContain('id="sport-soccer"');
      expect(icons.body).toContain('id="general-live"');
      await error('/fe-api/icons.svg?color=red', 400, 'validation_failed');
      expect((await get('/demo-assets/logos/1.svg')).statusCode).toBe(200);
      await error('/demo-assets/../../package.json', 404, 'not_found');
      await error('/demo-assets/nope.html', 404, 'not_found');
    });
  });

  describe('counters, search, results, schedule', () => {
    it('counts live events and events per sport, category and tournament', async () => {
      const res = await h.app.inject({ method: 'POST', url: `${V1}/counters`, payload: {} });
      expect(res.statusCode).toBe(200);
      const c = countersSchema.parse(res.json());
      const all = await list('');
      const total = c.sports.reduce(
        (s, x) => s + x.match_count + x.season_count + x.simple_tournament_count + x.stage_count,
        0,
      );
      expect(total).toBe(all.pagination.total);
      expect(c.live).toBe(all.data.filter((m) => m.status === 1 && m.type === 'match').length);
      const soccer = c.sports.find((s) => s.id === 1)!;
      expect(soccer.match_count).toBe(
        all.data.filter((m) => m.tournament.sport.id === 1 && m.type === 'match').length,
      );
      expect(soccer.season_count).toBeGreaterThan(0);
      expect(c.tournaments.reduce((s, x) => s + x.match_count, 0)).toBe(
        all.data.filter((m) => m.type === 'match').length,
      );
      const cyber = countersSchema.parse(
        (
          await h.app.inject({ method: 'POST', url: `${V1}/counters`, payload: { sport_type: ['cyber'] } })
        ).json(),
      );
      expect(cyber.sports.every((s) => [109, 110, 111].includes(s.id))).toBe(true);
      const single = countersSchema.parse(
        (
          await h.app.inject({ method: 'POST', url: `${V1}/counters`, payload: { sport_type: 'cyber' } })
        ).json(),
      );
      expect(single).toEqual(cyber);
      await error(`${V1}/counters`, 400, 'validation_failed', 'POST', { sport_type: 'chess' });
      await error(`${V1}/counters`, 400, 'validation_failed', 'POST', { category_id: ['1'] });
      await error(`${V1}/counters`, 400, 'validation_failed', 'POST', { extra: true });
    });

    it('searches 3 to 50 characters in event and tournament names', async () => {
      const m = (await list('?type=match&match_status=0&limit=1')).data[0]!;
      const needle = m.competitors!.home.name.slice(0, 5);
      const r = searchResultSchema.parse(await ok(`${V1}/search?q=${encodeURIComponent(needle)}`));
      expect(r.matches.map((x) => x.id)).toContain(m.id);
      const t = searchResultSchema.parse(await ok(`${V1}/search?q=${encodeURIComponent(m.tournament.name)}`));
      expect(t.tournaments.map((x) => x.id)).toContain(m.tournament.id);
      const only = searchResultSchema.parse(
        await ok(`${V1}/search?q=${encodeURIComponent(m.tournament.name)}&only_events_name=true`),
      );
      expect(only.tournaments).toEqual([]);
      // A sport by its name in the request's language, and soccer by its other English word.
      const de = searchResultSchema.parse(
        (
          await h.app.inject({
            method: 'GET',
            url: `${V1}/search?q=${encodeURIComponent('Fußball')}`,
            headers: { 'accept-language': 'de' },
          })
        ).json(),
      );
      expect(de.sports.map((s) => [s.key, s.name])).toEqual([['soccer', 'Fußball']]);
      const en = searchResultSchema.parse(await ok(`${V1}/search?q=Football`));
      expect(en.sports.map((s) => s.key)).toContain('soccer');
      await error(`${V1}/search?q=ab`, 400, 'search_query_invalid');
      await error(`${V1}/search?q=${'x'.repeat(51)}`, 400, 'search_query_invalid');
      await error(`${V1}/search`, 400, 'validation_failed');
      await error(`${V1}/search?q=abcd&sport_type=none`, 400, 'validation_failed');
    });

    it('lists results of finished events with winners', async () => {
      const body = resultListSchema.parse(await ok(`${V1}/results`));
      expect(body.data).toHaveLength(1);
      expect(body.data[0]!.match.statistics?.total_score).toEqual({ home: 2, away: 1 });
      expect(body.data[0]!.winner_outcome_ids.length).toBeGreaterThan(0);
      const day = body.data[0]!.match.start_time.slice(0, 10);
      expect(resultListSchema.parse(await ok(`${V1}/results?date=${day}`)).data).toHaveLength(1);
      expect(resultListSchema.parse(await ok(`${V1}/results?date=2001-01-01`)).data).toHaveLength(0);
      await error(`${V1}/results?date=21-11-2026`, 400, 'validation_failed');
    });

    it('lists the schedule of one day', async () => {
      const today = new Date(h.clock.now()).toISOString().slice(0, 10);
      const body = scheduleListSchema.parse(await ok(`${V1}/schedule`));
      expect(body.data.every((m) => m.start_time.startsWith(today) && m.type === 'match')).toBe(true);
      const tomorrow = new Date(h.clock.now() + 86_400_000).toISOString().slice(0, 10);
      const next = scheduleListSchema.parse(await ok(`${V1}/schedule?date=${tomorrow}&sport_type=regular`));
      expect(next.data.every((m) => m.start_time.startsWith(tomorrow))).toBe(true);
      await error(`${V1}/schedule?date=tomorrow`, 400, 'validation_failed');
    });
  });
});
