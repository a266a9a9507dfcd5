import { describe, expect, it } from 'vitest';
import { homeDays, homeHref, homeMatchQuery, parseHomeQuery } from './home-query';

describe('home query parameters (betting-core §2)', () => {
  it('reads every parameter and ignores junk', () => {
    expect(
      parseHomeQuery({
        tab: 'all',
        time: '3',
        sortBy: 'time',
        sport: 'soccer',
        page: '2',
        isBettable: 'true',
      }),
    ).toEqual({
      tab: 'all',
      time: '3',
      sortBy: 'time',
      date: undefined,
      sport: 'soccer',
      page: 2,
      isBettable: true,
    });
    expect(
      parseHomeQuery({
        tab: 'x',
        time: '5',
        sortBy: 'z',
        page: '-1',
        sport: 'top-sports',
        date: '2026-13-45',
      }),
    ).toEqual({
      tab: 'top',
      time: undefined,
      sortBy: 'priority',
      date: undefined,
      sport: undefined,
      page: 1,
      isBettable: false,
    });
  });

  it('turns date and time into a start window', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const byTime = homeMatchQuery(parseHomeQuery({ time: '3' }), now);
    expect(byTime.start_to).toBe('2026-05-01T13:00:00.000Z');
    const byDate = homeMatchQuery(parseHomeQuery({ date: '2026-05-02', time: '3' }), now);
    expect(byDate).toMatchObject({
      start_from: '2026-05-02T00:00:00.000Z',
      start_to: '2026-05-02T23:59:59.999Z', // inclusive on the server: the next midnight is the next day
    });
    expect(homeMatchQuery(parseHomeQuery({ tab: 'outrights' }), now).type).toEqual([
      'season',
      'simple_tournament',
      'stage',
    ]);
  });

  it('builds hrefs that keep the other parameters; bet builder gets its hash', () => {
    const q = parseHomeQuery({ sport: 'tennis', time: '1' });
    expect(homeHref(q, { tab: 'all' })).toBe('/?tab=all&sport=tennis&time=1');
    expect(homeHref(q, { tab: 'betbuilder', sport: undefined, time: undefined })).toBe(
      '/?tab=betbuilder#betBuilder',
    );
  });
});

describe('home order controls (§2 sortBy, date)', () => {
  it('offers today and the next six UTC days, and a day link clears the hours window', () => {
    expect(homeDays(Date.parse('2026-05-31T23:30:00Z'))).toEqual([
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
    ]);
    const q = parseHomeQuery({ time: '3', sortBy: 'popular' });
    expect(homeHref(q, { date: '2026-06-02', time: undefined, page: 1 })).toBe(
      '/?date=2026-06-02&sortBy=popular',
    );
    expect(homeHref(q, { sortBy: 'time', page: 1 })).toBe('/?time=3&sortBy=time');
    expect(homeMatchQuery(parseHomeQuery({ sortBy: 'time' }), 0).sort_by).toBe('start_time');
  });
});
