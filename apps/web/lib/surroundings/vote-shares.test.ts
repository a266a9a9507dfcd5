import { describe, expect, it } from 'vitest';
import { voteShares, type VoteResult } from './vote-shares';

const result = (pairs: [string, number][]): VoteResult => ({
  prediction_id: 'p',
  total: pairs.reduce((s, [, n]) => s + n, 0),
  results: pairs.map(([data, count]) => ({ data, count })),
  my_vote: null,
});

describe('voteShares', () => {
  it('[VT2] whole percents that always sum to 100, by largest remainder', () => {
    expect(
      voteShares(
        result([
          ['home', 1],
          ['draw', 1],
          ['away', 1],
        ]),
        ['home', 'draw', 'away'],
      ),
    ).toEqual([34, 33, 33]);
    expect(
      voteShares(
        result([
          ['away', 2],
          ['home', 1],
        ]),
        ['home', 'draw', 'away'],
      ),
    ).toEqual([33, 0, 67]);
    expect(voteShares(result([['home', 5]]), ['home', 'away'])).toEqual([100, 0]);
  });
  it('[VT2] nobody voted: every share is 0; answers outside the options are left out', () => {
    expect(voteShares(undefined, ['home', 'away'])).toEqual([0, 0]);
    expect(
      voteShares(
        result([
          ['other', 3],
          ['home', 1],
        ]),
        ['home', 'away'],
      ),
    ).toEqual([100, 0]);
  });
});
