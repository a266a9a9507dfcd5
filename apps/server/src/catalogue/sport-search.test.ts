import { describe, expect, it } from 'vitest';
import { searchFold, sportNamed } from './sport-search';

const soccerDe = { key: 'soccer', localName: 'Fußball', englishName: 'Soccer' };

describe('sport search', () => {
  it('finds a sport by its name in the page language, case- and accent-blind, ß as ss', () => {
    for (const q of ['Fußball', 'fußb', 'FUSSBALL', 'fussball'])
      expect(sportNamed(q, soccerDe), q).toBe(true);
    expect(searchFold('Ποδόσφαιρο')).toBe(searchFold('ποδοσφαιρο'));
    expect(sportNamed('كرة القدم', { key: 'soccer', localName: 'كرة القدم', englishName: 'Soccer' })).toBe(
      true,
    );
  });

  it('finds a sport by its English name and the other English word for it ("Football" for soccer)', () => {
    expect(sportNamed('Soccer', soccerDe)).toBe(true);
    expect(sportNamed('Football', { key: 'soccer', localName: 'Soccer', englishName: 'Soccer' })).toBe(true);
    expect(sportNamed('Football', { key: 'tennis', localName: 'Tennis', englishName: 'Tennis' })).toBe(false);
    expect(sportNamed('   ', soccerDe)).toBe(false);
  });
});
