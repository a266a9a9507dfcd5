import type { Match, Tournament } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import { favouriteLeagues } from './favourite-leagues';

// Only the fields favouriteLeagues reads; the rest of the wire shapes does not matter here.
const league = (id: number): Tournament => ({ id, name: `League ${id}` }) as unknown as Tournament;
const match = (id: number, tournamentId: number): Match =>
  ({ id, tournament: { id: tournamentId } }) as unknown as Match;

describe('favouriteLeagues', () => {
  it('[FV6] keeps the order of the favourite ids and gives each league its own first matches', () => {
    const tournaments = new Map([
      [1, league(1)],
      [2, league(2)],
    ]);
    const matches = [match(10, 1), match(11, 2), match(12, 1), match(13, 1), match(14, 3)];
    const out = favouriteLeagues([2, 1], tournaments, matches, 2);
    expect(out.map((l) => l.tournament.id)).toEqual([2, 1]);
    expect(out[0]!.matches.map((m) => m.id)).toEqual([11]);
    expect(out[1]!.matches.map((m) => m.id)).toEqual([10, 12]);
  });

  it('[FV6] leaves out a league the catalogue no longer has, one not fetched yet, and repeats', () => {
    const tournaments = new Map<number, Tournament | null>([
      [1, league(1)],
      [2, null],
    ]);
    const out = favouriteLeagues([1, 2, 3, 1], tournaments, []);
    expect(out.map((l) => l.tournament.id)).toEqual([1]);
    expect(out[0]!.matches).toEqual([]);
  });

  it('[FV6] a league just unstarred (no longer in the ids) drops out at once', () => {
    const tournaments = new Map([[1, league(1)]]);
    expect(favouriteLeagues([], tournaments, [match(10, 1)])).toEqual([]);
  });
});
