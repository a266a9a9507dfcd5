/**
 * Outcome settlement as UOF bet_settlement expresses it: result 1 won / 0 lost, void_factor (share of
 * the stake refunded) and dead_heat_factor. The same functions price the markets (expected return over
 * a score distribution) and settle them at full time, so prices and results can never disagree.
 */
export interface Final {
  home: number;
  away: number;
}

export interface Settle {
  result: 0 | 1;
  voidFactor: number;
  /** How many winners share the place (dead heat): the stake's winning part is divided by it; 1 = no dead heat. */
  sharedBy: number;
}

export const WIN: Settle = { result: 1, voidFactor: 0, sharedBy: 1 };
export const LOSE: Settle = { result: 0, voidFactor: 0, sharedBy: 1 };
export const PUSH: Settle = { result: 0, voidFactor: 1, sharedBy: 1 };
const HALF_WIN: Settle = { result: 1, voidFactor: 0.5, sharedBy: 1 };
const HALF_LOSE: Settle = { result: 0, voidFactor: 0.5, sharedBy: 1 };

export const when = (won: boolean): Settle => (won ? WIN : LOSE);

/** Settles `value` against 0 for Asian lines: whole lines push, quarter lines split the stake in two. */
export function asian(value: number, line: number): Settle {
  const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
  if (!quarter) {
    const v = value + line;
    return v > 0 ? WIN : v < 0 ? LOSE : PUSH;
  }
  const a = Math.sign(value + line - 0.25);
  const b = Math.sign(value + line + 0.25);
  const sum = a + b;
  if (sum === 2) return WIN;
  if (sum === -2) return LOSE;
  if (sum === 1) return HALF_WIN;
  if (sum === -1) return HALF_LOSE;
  return PUSH;
}

/** Several winners of one place share it: dead_heat_factor = 1 / number of winners. */
export function deadHeat(winners: number): Settle {
  return { result: 1, voidFactor: 0, sharedBy: winners };
}

/**
 * The exact dead_heat_factor 1/sharedBy as UOF writes a factor (SPEC.md SE8): a decimal when it has a finite
 * one (1/2 → "0.5", 1/4 → "0.25"), else the fraction ("1/3"), never a binary float (1/3 as 0.333… paid short).
 */
export function deadHeatFactor(sharedBy: number): string {
  if (!Number.isSafeInteger(sharedBy) || sharedBy < 1) throw new RangeError(`dead heat among ${sharedBy}`);
  const n = BigInt(sharedBy);
  for (let digits = 0; digits <= 20; digits++) {
    const scale = 10n ** BigInt(digits);
    if (scale % n !== 0n) continue;
    const frac = (scale / n).toString().padStart(digits, '0');
    return digits === 0 ? '1' : `0.${frac}`;
  }
  return `1/${sharedBy}`;
}
