import type { Odds } from '@slipstream/betting';
import { describe, expect, it } from 'vitest';
import {
  customPrice,
  independentLegs,
  legPredicate,
  legsConflict,
  type CustomLegRef,
} from './custom-bet-model';

const leg = (marketId: number, outcomeId: string, specifier = ''): CustomLegRef => ({
  marketId,
  specifier,
  outcomeId,
});
const preds = (...legs: CustomLegRef[]) => legs.map((l) => legPredicate(l)!);

describe('bet-builder model', () => {
  it('refuses outcomes it cannot read as a score predicate', () => {
    expect(legPredicate(leg(45, '1'))).toBeNull();
    expect(legPredicate(leg(1, '4'))).toBeNull();
    expect(legPredicate(leg(18, '12', 'hcp=1'))).toBeNull();
    expect(legPredicate(leg(1, '1', 'x=1'))).toBeNull();
  });

  it('finds conflicts: home and away, over 3.5 with under 2.5, both score with a 0-0 total', () => {
    expect(legsConflict(preds(leg(1, '1'), leg(1, '3')))).toBe(true);
    expect(legsConflict(preds(leg(18, '12', 'total=3.5'), leg(18, '13', 'total=2.5')))).toBe(true);
    expect(legsConflict(preds(leg(29, '74'), leg(18, '13', 'total=1.5')))).toBe(true);
    expect(legsConflict(preds(leg(1, '2'), leg(10, '10')))).toBe(true); // draw + "home or away"
    expect(legsConflict(preds(leg(1, '1'), leg(18, '12', 'total=2.5'), leg(29, '74')))).toBe(false);
  });

  it('[BB2] reads a quarter total line as a full win only beyond both halves', () => {
    const wins = (l: CustomLegRef) => [0, 1, 2, 3, 4].filter((g) => legPredicate(l)!(g, 0));
    expect(wins(leg(18, '13', 'total=2.25'))).toEqual([0, 1]); // 2 goals: half win
    expect(wins(leg(18, '12', 'total=2.25'))).toEqual([3, 4]); // 2 goals: half lose
    expect(wins(leg(18, '13', 'total=2.75'))).toEqual([0, 1, 2]); // 3 goals: half lose
    expect(wins(leg(18, '12', 'total=2.75'))).toEqual([4]); // 3 goals: half win
    expect(wins(leg(18, '12', 'total=2'))).toEqual([3, 4]); // 2 goals: push
    expect(wins(leg(18, '13', 'total=2.5'))).toEqual([0, 1, 2]);
    expect(legPredicate(leg(18, '12', 'total=2.3'))).toBeNull();
    // No score makes both win in full: they refund at 1:1, 2:0 and 0:2.
    expect(legsConflict(preds(leg(18, '13', 'total=2.25'), leg(18, '12', 'total=1.5')))).toBe(true);
  });

  it('drops legs implied by the others from the price', () => {
    expect(independentLegs(preds(leg(1, '1'), leg(10, '9')))).toEqual([0]); // home implies home-or-draw
    expect(independentLegs(preds(leg(10, '9'), leg(1, '1')))).toEqual([1]);
    expect(independentLegs(preds(leg(18, '12', 'total=2.5'), leg(18, '12', 'total=1.5')))).toEqual([0]);
    expect(independentLegs(preds(leg(1, '1'), leg(29, '74')))).toEqual([0, 1]);
  });

  it('prices the product less the same-game margin, floored to thousandths, never below 1.001', () => {
    expect(customPrice([2000, 1500] as Odds[])).toBe(2700); // 3.00 × 0.9
    expect(customPrice([1333, 1777] as Odds[])).toBe(Math.floor((1333 * 1777 * 9) / 10 / 1000));
    expect(customPrice([1010] as Odds[])).toBe(1001);
    expect(customPrice([2000, 2000] as Odds[], 0)).toBe(4000);
    // [OD8] never above the ceiling the API takes and the column holds
    expect(customPrice([500_000, 500_000, 500_000] as Odds[])).toBe(10_000_000);
  });
});
