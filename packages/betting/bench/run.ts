/// <reference types="node" />
// npm run bench -w packages/betting: the potential win of large system bets through the polynomial
// (what the engine does) against enumerating every line (the obvious way), in the same run; then the
// cost of settling a large system and of formatting odds.
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
import { bruteForceSystemPrice } from './brute-force-system';
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

// 10/20: both ways in full, results compared.
const bet10 = system(10, 20);
const poly10 = medianMicros(POLY_RUNS, () => potentialWin(bet10));
const prices10 = bet10.odds.map(BigInt);
const brute10 = medianMicros(BRUTE_RUNS, () => bruteForceSystemPrice(prices10, 10));
const win10 = potentialWin(bet10).potentialWin;
const bruteWin10 = Number((BigInt(STAKE) * bruteForceSystemPrice(prices10, 10)) / 1000n ** 10n);
if (win10 !== bruteWin10) throw new Error(`10/20 mismatch: polynomial ${win10}, enumeration ${bruteWin10}`);

// 15/30: the polynomial in full; enumeration timed on the first lines and extrapolated per line.
const bet15 = system(15, 30);
const poly15 = medianMicros(POLY_RUNS, () => potentialWin(bet15));
const prices15 = bet15.odds.map(BigInt);
const partial15 = timeOnce(() => bruteForceSystemPrice(prices15, 15, BRUTE_CAP_LINES)).micros;
const perLineNs = (partial15 * 1000) / BRUTE_CAP_LINES;
const estimated15 = (perLineNs * LINES_15_30) / 1000;

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

console.log(`System potential win: polynomial (median of ${POLY_RUNS}) vs enumerating every line`);
console.log(`system 10/20 (184,756 lines)`);
console.log(`  polynomial  ${fmt(poly10)}`);
console.log(`  enumeration ${fmt(brute10)} (median of ${BRUTE_RUNS}; same payout: ${win10} minor units)`);
console.log(`  speed-up    ${Math.round(brute10 / poly10).toLocaleString('en')}x`);
console.log(`system 15/30 (${LINES_15_30.toLocaleString('en')} lines)`);
console.log(`  polynomial  ${fmt(poly15)}`);
console.log(
  `  enumeration NOT run in full: first ${BRUTE_CAP_LINES.toLocaleString('en')} lines took ${fmt(partial15)} ` +
    `(${perLineNs.toFixed(0)} ns/line); extrapolated to all lines ≈ ${(estimated15 / 1e6).toFixed(1)} s`,
);
console.log(`  speed-up    ≈ ${Math.round(estimated15 / poly15).toLocaleString('en')}x (extrapolated)`);
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
