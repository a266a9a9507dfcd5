/// <reference types="node" />
// npm run bench -w packages/betting: the potential win of large system bets through the polynomial
// (what the engine does) against enumerating every line (the obvious way), in the same run.
import { oddsFromMilli, potentialWin, type Odds } from '../src/index';
import { bruteForceSystemPrice } from './brute-force-system';
import { medianMicros, timeOnce } from './timing';

// Fixed, varied prices (1.150 … 3.9xx) so the run is reproducible without randomness.
const legs = (n: number): Odds[] =>
  Array.from({ length: n }, (_, i) => oddsFromMilli(1150 + ((i * 397) % 2800)));
const STAKE = 100;
const BRUTE_CAP_LINES = 2_000_000;

function polynomial(k: number, n: number): { micros: number; win: number } {
  const bet = {
    type: 'system' as const,
    stake: STAKE,
    odds: legs(n),
    system: { winCount: k, totalCount: n },
  };
  const micros = medianMicros(2000, () => potentialWin(bet));
  return { micros, win: potentialWin(bet).potentialWin };
}

function bruteForce(k: number, n: number, maxLines: number, runs: number): { micros: number; win: number } {
  const prices = legs(n).map(BigInt);
  const { value } = timeOnce(() => bruteForceSystemPrice(prices, k, maxLines));
  const micros = runs > 1 ? medianMicros(runs, () => bruteForceSystemPrice(prices, k, maxLines)) : NaN;
  return { micros, win: Number((BigInt(STAKE) * value) / 1000n ** BigInt(k)) };
}

const fmt = (micros: number): string => `${micros.toFixed(1)} µs`;

const p10 = polynomial(10, 20);
const p15 = polynomial(15, 30);
const b10 = bruteForce(10, 20, Infinity, 5);
if (b10.win !== p10.win) throw new Error(`10/20 mismatch: polynomial ${p10.win}, enumeration ${b10.win}`);

const lines15 = 155_117_520;
const b15 = timeOnce(() => bruteForceSystemPrice(legs(30).map(BigInt), 15, BRUTE_CAP_LINES));
const perLine15 = b15.micros / BRUTE_CAP_LINES;
const est15 = perLine15 * lines15;

console.log('System potential win, polynomial (median of 2000 runs) vs enumerating every line');
console.log(
  `system 10/20 (184,756 lines):  polynomial ${fmt(p10.micros)}  enumeration ${fmt(b10.micros)} (median of 5)`,
);
console.log(`  speed-up ${(b10.micros / p10.micros).toFixed(0)}x (results equal: ${p10.win} minor units)`);
console.log(`system 15/30 (155,117,520 lines): polynomial ${fmt(p15.micros)}`);
console.log(
  `  enumeration timed for the first ${BRUTE_CAP_LINES.toLocaleString('en')} lines (${fmt(b15.micros)}, ` +
    `${(perLine15 * 1000).toFixed(0)} ns/line), extrapolated to all lines: ${(est15 / 1e6).toFixed(1)} s`,
);
console.log(`  speed-up (extrapolated) ${(est15 / p15.micros).toFixed(0)}x`);
