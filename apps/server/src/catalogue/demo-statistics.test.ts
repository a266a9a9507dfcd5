import { describe, expect, it } from 'vitest';
import { demoStatistics } from './demo-statistics';
import type { MatchState } from './model';

const match = (id: number, periods: MatchState['periods'] = []): MatchState =>
  ({ id, status: 1, score: { home: 2, away: 1 }, periods }) as unknown as MatchState;

describe('the demo statistics widget (LV7)', () => {
  it('[LV7] no figure is negative, whatever the match id (seeds at or above 2^31 included)', () => {
    for (let id = 1; id <= 5_000; id++)
      for (const item of demoStatistics(match(id), 'soccer')) {
        expect(item.home, `${id} ${item.key}`).toBeGreaterThanOrEqual(0);
        expect(item.away, `${id} ${item.key}`).toBeGreaterThanOrEqual(0);
      }
  });

  it("[LV7] football's figures for football only; a set sport its sets and points", () => {
    expect(demoStatistics(match(7), 'soccer').map((i) => i.key)).toEqual([
      'score',
      'shots',
      'corners',
      'possession',
    ]);
    const periods = [
      { number: 1, type: 'set', home: 25, away: 23 },
      { number: 2, type: 'set', home: 25, away: 16 },
      { number: 3, type: 'set', home: 22, away: 25 },
    ];
    expect(demoStatistics(match(7, periods), 'volleyball')).toEqual([
      { key: 'score', home: 2, away: 1 },
      { key: 'points', home: 72, away: 64 },
    ]);
    expect(demoStatistics(match(7), 'basketball').map((i) => i.key)).toEqual(['score']);
  });
});
