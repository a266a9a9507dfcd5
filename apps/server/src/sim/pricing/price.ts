import type { Odds } from '@slipstream/betting';
import type { MarketDef, Scope } from '../markets';
import type { ScoreDistribution } from './distributions';
import { oddsFromProbability } from './odds-from-probability';

export interface PricedOutcome {
  id: string;
  name: string;
  odds: Odds;
  active: boolean;
  /** Effective probability: the share of the stake the outcome returns on average, per unit of odds. */
  q: number;
}

export interface PricedMarket {
  def: MarketDef;
  /** 1 open, 0 decided or not offered (never listed). */
  status: 1 | 0;
  outcomes: PricedOutcome[];
  mostBalanced: boolean;
}

/** An outcome certain beyond this closes the market; one below the floor is shown inactive. */
const DECIDED = 0.995;
const INACTIVE = 0.0005;

/**
 * Prices markets from final-score distributions: for each outcome, A = E[(1 − void) · result · dead
 * heat] and B = E[void], so a stake returns A·odds + B on average and the fair price is (1 − B)/A. The
 * effective probability q = A / (1 − B) gets the market's margin.
 */
export function priceMarkets(
  defs: MarketDef[],
  dists: Record<Scope, ScoreDistribution | null>,
): PricedMarket[] {
  const priced = defs.map((def): PricedMarket => {
    const dist = dists[def.scope];
    if (!dist) return { def, status: 0, outcomes: closedOutcomes(def), mostBalanced: false };
    const outcomes = def.outcomes.map((o): PricedOutcome => {
      let a = 0;
      let b = 0;
      for (const cell of dist) {
        const s = o.settle(cell);
        a += (cell.p * (1 - s.voidFactor) * s.result) / s.sharedBy;
        b += cell.p * s.voidFactor;
      }
      const q = b >= 0.999 ? 0 : a / (1 - b);
      return { id: o.id, name: o.name, q, active: q >= INACTIVE, odds: oddsFromProbability(q, def.margin) };
    });
    const decided = outcomes.some((o) => o.q >= DECIDED) || outcomes.every((o) => !o.active);
    return { def, status: decided ? 0 : 1, outcomes, mostBalanced: false };
  });
  markMostBalanced(priced);
  return priced;
}

/** Outrights and races: win probability proportional to strength. */
export function priceOutright(def: MarketDef, strengths: number[]): PricedMarket {
  const sum = strengths.reduce((x, y) => x + y, 0);
  const outcomes = def.outcomes.map((o, i): PricedOutcome => {
    const q = (strengths[i] ?? 0) / sum;
    return { id: o.id, name: o.name, q, active: q >= INACTIVE, odds: oddsFromProbability(q, def.margin) };
  });
  return { def, status: 1, outcomes, mostBalanced: true };
}

function closedOutcomes(def: MarketDef): PricedOutcome[] {
  return def.outcomes.map((o) => ({
    id: o.id,
    name: o.name,
    q: 0,
    active: false,
    odds: oddsFromProbability(0, 0),
  }));
}

/** Per market id, the open line whose first two outcomes are closest to even. */
function markMostBalanced(priced: PricedMarket[]): void {
  const best = new Map<number, PricedMarket>();
  const gap = (m: PricedMarket): number => Math.abs((m.outcomes[0]?.q ?? 0) - (m.outcomes[1]?.q ?? 0));
  for (const m of priced) {
    if (m.status !== 1) continue;
    const current = best.get(m.def.marketId);
    if (!current || gap(m) < gap(current)) best.set(m.def.marketId, m);
  }
  for (const m of best.values()) m.mostBalanced = true;
}
