import { describe, expect, it } from 'vitest';
import type { Market, Match, MatchStatistics } from '@slipstream/contract';
import { browserProviderPolicy } from './provider-filter';
import { createLiveHub, toSeed } from './live-hub';
import { outcomeKey } from './odds-store';

function market(overrides: Partial<Market> = {}): Market {
  return {
    match_id: 7,
    match_urn_id: 'sr:match:7',
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [
      { id: '1', name: 'home', active: true, odds: 2.1 },
      { id: '2', name: 'away', active: true, odds: 1.8 },
    ],
    market_groups: ['main'],
    priority: 100,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
    ...overrides,
  };
}

const stats = (home: number, away: number, matchTime = '10:00'): MatchStatistics => ({
  clock: {
    match_time: matchTime,
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: false,
    clock_updated_at: '2026-01-01T00:00:00Z',
  },
  total_score: { home, away },
  game_score: null,
  current_server: null,
  period_score: [],
  max_period_number: 2,
});

/** Match 7, live at 1-0 with its main market. */
const liveMatch = (): Match =>
  ({ id: 7, status: 1, statistics: stats(1, 0), main_market: market(), secondary_market: null }) as Match;

function manualHub() {
  const frames: (() => void)[] = [];
  const hub = createLiveHub((flush) => frames.push(flush));
  return { hub, frame: () => frames.splice(0).forEach((f) => f()) };
}

