import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { farmedPoints, farmingStats, rankTournament } from './hunting';

describe('hunting', () => {
  it('[HT1] a bet farms one point per whole unit of its total stake', () => {
    expect(farmedPoints(1000, 100)).toBe(10);
    expect(farmedPoints(1099, 100)).toBe(10);
    expect(farmedPoints(99, 100)).toBe(0);
    expect(farmedPoints(2_500_000, 1_000_000)).toBe(2);
    expect(farmedPoints(-5, 100)).toBe(0);
  });

  it('[HT2] stats: available points, whole blocks to boost, the free bet they give, mean stake floored', () => {
    expect(
      farmingStats({
        betsCount: 3,
        stakeSum: 5000,
        points: 47,
        pointsSpent: 20,
        pointsPerFreebet: 20,
        freebetAmount: 500,
      }),
    ).toEqual({
      avgStake: 1666,
      betsCount: 3,
      points: 47,
      availablePoints: 27,
      potentialPoints: 20,
      potentialFreebetAmount: 500,
      freebetsToBoost: 1,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 1e6 }),
        (points, spent, ppf, amount) => {
          const s = farmingStats({
            betsCount: 0,
            stakeSum: 0,
            points,
            pointsSpent: Math.min(spent, points),
            pointsPerFreebet: ppf,
            freebetAmount: amount,
          });
          // Oracle: boosting spends only whole blocks and never more than is available.
          expect(s.potentialPoints).toBeLessThanOrEqual(s.availablePoints);
          expect(s.availablePoints - s.potentialPoints).toBeLessThan(ppf);
          expect(s.potentialPoints % ppf).toBe(0);
          expect(s.potentialFreebetAmount).toBe((s.potentialPoints / ppf) * amount);
        },
      ),
    );
  });

  it('[HT4] the table ranks by points, then by who joined first', () => {
    const table = rankTournament([
      { issueId: 3, points: 10 },
      { issueId: 1, points: 5 },
      { issueId: 2, points: 10 },
    ]);
    expect(table.map((e) => [e.position, e.issueId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });
});
