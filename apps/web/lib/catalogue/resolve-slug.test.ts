import { describe, expect, it } from 'vitest';
import type { Category, Tournament } from '@slipstream/contract';
import { resolveSlug } from './resolve-slug';

const league = { slug: 'premier-league-2' } as Tournament;
const category = { slug: 'england' } as Category;

describe('resolveSlug', () => {
  it('prefers a league, then a category, then a match id suffix', () => {
    expect(resolveSlug('premier-league-2', [league], [category])).toEqual({
      kind: 'league',
      tournament: league,
    });
    expect(resolveSlug('england', [league], [category])).toEqual({ kind: 'category', category });
    expect(resolveSlug('arsenal-chelsea-1234', [league], [category])).toEqual({
      kind: 'match',
      matchId: 1234,
    });
    expect(resolveSlug('1234', [], [])).toEqual({ kind: 'match', matchId: 1234 });
    expect(resolveSlug('nothing-here', [league], [category])).toEqual({ kind: 'none' });
  });
});
