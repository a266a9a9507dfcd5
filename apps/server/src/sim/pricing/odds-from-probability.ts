import { oddsFromMilli, type Odds } from '@slipstream/betting';

export const MIN_ODDS_MILLI = 1010;
export const MAX_ODDS_MILLI = 500_000;

/**
 * A bookmaker price from an effective probability and a margin: 1 / (q · (1 + margin)), rounded down
 * to the usual price ladder (0.01 below 10, 0.05 below 20, 0.5 below 100, whole above) and bounded to
 * [1.01, 500]. Floats are only used for the probability; the price itself is exact thousandths.
 */
export function oddsFromProbability(q: number, margin: number): Odds {
  if (!(q > 0)) return oddsFromMilli(MAX_ODDS_MILLI);
  const raw = 1 / (q * (1 + margin));
  const step = raw < 10 ? 10 : raw < 20 ? 50 : raw < 100 ? 500 : 1000;
  const milli = Math.floor((raw * 1000) / step) * step;
  return oddsFromMilli(Math.min(MAX_ODDS_MILLI, Math.max(MIN_ODDS_MILLI, milli)));
}
