import { MAX_ODDS_CEILING, type Odds } from '@slipstream/betting';

/**
 * The bet builder's model (betting-core §3 "Custom bet calculate response"; pricing and conflicts are "not
 * shown", so chosen here and written down in docs/BETS.md):
 * - every bet-builder outcome is a predicate on the final score (UOF market ids of the full-time markets the
 *   feed offers in custom-bet groups: 1x2, double chance, totals, both teams to score);
 * - a predicate holds where the outcome wins IN FULL (SPEC.md BB2: a quarter total line half wins next to its
 *   line, and a custom bet refunds a half result, SE6);
 * - selections CONFLICT when no final score satisfies them all (1x2 home + away, over 3.5 + under 2.5, …), and
 *   two outcomes of one market line always conflict (BB1, checked in custom-pricing.ts);
 * - a selection IMPLIED by the others (every score that satisfies the rest satisfies it: home win + "home or
 *   draw") adds no price, so it is left out of the product;
 * - the price is the product of the remaining legs' current prices less a same-game margin, floored to
 *   thousandths, never below 1.001 nor above the odds cap's ceiling (10,000.00, SPEC.md OD8). Correlation
 *   is thus handled for implication and contradiction; for merely dependent legs the margin is the book's
 *   protection.
 */
export const SAME_GAME_MARGIN_BASIS_POINTS = 1000;

type Predicate = (home: number, away: number) => boolean;

export interface CustomLegRef {
  marketId: number;
  specifier: string;
  outcomeId: string;
}

const MAX_GOALS = 15;

/** A total line in quarters of a goal (2.25 → 9), or null when the specifier is not a total line. */
function totalQuarters(specifier: string): number | null {
  const m = /^total=(\d{1,3})(?:\.(\d{1,2}))?$/.exec(specifier);
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(2, '0');
  if (!['00', '25', '50', '75'].includes(frac)) return null;
  return Number(m[1]) * 4 + Number(frac) / 25;
}

/**
 * BB2: the goals for which a total leg wins IN FULL. A quarter line (2.25, 2.75) is two half-stakes on the
 * lines a quarter either side, and wins in full only when both halves win: over 2.25 from 3 goals, under 2.25
 * up to 1 goal (at 2 it is a half win, which a custom bet refunds, SE6). A whole line pushes on the line.
 * In quarters: over wins in full when 4·goals > q + 1, under when 4·goals < q − 1 (q − 0 and q + 0 for
 * whole and half lines, whose halves coincide).
 */
function totalPredicate(quarters: number, outcomeId: string): Predicate | null {
  const quarterLine = quarters % 2 === 1;
  const upper = quarterLine ? quarters + 1 : quarters;
  const lower = quarterLine ? quarters - 1 : quarters;
  if (outcomeId === '12') return (h, a) => 4 * (h + a) > upper;
  if (outcomeId === '13') return (h, a) => 4 * (h + a) < lower;
  return null;
}

/** The score predicate of a bet-builder outcome, or null when the outcome cannot be in a custom bet. */
export function legPredicate(ref: CustomLegRef): Predicate | null {
  switch (ref.marketId) {
    case 1:
      if (ref.specifier !== '') return null;
      return ref.outcomeId === '1'
        ? (h, a) => h > a
        : ref.outcomeId === '2'
          ? (h, a) => h === a
          : ref.outcomeId === '3'
            ? (h, a) => h < a
            : null;
    case 10:
      if (ref.specifier !== '') return null;
      return ref.outcomeId === '9'
        ? (h, a) => h >= a
        : ref.outcomeId === '10'
          ? (h, a) => h !== a
          : ref.outcomeId === '11'
            ? (h, a) => h <= a
            : null;
    case 18: {
      const quarters = totalQuarters(ref.specifier);
      return quarters === null ? null : totalPredicate(quarters, ref.outcomeId);
    }
    case 29:
      if (ref.specifier !== '') return null;
      return ref.outcomeId === '74'
        ? (h, a) => h > 0 && a > 0
        : ref.outcomeId === '76'
          ? (h, a) => !(h > 0 && a > 0)
          : null;
    default:
      return null;
  }
}

/** The set of final scores (as indexes) satisfying a predicate. */
function scoreSet(p: Predicate): Set<number> {
  const out = new Set<number>();
  for (let h = 0; h <= MAX_GOALS; h++) for (let a = 0; a <= MAX_GOALS; a++) if (p(h, a)) out.add(h * 100 + a);
  return out;
}

function intersect(sets: readonly Set<number>[]): Set<number> {
  if (sets.length === 0) return scoreSet(() => true);
  const [first, ...rest] = sets;
  return new Set([...first!].filter((x) => rest.every((s) => s.has(x))));
}

/** True when no final score satisfies every leg (they cannot all win). */
export function legsConflict(predicates: readonly Predicate[]): boolean {
  return intersect(predicates.map(scoreSet)).size === 0;
}

/** Indexes of the legs that add information (not implied by the others taken together). */
export function independentLegs(predicates: readonly Predicate[]): number[] {
  const sets = predicates.map(scoreSet);
  const kept: number[] = [];
  for (let i = 0; i < sets.length; i++) {
    // A leg implied by the legs kept so far plus the legs after it: drop it (for duplicates, keep the first).
    const others = [...kept.map((k) => sets[k]!), ...sets.slice(i + 1)];
    const rest = intersect(others);
    const implied = others.length > 0 && [...rest].every((x) => sets[i]!.has(x));
    if (!implied) kept.push(i);
  }
  return kept;
}

/** The bet-builder price: the product of the independent legs' prices less the same-game margin. */
export function customPrice(odds: readonly Odds[], marginBasisPoints = SAME_GAME_MARGIN_BASIS_POINTS): Odds {
  const product = odds.reduce((p, o) => p * BigInt(o), 1n);
  const scale = 1000n ** BigInt(Math.max(odds.length - 1, 0));
  const price = (product * BigInt(10_000 - marginBasisPoints)) / (10_000n * scale);
  // OD8: never above the odds cap's ceiling, so the client can ask for it and its column holds it.
  const ceiling = BigInt(MAX_ODDS_CEILING);
  return Number(price > ceiling ? ceiling : price > 1001n ? price : 1001n) as Odds;
}
