import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_CONFIG, InvalidEngineConfigError, engineConfig } from './config';
import type { Odds } from './odds/odds';

describe('engineConfig', () => {
  it('[PO10] defaults: scale 1000, odds cap 10,000.00, profit multiplier 10,000, cashout margin 5 %', () => {
    expect(DEFAULT_ENGINE_CONFIG).toEqual({
      oddsScaleFactor: 1000,
      maxOdds: 10_000_000,
      maxPayoutMultiplier: 10_000,
      cashoutMarginBasisPoints: 500,
    });
    expect(engineConfig()).toEqual(DEFAULT_ENGINE_CONFIG);
    expect(engineConfig({ maxPayoutMultiplier: 500, oddsScaleFactor: 100 })).toMatchObject({
      maxPayoutMultiplier: 500,
      oddsScaleFactor: 100,
      maxOdds: 10_000_000,
    });
  });

  it('[PO10] refuses values the exact maths cannot use', () => {
    const bad = [
      { oddsScaleFactor: 3 },
      { oddsScaleFactor: 10_000 },
      { maxOdds: 1000 as Odds },
      { maxOdds: 1500.5 as Odds },
      // [OD8] above the ceiling the API and the storage hold
      { maxOdds: 10_000_001 as Odds },
      { maxPayoutMultiplier: 2.5 },
      { maxPayoutMultiplier: 0 },
      { cashoutMarginBasisPoints: -1 },
      { cashoutMarginBasisPoints: 10_000 },
      { cashoutMarginBasisPoints: 0.5 },
    ];
    for (const o of bad) expect(() => engineConfig(o), JSON.stringify(o)).toThrow(InvalidEngineConfigError);
  });
});
