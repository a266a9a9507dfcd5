import {
  ONE,
  ZERO,
  add,
  compare,
  mul,
  parseRational,
  rational,
  rationalFromNumber,
  sub,
  type Rational,
} from '../money/rational';
import type { Odds } from '../odds/odds';
import type { SelectionResult } from './selection-result';

export type LegKind = 'won' | 'dead_heat' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'cancelled';

/** A settled selection: what kind of result it is and the exact factor it multiplies the stake by. */
export interface LegOutcome {
  readonly kind: LegKind;
  readonly multiplier: Rational;
}

export class InvalidSelectionResultError extends Error {
  constructor(detail: string) {
    super(`Invalid selection result: ${detail}`);
    this.name = 'InvalidSelectionResultError';
  }
}

const readFactor = (value: number | string, name: string): Rational => {
  let r: Rational;
  try {
    r = typeof value === 'number' ? rationalFromNumber(value) : parseRational(value);
  } catch {
    throw new InvalidSelectionResultError(`${name} ${String(value)}`);
  }
  if (compare(r, ZERO) < 0 || compare(r, ONE) > 0)
    throw new InvalidSelectionResultError(`${name} ${String(value)}`);
  return r;
};

/**
 * UOF payout rule per selection: multiplier = voidFactor + (1 − voidFactor) × result × odds × deadHeatFactor.
 * So win = odds, lose = 0, void = 1, half-win = (odds + 1) / 2, half-lose = 1/2, dead heat = odds × factor.
 * A cancelled market (bet_cancel) refunds the selection: multiplier 1.
 */
export function legOutcome(odds: Odds, settled: SelectionResult): LegOutcome {
  if ('cancelled' in settled) return { kind: 'cancelled', multiplier: ONE };
  if (settled.result !== 0 && settled.result !== 1)
    throw new InvalidSelectionResultError(`result ${settled.result}`);
  const voidFactor = readFactor(settled.voidFactor ?? 0, 'void_factor');
  const deadHeat = readFactor(settled.deadHeatFactor ?? 1, 'dead_heat_factor');
  if (deadHeat.num === 0n) throw new InvalidSelectionResultError('dead_heat_factor 0');
  const price = rational(BigInt(odds), 1000n);
  const winPart = settled.result === 1 ? mul(price, deadHeat) : ZERO;
  const multiplier = add(voidFactor, mul(sub(ONE, voidFactor), winPart));
  return { kind: kindOf(settled.result, voidFactor, deadHeat), multiplier };
}

function kindOf(result: 0 | 1, voidFactor: Rational, deadHeat: Rational): LegKind {
  if (compare(voidFactor, ONE) === 0) return 'void';
  if (voidFactor.num !== 0n) return result === 1 ? 'half_won' : 'half_lost';
  if (result === 0) return 'lost';
  return compare(deadHeat, ONE) === 0 ? 'won' : 'dead_heat';
}