describe('live hub (betting-core §4 "Live updates applied to data")', () => {
  it('a market update replaces only the outcomes whose odds changed, and re-renders only them', () => {
    const { hub, frame } = manualHub();
    hub.seedMarkets(7, [market()]);
    const home = outcomeKey(7, 1, '', '1');
    const away = outcomeKey(7, 1, '', '2');
    const awayBefore = hub.odds.get(away);
    const calls = { home: 0, away: 0 };
    hub.odds.subscribe(home, () => (calls.home += 1));
    hub.odds.subscribe(away, () => (calls.away += 1));
    const changed = market();
    changed.outcomes[0] = { ...changed.outcomes[0]!, odds: 2.25 };
    hub.apply({
      event: 'markets_changed',
      data: { match_id: 7, match_urn_id: 'sr:match:7', markets: [changed] },
    });
    frame();
    expect(hub.odds.get(home)).toMatchObject({ odds: 2250, move: 'up' });
    expect(hub.odds.get(away)).toBe(awayBefore);
    expect(calls).toEqual({ home: 1, away: 0 });
  });

  it('a market update keeps the market groups and leaves the list alone when only prices move', () => {
    const { hub, frame } = manualHub();
    hub.seedMarkets(7, [market()]);
    const before = hub.markets.get('7');
    hub.apply({
      event: 'markets_changed',
      data: { match_id: 7, match_urn_id: 'x', markets: [market({ market_groups: ['other'] })] },
    });
    frame();
    expect(hub.markets.get('7')).toBe(before);
    hub.apply({
      event: 'markets_changed',
      data: {
        match_id: 7,
        match_urn_id: 'x',
        markets: [market({ name: 'Renamed', market_groups: ['other'] })],
      },
    });
    frame();
    expect(hub.markets.get('7')?.[0]).toMatchObject({ name: 'Renamed', groups: ['main'] });
    hub.apply({
      event: 'markets_changed',
      data: { match_id: 7, match_urn_id: 'x', markets: [market({ status: 0 })] },
    });
    frame();
    expect(hub.markets.get('7')).toEqual([]);
  });

  it('a match update keeps equal score objects; a status change locks every price of the match', () => {
    const { hub, frame } = manualHub();
    const match = liveMatch();
    hub.seedMatch(toSeed(match));
    const score = hub.matches.get('7')?.statistics?.total_score;
    hub.apply({ event: 'match_changed', data: { ...match, statistics: stats(1, 0, '11:00') } });
    frame();
    expect(hub.matches.get('7')?.statistics?.total_score).toBe(score);
    expect(hub.matches.get('7')?.statistics?.clock?.match_time).toBe('11:00');
    hub.apply({
      event: 'match_status_changed',
      data: {
        match_id: 7,
        match_urn_id: 'x',
        status: 2,
        previous_status: 1,
        sport_type: 'regular',
        provider: 'betradar',
      },
    });
    frame();
    expect(hub.matches.get('7')?.status).toBe(2);
    expect(hub.odds.get(outcomeKey(7, 1, '', '1'))?.matchBettable).toBe(false);
  });

  it('[LV2] a reloaded snapshot overwrites what the page holds (seeding would not), and a complete listing drops vanished markets', () => {
    const { hub, frame } = manualHub();
    const match = liveMatch();
    hub.seedMatch(toSeed(match));
    hub.seedMarkets(7, [market(), market({ id: 2, name: 'Totals', priority: 50 })]);
    const home = outcomeKey(7, 1, '', '1');
    // Seeding again with a newer price leaves the held one: seeds only fill absent keys.
    hub.seedMatch(
      toSeed({
        ...match,
        main_market: market({ outcomes: [{ id: '1', name: 'home', active: true, odds: 3.5 }] }),
      } as Match),
    );
    expect(hub.odds.get(home)?.odds).toBe(2100);
    const reloaded = market();
    reloaded.outcomes[0] = { ...reloaded.outcomes[0]!, odds: 3.5 };
    hub.applySnapshot({
      matches: [{ ...match, status: 2, statistics: stats(2, 0), main_market: reloaded } as Match],
      markets: { matchId: 7, list: [reloaded] },
      providers: { betradar: false },
    });
    frame();
    expect(hub.odds.get(home)).toMatchObject({ odds: 3500, matchBettable: false });
    expect(hub.matches.get('7')).toMatchObject({
      status: 2,
      statistics: { total_score: { home: 2, away: 0 } },
    });
    expect(hub.markets.get('7')?.map((m) => m.id)).toEqual([1]);
    expect(hub.providers.get('betradar')).toBe(false);
    expect(hub.matchIds()).toEqual([7]);
    // The same listing again changes nothing: the market list keeps its identity.
    const before = hub.markets.get('7');
    hub.applySnapshot({ markets: { matchId: 7, list: [reloaded] } });
    frame();
    expect(hub.markets.get('7')).toBe(before);
  });

  it('[OP3] pushes of a match whose provider is not allowed for its sport type are dropped', () => {
    const frames: (() => void)[] = [];
    const policy = browserProviderPolicy(
      { regular: ['betradar', 'betconstruct'], cyber: ['oddin'] },
      true,
      `a=1; sport_type_providers=${encodeURIComponent(JSON.stringify({ regular: ['betconstruct'] }))}`,
    );
    const hub = createLiveHub((flush) => frames.push(flush), policy);
    const frame = () => frames.splice(0).forEach((f) => f());
    const seed = (id: number) =>
      hub.seedMatch(
        toSeed({
          id,
          status: 1,
          statistics: stats(0, 0),
          main_market: null,
          secondary_market: null,
        } as Match),
      );
    seed(7);
    seed(8);
    const status = (match_id: number, provider: 'betradar' | 'betconstruct') =>
      hub.apply({
        event: 'match_status_changed',
        data: { match_id, match_urn_id: 'x', status: 2, previous_status: 1, sport_type: 'regular', provider },
      });
    status(7, 'betradar');
    status(8, 'betconstruct');
    const changed = (id: number, provider: 'betradar' | 'betconstruct') =>
      hub.apply({
        event: 'match_changed',
        data: {
          id,
          status: 1,
          statistics: stats(3, 3),
          main_market: null,
          secondary_market: null,
          provider,
          tournament: { sport: { type: 'regular' } },
        } as unknown as Match,
      });
    changed(7, 'betradar');
    changed(8, 'betconstruct');
    frame();
    expect(hub.matches.get('7')?.status).toBe(1);
    expect(hub.matches.get('7')?.statistics?.total_score).toEqual({ home: 0, away: 0 });
    expect(hub.matches.get('8')?.status).toBe(1);
    expect(hub.matches.get('8')?.statistics?.total_score).toEqual({ home: 3, away: 3 });
  });
});
