/// <reference types="node" />
// npm run bench -w packages/betting: the potential win of large system bets through the polynomial
// (what the engine does) against the fair enumerating baseline (depth-first, each line's product built from
// its prefix), in the same run, with the naive enumerator (every line multiplied out) for reference; then
// the cost of settling a large system and of formatting odds. The load average is printed before and after;
// on a busy machine the speed-ups carry no verdict.
import {
  ODDS_FORMATS,
  formatOddsValue,
  oddsFromMilli,
  parseOdds,
  potentialWin,
  settleBet,
  type Odds,
  type PayoutBet,
  type SelectionResult,
} from '../src/index';
import { startLoadGuard } from '../../../bench/load-guard';
import { bruteForceSystemPrice } from './brute-force-system';
import { prefixProductSystemPrice } from './prefix-product-system';
import { medianMicros, timeOnce } from './timing';

// Fixed, varied prices (1.150 … 3.949) so the run is reproducible without randomness.
const legs = (n: number): Odds[] =>
  Array.from({ length: n }, (_, i) => oddsFromMilli(1150 + ((i * 397) % 2800)));
const STAKE = 100;
const POLY_RUNS = 2000;
const BRUTE_RUNS = 5;
const BRUTE_CAP_LINES = 2_000_000;
const LINES_15_30 = 155_117_520;

const system = (k: number, n: number): PayoutBet => ({
  type: 'system',
  stake: STAKE,
  odds: legs(n),
  system: { winCount: k, totalCount: n },
});
const fmt = (micros: number): string => `${micros.toFixed(1)} µs`;

const guard = startLoadGuard('system bets');

// 10/20: every way in full, results compared.
const bet10 = system(10, 20);
const poly10 = medianMicros(POLY_RUNS, () => potentialWin(bet10));
const prices10 = bet10.odds.map(BigInt);
const prefix10 = medianMicros(BRUTE_RUNS, () => prefixProductSystemPrice(prices10, 10));
const brute10 = medianMicros(BRUTE_RUNS, () => bruteForceSystemPrice(prices10, 10));
const win10 = potentialWin(bet10).potentialWin;
for (const [name, enumerate] of [
  ['prefix-product', prefixProductSystemPrice],
  ['naive', bruteForceSystemPrice],
] as const) {
  const enumeratedWin = Number((BigInt(STAKE) * enumerate(prices10, 10)) / 1000n ** 10n);
  if (win10 !== enumeratedWin)
    throw new Error(`10/20 mismatch: polynomial ${win10}, ${name} enumeration ${enumeratedWin}`);
}

// 15/30: the polynomial in full; each enumeration timed on the first lines and extrapolated per line.
const bet15 = system(15, 30);
const poly15 = medianMicros(POLY_RUNS, () => potentialWin(bet15));
const prices15 = bet15.odds.map(BigInt);
const extrapolate = (enumerate: typeof bruteForceSystemPrice) => {
  const micros = timeOnce(() => enumerate(prices15, 15, BRUTE_CAP_LINES)).micros;
  const perLineNs = (micros * 1000) / BRUTE_CAP_LINES;
  return { micros, perLineNs, estimated: (perLineNs * LINES_15_30) / 1000 };
};
const prefix15 = extrapolate(prefixProductSystemPrice);
const brute15 = extrapolate(bruteForceSystemPrice);

// Settlement of 15/30 with partial results (void, half, lost, dead heat) through the same polynomial.
const kinds: SelectionResult[] = [
  { result: 1 },
  { result: 0, voidFactor: 1 },
  { result: 1, voidFactor: 0.5 },
  { result: 1, deadHeatFactor: '0.5' },
  { result: 1 },
  { result: 0 },
];
const results15 = bet15.odds.map((_, i) => kinds[i % kinds.length] ?? null);
const settle15 = medianMicros(POLY_RUNS / 4, () => settleBet(bet15, results15));

console.log(
  `System potential win: polynomial (median of ${POLY_RUNS}) vs the prefix-product enumerator (fair baseline) ` +
    `and the naive one (reference)`,
);
console.log(`system 10/20 (184,756 lines)`);
console.log(`  polynomial                ${fmt(poly10)}`);
console.log(
  `  prefix-product enumerator ${fmt(prefix10)} (median of ${BRUTE_RUNS}; same payout: ${win10} minor units)`,
);
console.log(`  naive enumerator          ${fmt(brute10)} (median of ${BRUTE_RUNS}; same payout)`);
console.log(
  `  speed-up vs prefix-product ${Math.round(prefix10 / poly10).toLocaleString('en')}x   (vs naive ${Math.round(brute10 / poly10).toLocaleString('en')}x)`,
);
console.log(`system 15/30 (${LINES_15_30.toLocaleString('en')} lines)`);
console.log(`  polynomial                ${fmt(poly15)}`);
for (const [name, e] of [
  ['prefix-product enumerator', prefix15],
  ['naive enumerator', brute15],
] as const)
  console.log(
    `  ${name} NOT run in full: first ${BRUTE_CAP_LINES.toLocaleString('en')} lines took ${fmt(e.micros)} ` +
      `(${e.perLineNs.toFixed(0)} ns/line); extrapolated to all lines ≈ ${(e.estimated / 1e6).toFixed(1)} s`,
  );
console.log(
  `  speed-up vs prefix-product ≈ ${Math.round(prefix15.estimated / poly15).toLocaleString('en')}x (extrapolated; ` +
    `vs naive ≈ ${Math.round(brute15.estimated / poly15).toLocaleString('en')}x)`,
);
console.log(`settleBet 15/30 with void, half-win, dead-heat and lost legs: ${fmt(settle15)} (median)`);

// Odds display: the web formats every visible price on each update, so per-call cost matters.
const prices = Array.from({ length: 1000 }, (_, i) => oddsFromMilli(1001 + i * 37));
console.log('Odds formatting, median per call over 1,000 prices (format / format + parse back):');
for (const f of ODDS_FORMATS) {
  const format = medianMicros(50, () => prices.forEach((p) => formatOddsValue(p, f.id))) / prices.length;
  const both =
    medianMicros(20, () => prices.forEach((p) => parseOdds(formatOddsValue(p, f.id), f.id))) / prices.length;
  console.log(`  ${f.id.padEnd(10)} ${format.toFixed(2)} µs / ${both.toFixed(2)} µs`);
}
guard.finish();
// The engine must beat the best line-by-line method by orders of magnitude at 10/20 for the design to hold.
console.log(
  guard.verdict(
    prefix10 / poly10 >= 100
      ? 'polynomial ≥ 100x faster than the prefix-product enumerator at 10/20: met'
      : 'polynomial ≥ 100x faster than the prefix-product enumerator at 10/20: NOT met',
  ),
);
