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
  deadHeat: number;
}

export const WIN: Settle = { result: 1, voidFactor: 0, deadHeat: 1 };
export const LOSE: Settle = { result: 0, voidFactor: 0, deadHeat: 1 };
export const PUSH: Settle = { result: 0, voidFactor: 1, deadHeat: 1 };
const HALF_WIN: Settle = { result: 1, voidFactor: 0.5, deadHeat: 1 };
const HALF_LOSE: Settle = { result: 0, voidFactor: 0.5, deadHeat: 1 };

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
  return { result: 1, voidFactor: 0, deadHeat: 1 / winners };
}
