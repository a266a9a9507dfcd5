import { describe, expect, it } from 'vitest';
import { rational } from '../money/rational';
import { oddsFromDecimal } from '../odds/odds';
import { InvalidSelectionResultError, legOutcome } from './leg-outcome';

const odds = oddsFromDecimal('1.95');

describe('legOutcome', () => {
  it('[SE1] maps UOF results to exact per-selection multipliers', () => {
    expect(legOutcome(odds, { result: 1 })).toEqual({ kind: 'won', multiplier: rational(195n, 100n) });
    expect(legOutcome(odds, { result: 0 })).toEqual({ kind: 'lost', multiplier: rational(0n) });
    expect(legOutcome(odds, { result: 0, voidFactor: 1 })).toEqual({
      kind: 'void',
      multiplier: rational(1n),
    });
    expect(legOutcome(odds, { result: 1, voidFactor: 1 })).toEqual({
      kind: 'void',
      multiplier: rational(1n),
    });
    // half-win: (1.95 + 1) / 2 = 1.475
    expect(legOutcome(odds, { result: 1, voidFactor: 0.5 })).toEqual({
      kind: 'half_won',
      multiplier: rational(1475n, 1000n),
    });
    expect(legOutcome(odds, { result: 0, voidFactor: 0.5 })).toEqual({
      kind: 'half_lost',
      multiplier: rational(1n, 2n),
    });
    expect(legOutcome(odds, { cancelled: true })).toEqual({ kind: 'cancelled', multiplier: rational(1n) });
  });

  it('[SE1] dead heat multiplies the price by the exact factor (strings and numbers, no floats)', () => {
    expect(legOutcome(oddsFromDecimal('6'), { result: 1, deadHeatFactor: '0.333333' })).toEqual({
      kind: 'dead_heat',
      multiplier: rational(6n * 333_333n, 1_000_000n),
    });
    expect(legOutcome(oddsFromDecimal('6'), { result: 1, deadHeatFactor: 0.5 }).multiplier).toEqual(
      rational(3n),
    );
    expect(
      legOutcome(oddsFromDecimal('6'), { result: 1, voidFactor: '0.5', deadHeatFactor: '0.5' }).multiplier,
    ).toEqual(rational(2n));
    // A loser's dead-heat factor does not matter.
    expect(legOutcome(oddsFromDecimal('6'), { result: 0, deadHeatFactor: '0.5' }).multiplier).toEqual(
      rational(0n),
    );
  });

  it('[SE1] rejects factors outside [0, 1], zero dead heat, non-decimal text and unknown results', () => {
    const bad = [
      { result: 1, voidFactor: '1.5' },
      { result: 1, voidFactor: '-0.5' },
      { result: 1, deadHeatFactor: '0' },
      { result: 1, deadHeatFactor: '1e-1' },
      { result: 1, deadHeatFactor: 'half' },
      { result: 2 },
    ] as const;
    for (const r of bad)
      expect(() => legOutcome(odds, r as never), JSON.stringify(r)).toThrow(InvalidSelectionResultError);
  });
});
