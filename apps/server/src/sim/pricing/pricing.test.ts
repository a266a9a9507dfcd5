import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MARKET, goalsMarkets, bestOfMarkets } from '../markets';
import { bestOfFinal, normalFinal, poissonFinal } from './distributions';
import { MAX_ODDS_MILLI, MIN_ODDS_MILLI, oddsFromProbability } from './odds-from-probability';
import { priceMarkets } from './price';
import { asian, PUSH, WIN, LOSE } from './settle';

const names = { home: 'Home', away: 'Away' };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('settlement rules (UOF result, void_factor)', () => {
  it('settles Asian lines: whole lines push, quarter lines split the stake', () => {
    expect(asian(1, -1)).toEqual(PUSH);
    expect(asian(2, -1)).toEqual(WIN);
    expect(asian(0, -0.5)).toEqual(LOSE);
    expect(asian(1, -0.75)).toEqual({ result: 1, voidFactor: 0.5, sharedBy: 1 });
    expect(asian(0, -0.25)).toEqual({ result: 0, voidFactor: 0.5, sharedBy: 1 });
    expect(asian(0, 0.25)).toEqual({ result: 1, voidFactor: 0.5, sharedBy: 1 });
  });

  it('mirrors every handicap and total line: the two sides never both win or both lose in full', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -12, max: 12 }), (diff, q) => {
        const line = q / 4;
        const home = asian(diff, line);
        const away = asian(-diff, -line);
        // Refunded shares agree; full results are opposite.
        expect(home.voidFactor).toBe(away.voidFactor);
        if (home.voidFactor === 0) expect(home.result + away.result).toBe(1);
      }),
    );
  });
});

describe('prices from scoring models', () => {
  it('are valid 3-decimal odds within [1.01, 500]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (q, m) => {
          const odds = oddsFromProbability(q, m);
          expect(Number.isInteger(odds)).toBe(true);
          expect(odds).toBeGreaterThanOrEqual(MIN_ODDS_MILLI);
          expect(odds).toBeLessThanOrEqual(MAX_ODDS_MILLI);
        },
      ),
    );
  });

  it('give every soccer book a margin: implied probabilities add to a little over 1', () => {
    const defs = goalsMarkets(names, { totals: [1.5, 2.5, 3.5], handicaps: [-1, -0.5, 0], full: true });
    const priced = priceMarkets(defs, {
      full: poissonFinal({ home: 0, away: 0 }, 1.5, 1.1),
      first_half: poissonFinal({ home: 0, away: 0 }, 0.7, 0.5, 6),
    });
    for (const m of priced.filter((x) => x.def.marketId !== MARKET.correctScore)) {
      const book = sum(m.outcomes.map((o) => 1000 / o.odds));
      // Two- and three-way books: 1 + margin, less what the price ladder rounds away.
      const expected = m.def.marketId === MARKET.doubleChance ? 2 : 1;
      expect(book, `${m.def.name}`).toBeGreaterThan(expected * 1.0);
      expect(book, `${m.def.name}`).toBeLessThan(expected * (1 + m.def.margin) + 0.02);
    }
    const balanced = priced.filter((m) => m.def.marketId === MARKET.total && m.mostBalanced);
    expect(balanced.map((m) => m.def.specifier)).toEqual(['total=2.5']);
  });

  it('move sensibly with score and time: a late lead makes the leader a heavy favourite', () => {
    const defs = goalsMarkets(names, { totals: [2.5], handicaps: [0], full: false });
    const odds1x2 = (home: number, away: number, remaining: number) =>
      priceMarkets(defs, {
        full: poissonFinal({ home, away }, 1.4 * remaining, 1.4 * remaining),
        first_half: null,
      })[0]!.outcomes.map((o) => o.odds);
    const [kickoffHome] = odds1x2(0, 0, 1);
    const [leadHome] = odds1x2(1, 0, 0.5);
    const [lateLeadHome] = odds1x2(1, 0, 0.05);
    expect(leadHome!).toBeLessThan(kickoffHome!);
    expect(lateLeadHome!).toBeLessThan(leadHome!);
    expect(lateLeadHome!).toBeLessThan(1200);
  });

  it('close a decided line and price best-of and points sports coherently', () => {
    const defs = goalsMarkets(names, { totals: [0.5, 2.5], handicaps: [0], full: false });
    const priced = priceMarkets(defs, {
      full: poissonFinal({ home: 1, away: 0 }, 0.5, 0.5),
      first_half: null,
    });
    expect(priced.find((m) => m.def.specifier === 'total=0.5')!.status).toBe(0);
    expect(priced.find((m) => m.def.specifier === 'total=2.5')!.status).toBe(1);

    const sets = bestOfFinal({ home: 1, away: 0 }, 0.5, 2);
    expect(sum(sets.map((c) => c.p))).toBeCloseTo(1, 9);
    const tennis = priceMarkets(bestOfMarkets(names, 2), { full: sets, first_half: null });
    const winner = tennis.find((m) => m.def.marketId === MARKET.winner)!;
    expect(winner.outcomes[0]!.q).toBeCloseTo(0.75, 9);

    const points = normalFinal({ home: 0, away: 0 }, 110, 100, 12);
    expect(sum(points.map((c) => c.p))).toBeCloseTo(1, 6);
  });
});
