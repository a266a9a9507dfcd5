import type { Odds } from './odds/odds';

/**
 * The engine's tunable constants. betting-core.md §9 names them but says their values are "not shown";
 * the defaults below are Slipstream's choice (SPEC.md OD/PO/CO rules) and an operator may override any.
 */
export interface EngineConfig {
  /**
   * Totals are held as integers scaled by this factor and divided by it for display: a displayed total is
   * rounded down to 1/oddsScaleFactor. It must divide 1000 (Odds are thousandths): 1000 shows 3 decimals.
   */
  readonly oddsScaleFactor: number;
  /** The highest price applied when a bet is computed (each leg and the total of single/combo/custom). */
  readonly maxOdds: Odds;
  /** System-bet profit never exceeds total stake × this multiplier. */
  readonly maxPayoutMultiplier: number;
  /** The book's cashout margin in basis points of the fair value (500 = 5 %). */
  readonly cashoutMarginBasisPoints: number;
}

/**
 * The highest odds cap an operator may configure (SPEC.md OD8): 10,000.00. The API refuses requested prices
 * above it (contract MAX_WIRE_ODDS) and every capped price and total fits the storage's integer columns.
 */
export const MAX_ODDS_CEILING = 10_000_000 as Odds;

export const DEFAULT_ENGINE_CONFIG: EngineConfig = Object.freeze({
  oddsScaleFactor: 1000,
  // 10,000.00: far above any real combo price but low enough that stake × odds stays a safe integer.
  maxOdds: MAX_ODDS_CEILING,
  maxPayoutMultiplier: 10_000,
  cashoutMarginBasisPoints: 500,
});

export class InvalidEngineConfigError extends Error {
  constructor(
    readonly field: keyof EngineConfig,
    value: unknown,
  ) {
    super(`Invalid engine config ${field}: ${String(value)}`);
    this.name = 'InvalidEngineConfigError';
  }
}

const isInt = (v: number, min: number, max = Number.MAX_SAFE_INTEGER): boolean =>
  Number.isSafeInteger(v) && v >= min && v <= max;

/**
 * The defaults with an operator's overrides, checked: the maths relies on integer multipliers and margins
 * (they become BigInts) and on a scale factor that divides the Odds scale.
 */
export function engineConfig(overrides: Partial<EngineConfig> = {}): EngineConfig {
  const c: EngineConfig = { ...DEFAULT_ENGINE_CONFIG, ...overrides };
  if (![1, 10, 100, 1000].includes(c.oddsScaleFactor))
    throw new InvalidEngineConfigError('oddsScaleFactor', c.oddsScaleFactor);
  if (!isInt(c.maxOdds, 1001, MAX_ODDS_CEILING)) throw new InvalidEngineConfigError('maxOdds', c.maxOdds);
  if (!isInt(c.maxPayoutMultiplier, 1))
    throw new InvalidEngineConfigError('maxPayoutMultiplier', c.maxPayoutMultiplier);
  if (!isInt(c.cashoutMarginBasisPoints, 0, 9999)) {
    throw new InvalidEngineConfigError('cashoutMarginBasisPoints', c.cashoutMarginBasisPoints);
  }
  return Object.freeze(c);
}
