import type { SearchResult } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/server-messages';
import { searchHits } from '../queries/search-hits';
import { localSportName } from './local-sport-name';

const horseRacing = { key: 'horse-racing', name: 'Horse racing' };

describe("sport names in the page's language on client-fetched lists (issue 33 item 7)", () => {
  it('[LC1] a sport the catalogues name reads in the locale; one they do not (an e-sport brand) keeps its name', () => {
    expect(localSportName('bg', horseRacing)).toBe(translate('bg', 'sport.horse-racing'));
    expect(localSportName('bg', horseRacing)).not.toBe('Horse racing');
    expect(localSportName('de', { key: 'soccer', name: 'Soccer' })).toBe('Fußball');
    expect(localSportName('fr', { key: 'dota-2', name: 'Dota 2' })).toBe('Dota 2');
  });

  it('[LC1] search results name the sport of each match and league in the locale', () => {
    const tournament = {
      id: 3,
      name: 'Ascot',
      slug: 'ascot',
      sport: horseRacing,
      category: { name: 'England' },
    };
    const result = {
      matches: [
        {
          id: 9,
          slug: 'race-9',
          competitors: [{ name: 'Race 9' }],
          tournament,
        },
      ],
      tournaments: [tournament],
    } as unknown as SearchResult;
    const hits = searchHits(result, 'ja', () => 'Race 9');
    expect(hits.map((h) => h.detail)).toEqual([
      `${translate('ja', 'sport.horse-racing')} · Ascot`,
      `${translate('ja', 'sport.horse-racing')} · England`,
    ]);
    expect(hits.map((h) => h.path)).toEqual(['/horse-racing/race-9', '/horse-racing/ascot']);
  });

  it('[HW6] search offers the sports the query names, first, in the locale, leading to the sport page', () => {
    const result = {
      matches: [],
      tournaments: [],
      sports: [{ id: 1, key: 'soccer', name: 'Fußball' }],
    } as unknown as SearchResult;
    const hits = searchHits(result, 'de', () => '');
    expect(hits).toEqual([{ id: 's1', title: 'Fußball', detail: 'Sportart', path: '/soccer' }]);
    expect(
      searchHits(
        { ...result, sports: [{ id: 1, key: 'soccer', name: 'Soccer' }] } as unknown as SearchResult,
        'ar',
        () => '',
      )[0],
    ).toEqual({
      id: 's1',
      title: translate('ar', 'sport.soccer'),
      detail: translate('ar', 'home.filter.sport'),
      path: '/soccer',
    });
  });
});
