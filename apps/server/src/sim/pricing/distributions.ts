import type { Final } from './settle';

/** A finite distribution of final scores; probabilities sum to 1 (up to rounding). */
export type ScoreDistribution = Array<Final & { p: number }>;

function poissonPmf(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  const rest = 1 - out.reduce((a, b) => a + b, 0);
  out[max] = out[max]! + Math.max(0, rest);
  return out;
}

/**
 * Goals sports (soccer, ice hockey): independent Poisson goals for the rest of the game added to the
 * current score. `meanHome`/`meanAway` are the goals still expected in the remaining time.
 */
export function poissonFinal(
  current: Final,
  meanHome: number,
  meanAway: number,
  maxExtra = 10,
): ScoreDistribution {
  const h = poissonPmf(meanHome, maxExtra);
  const a = poissonPmf(meanAway, maxExtra);
  const out: ScoreDistribution = [];
  for (let i = 0; i <= maxExtra; i++)
    for (let j = 0; j <= maxExtra; j++) {
      const p = h[i]! * a[j]!;
      if (p > 1e-9) out.push({ home: current.home + i, away: current.away + j, p });
    }
  return out;
}

function normalPoints(mean: number, sd: number): Array<{ v: number; p: number }> {
  if (sd < 0.5) return [{ v: Math.round(mean), p: 1 }];
  const lo = Math.floor(mean - 4 * sd);
  const hi = Math.ceil(mean + 4 * sd);
  const step = Math.max(1, Math.floor(sd / 6));
  const out: Array<{ v: number; p: number }> = [];
  let sum = 0;
  for (let v = lo; v <= hi; v += step) {
    const z = (v - mean) / sd;
    const p = Math.exp(-0.5 * z * z);
    out.push({ v, p });
    sum += p;
  }
  return out.map((x) => ({ v: x.v, p: x.p / sum }));
}

/** Points sports (basketball, cricket): remaining points per side ~ Normal, discretised. */
export function normalFinal(
  current: Final,
  meanHome: number,
  meanAway: number,
  sdPerSide: number,
): ScoreDistribution {
  const h = normalPoints(current.home + meanHome, sdPerSide);
  const a = normalPoints(current.away + meanAway, sdPerSide);
  const out: ScoreDistribution = [];
  for (const x of h)
    for (const y of a) {
      const p = x.p * y.p;
      if (p > 1e-9) out.push({ home: Math.max(current.home, x.v), away: Math.max(current.away, y.v), p });
    }
  return out;
}

/**
 * Best-of sports (tennis sets, volleyball sets, e-sports maps): each set won by home with probability
 * `pSet`; the first to `toWin` sets wins. Returns the distribution of the final set score.
 */
export function bestOfFinal(current: Final, pSet: number, toWin: number): ScoreDistribution {
  if (current.home >= toWin || current.away >= toWin) return [{ ...current, p: 1 }];
  const out: ScoreDistribution = [];
  const needH = toWin - current.home;
  const needA = toWin - current.away;
  const binom = (n: number, k: number): number => {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    return r;
  };
  // Home wins the last set after losing k of the remaining sets.
  for (let k = 0; k < needA; k++)
    out.push({
      home: toWin,
      away: current.away + k,
      p: binom(needH - 1 + k, k) * pSet ** needH * (1 - pSet) ** k,
    });
  for (let k = 0; k < needH; k++)
    out.push({
      home: current.home + k,
      away: toWin,
      p: binom(needA - 1 + k, k) * (1 - pSet) ** needA * pSet ** k,
    });
  return out;
}
