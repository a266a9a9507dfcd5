import { afterEach, describe, expect, it } from 'vitest';
import { catalogueEventSchema, marketListSchema, matchSchema } from '@slipstream/contract';
import { catalogueHarness, testClock, type CatalogueHarness } from '../catalogue/test-support';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { FULL_SIM } from '../sim/simulator';

const V1 = '/api/sportsbook/v1';
const DAY = 86_400_000;

// Each test builds one or more catalogues over a real database: generous timeouts for busy CI machines.
describe.each(testDbKinds())('simulated feed on %s', { timeout: 180_000 }, (kind) => {
  const open: Array<{ h: CatalogueHarness; db: Db }> = [];
  const harness = async (opts: Parameters<typeof catalogueHarness>[1] = {}, db?: Db) => {
    const database = db ?? (await openTestDb(kind));
    const h = await catalogueHarness(database, opts);
    open.push({ h, db: database });
    return { h, db: database };
  };
  afterEach(async () => {
    for (const { h, db } of open.splice(0)) {
      await h.app.close();
      await db.close().catch(() => undefined);
    }
  });
  const steps = async (h: CatalogueHarness, n: number, ms: number) => {
    for (let i = 0; i < n; i++) {
      h.clock.advance(ms);
      await h.catalogue.feed.step();
    }
  };
  const snapshot = async (h: CatalogueHarness) =>
    (await h.app.inject({ url: `${V1}/matches?match_status=0,1,2,3,4` })).body;

  it('generates the same catalogue and play from the same seed, a different one from another seed', async () => {
    const a = (await harness({ seed: 11 })).h;
    const b = (await harness({ seed: 11 })).h;
    const c = (await harness({ seed: 12 })).h;
    await steps(a, 5, 5000);
    await steps(b, 5, 5000);
    await steps(c, 5, 5000);
    expect(await snapshot(a)).toBe(await snapshot(b));
    expect(await snapshot(a)).not.toBe(await snapshot(c));
  });

  it('keeps the full volume: ≥ 200 pre-match matches within 7 days and ≥ 10 live at every step', async () => {
    const { h } = await harness({ sim: { size: FULL_SIM } });
    const check = () => {
      const now = h.clock.now();
      const all = [...h.catalogue.model.matches.values()].filter((m) => m.type === 'match');
      const prematch = all.filter((m) => m.status === 0 && m.startTime > now && m.startTime <= now + 7 * DAY);
      const live = all.filter((m) => m.status === 1);
      expect(prematch.length).toBeGreaterThanOrEqual(200);
      expect(live.length).toBeGreaterThanOrEqual(10);
    };
    check();
    const types = new Set([...h.catalogue.model.matches.values()].map((m) => m.type));
    expect(types).toEqual(new Set(['match', 'stage', 'season', 'simple_tournament']));
    // 90 minutes of simulated play in 1-minute ticks: matches finish and are replaced.
    for (let i = 0; i < 90; i++) {
      await steps(h, 1, 60_000);
      check();
    }
    expect([...h.catalogue.model.matches.values()].some((m) => m.status === 4 || m.status === 3)).toBe(true);
  });

  it('moves matches prematch → live → finished → closed and publishes each change', async () => {
    const { h } = await harness();
    const model = h.catalogue.model;
    const next = [...model.matches.values()]
      .filter((m) => m.type === 'match' && m.status === 0)
      .sort((x, y) => x.startTime - y.startTime)[0]!;
    h.clock.set(next.startTime);
    h.published.length = 0;
    await h.catalogue.feed.step();
    expect(model.matches.get(next.id)!.status).toBe(1);
    const statusEvents = h.published.filter((p) => p.publication.event === 'match_status_changed');
    expect(statusEvents.map((p) => p.channel)).toEqual(expect.arrayContaining(['public:en', 'public:pt']));
    for (const p of h.published) catalogueEventSchema.parse(p.publication);
    expect(
      h.published.some(
        (p) => p.channel === `match:en:${next.id}` && p.publication.event === 'markets_changed',
      ),
    ).toBe(true);
    // Public market events carry only main markets.
    const publicMarkets = h.published.filter(
      (p) => p.channel === 'public:en' && p.publication.event === 'markets_changed',
    );
    for (const p of publicMarkets) {
      const data = catalogueEventSchema.parse(p.publication).data as {
        match_id: number;
        markets: { id: number }[];
      };
      const t = model.tournamentOf(model.matches.get(data.match_id)!);
      expect(data.markets.every((m) => m.id === t.mainMarketId || m.id === t.secondaryMarketId)).toBe(true);
    }
    // Play on until it ends (best-of sports end on sets; 6 hours is plenty), then 10 minutes to close.
    for (let i = 0; i < 400 && model.matches.get(next.id)!.status === 1; i++) await steps(h, 1, 60_000);
    const finished = model.matches.get(next.id)!;
    expect(finished.status).toBe(4);
    const wire = matchSchema.parse((await h.app.inject({ url: `${V1}/matches/${next.id}` })).json());
    expect(wire.main_market?.status).toBe(-3);
    await steps(h, 11, 60_000);
    expect(model.matches.get(next.id)!.status).toBe(3);
  });

  it('suspends markets for a few seconds after a goal, then reopens them at new prices', async () => {
    const { h } = await harness({ sim: { betStopMs: 5000 } });
    const model = h.catalogue.model;
    const soccer = [...model.matches.values()].find(
      (m) => m.type === 'match' && m.status === 0 && model.sportOf(m).key === 'soccer',
    )!;
    await h.catalogue.feed.exclusive(() => h.catalogue.sim.setMatchStatus(soccer.id, 1, h.clock.now()));
    const before = model.market(soccer.id, 1, '')!.outcomes[0]!.odds;
    await h.catalogue.feed.exclusive(() => h.catalogue.sim.score(soccer.id, 'home', h.clock.now()));
    const markets = async () =>
      marketListSchema.parse((await h.app.inject({ url: `${V1}/matches/${soccer.id}/markets` })).json()).data;
    expect((await markets()).every((m) => m.status === -1)).toBe(true);
    expect(
      h.catalogue.prices.quote({ matchId: soccer.id, marketId: 1, specifier: '', outcomeId: '1' })
        ?.marketStatus,
    ).toBe(-1);
    await steps(h, 1, 2000);
    expect((await markets()).every((m) => m.status === -1)).toBe(true);
    await steps(h, 1, 4000);
    const reopened = await markets();
    expect(reopened.find((m) => m.id === 1)?.status).toBe(1);
    // A home goal makes the home win cheaper.
    expect(model.market(soccer.id, 1, '')!.outcomes[0]!.odds).toBeLessThan(before);
  });

  it('writes UOF settlements with void and dead-heat factors and tells the settled listeners', async () => {
    const { h, db } = await harness();
    const model = h.catalogue.model;
    const settled: number[] = [];
    h.catalogue.onMatchSettled(async (id) => {
      settled.push(id);
    });
    const soccer = [...model.matches.values()].find(
      (m) => m.type === 'match' && m.status === 0 && model.sportOf(m).key === 'soccer',
    )!;
    await h.catalogue.feed.exclusive(() =>
      h.catalogue.sim.finishMatch(soccer.id, { home: 1, away: 1 }, h.clock.now()),
    );
    expect(settled).toEqual([soccer.id]);
    const rows = (
      await db.query<{
        market_id: number;
        specifier: string;
        outcome_id: string;
        result: number;
        void_factor: string;
        dead_heat_factor: string;
      }>(
        'SELECT market_id, specifier, outcome_id, result, void_factor::text, dead_heat_factor::text FROM outcome_results WHERE match_id = $1',
        [soccer.id],
      )
    ).rows;
    const row = (m: number, s: string, o: string) => {
      const r = rows.find((x) => x.market_id === m && x.specifier === s && x.outcome_id === o)!;
      return { result: r.result, void: Number(r.void_factor), dh: Number(r.dead_heat_factor) };
    };
    expect(row(1, '', '2')).toEqual({ result: 1, void: 0, dh: 1 }); // draw won
    expect(row(1, '', '1')).toEqual({ result: 0, void: 0, dh: 1 });
    expect(row(11, '', '4')).toEqual({ result: 0, void: 1, dh: 1 }); // draw no bet: refunded
    expect(row(16, 'hcp=0', '1714')).toEqual({ result: 0, void: 1, dh: 1 });
    expect(row(16, 'hcp=-0.25', '1714')).toEqual({ result: 0, void: 0.5, dh: 1 }); // half lost
    expect(row(16, 'hcp=-0.25', '1715')).toEqual({ result: 1, void: 0.5, dh: 1 }); // half won
    expect(row(18, 'total=3', '13')).toEqual({ result: 1, void: 0, dh: 1 });
    expect(row(18, 'total=2.25', '13')).toEqual({ result: 1, void: 0.5, dh: 1 });
    expect(row(29, '', '74')).toEqual({ result: 1, void: 0, dh: 1 });
    expect(row(45, 'variant=sr:correct_score:max:6', 'sr:correct_score:max:6:1:1')).toEqual({
      result: 1,
      void: 0,
      dh: 1,
    });
    // Every outcome of every market (listed or not) has its settlement row.
    const outcomes = [...model.markets.get(soccer.id)!.values()].flatMap((m) =>
      m.outcomes.map((o) => `${m.marketId}|${m.specifier}|${o.id}`),
    );
    expect(rows.map((r) => `${r.market_id}|${r.specifier}|${r.outcome_id}`).sort()).toEqual(outcomes.sort());

    const race = [...model.matches.values()].find((m) => m.type === 'stage' && m.status === 0)!;
    const [a, b] = race.outright!.competitors;
    await h.catalogue.feed.exclusive(() =>
      h.catalogue.sim.finishMatch(race.id, { winners: [a!.urnId, b!.urnId] }, h.clock.now()),
    );
    const raceRows = (
      await db.query<{ outcome_id: string; result: number; dead_heat_factor: string }>(
        'SELECT outcome_id, result, dead_heat_factor::text FROM outcome_results WHERE match_id = $1 ORDER BY outcome_id',
        [race.id],
      )
    ).rows;
    expect(raceRows).toHaveLength(race.outright!.competitors.length);
    expect(
      raceRows.filter((r) => r.result === 1).map((r) => [r.outcome_id, Number(r.dead_heat_factor)]),
    ).toEqual(
      [
        [a!.urnId, 0.5],
        [b!.urnId, 0.5],
      ].sort(),
    );
    expect(settled).toEqual([soccer.id, race.id]);
  });

  it('keeps the catalogue and resumes the feed after a restart', async () => {
    const db = await openTestDb(kind);
    const clock = testClock();
    const first = await catalogueHarness(db, { clock });
    await steps(first, 3, 10_000);
    const liveBefore = [...first.catalogue.model.matches.values()].find((m) => m.status === 1 && m.clock)!;
    const elapsed = liveBefore.clock!.elapsedMs;
    const before = await snapshot(first);
    const ids = [...first.catalogue.model.matches.keys()].sort();
    await first.app.close();
    const second = await catalogueHarness(db, { clock });
    open.push({ h: second, db });
    expect(await snapshot(second)).toBe(before);
    expect([...second.catalogue.model.matches.keys()].sort()).toEqual(ids);
    await steps(second, 1, 10_000);
    expect(second.catalogue.model.matches.get(liveBefore.id)!.clock!.elapsedMs).toBeGreaterThan(elapsed);
    // New events continue the id sequence rather than regenerating the catalogue.
    expect(Math.min(...[...second.catalogue.model.matches.keys()])).toBe(Math.min(...ids));
  });

  it('resumes a stored catalogue even when restarted under another seed', async () => {
    const db = await openTestDb(kind);
    const clock = testClock();
    const first = await catalogueHarness(db, { clock, seed: 5 });
    const before = await snapshot(first);
    await first.app.close();
    const second = await catalogueHarness(db, { clock, seed: 6 });
    open.push({ h: second, db });
    expect(await snapshot(second)).toBe(before);
  });

  it('stops every automatic change while paused through /api/sim/pause, and resumes', async () => {
    const { h } = await harness({ simControl: true });
    await steps(h, 1, 1000);
    expect((await h.app.inject({ method: 'POST', url: '/api/sim/pause' })).statusCode).toBe(200);
    const before = await snapshot(h);
    await steps(h, 5, 60_000);
    expect(await snapshot(h)).toBe(before);
    expect((await h.app.inject({ method: 'POST', url: '/api/sim/resume' })).statusCode).toBe(200);
    await steps(h, 1, 60_000);
    expect(await snapshot(h)).not.toBe(before);
  });

  it('runs the live clock SIM_SPEED times faster', async () => {
    const slow = (await harness({ sim: { speed: 1 } })).h;
    const fast = (await harness({ sim: { speed: 3 } })).h;
    const clocked = [...slow.catalogue.model.matches.values()].find(
      (m) => m.status === 1 && m.clock && m.clock.durationMs > 0,
    )!;
    const start = clocked.clock!.elapsedMs;
    expect(fast.catalogue.model.matches.get(clocked.id)!.clock!.elapsedMs).toBe(start);
    await steps(slow, 1, 10_000);
    await steps(fast, 1, 10_000);
    expect(slow.catalogue.model.matches.get(clocked.id)!.clock!.elapsedMs - start).toBe(10_000);
    expect(fast.catalogue.model.matches.get(clocked.id)!.clock!.elapsedMs - start).toBe(30_000);
  });

  it('writes feed changes to the database in batches, not per tick', async () => {
    const { h, db } = await harness({ flushEveryMs: 60_000 });
    const live = [...h.catalogue.model.matches.values()].find(
      (m) => m.status === 1 && m.clock && m.clock.durationMs > 0,
    )!;
    const stored = async () =>
      Number(
        (
          await db.query<{ e: string }>(
            `SELECT data->'clock'->>'elapsedMs' AS e FROM matches WHERE id = $1`,
            [live.id],
          )
        ).rows[0]!.e,
      );
    const before = await stored();
    await steps(h, 3, 5000);
    const inMemory = h.catalogue.model.matches.get(live.id)!.clock!.elapsedMs;
    expect(inMemory).toBe(before + 15_000);
    expect(await stored()).toBe(before);
    await h.catalogue.feed.flush();
    expect(await stored()).toBe(inMemory);
  });

  it('serves quotes to the bets module and notifies market changes', async () => {
    const { h } = await harness();
    const model = h.catalogue.model;
    const m = [...model.matches.values()].find((x) => x.type === 'match' && x.status === 0)!;
    const main = model.tournamentOf(m).mainMarketId;
    const market = [...model.markets.get(m.id)!.values()].find((x) => x.marketId === main)!;
    const ref = {
      matchId: m.id,
      marketId: market.marketId,
      specifier: market.specifier,
      outcomeId: market.outcomes[0]!.id,
    };
    const changed: number[] = [];
    const off = h.catalogue.prices.onMarketsChanged((id) => changed.push(id));
    const quote = h.catalogue.prices.quote(ref)!;
    expect(quote).toMatchObject({
      matchId: m.id,
      marketStatus: 1,
      matchStatus: 0,
      provider: model.sportOf(m).provider,
    });
    expect(Number.isInteger(quote.odds)).toBe(true);
    await h.catalogue.feed.exclusive(() =>
      h.catalogue.sim.setOdds(m.id, ref.marketId, ref.specifier, ref.outcomeId, 2345 as never, h.clock.now()),
    );
    expect(h.catalogue.prices.quote(ref)!.odds).toBe(2345);
    expect(changed).toContain(m.id);
    off();
    expect(h.catalogue.prices.quote({ ...ref, outcomeId: 'nope' })).toBeNull();
    expect(h.catalogue.prices.providerActive('oddin')).toBe(true);
    await h.catalogue.feed.exclusive(() => h.catalogue.sim.setProvider('oddin', false));
    expect(h.catalogue.prices.providerActive('oddin')).toBe(false);
    expect(h.published.some((p) => p.publication.event === 'provider_status_changed')).toBe(true);
  });
});
