import type { Lottery, LotteryDraw } from '@slipstream/contract';
import { Rng } from '../sim/rng';
import { fnv1a } from './arena-round';

/** The simulated lotteries: each draws `picks` distinct numbers of 1..pool every `everyMinutes`. */
export const LOTTERIES = [
  { key: 'keno-express', name: 'Keno Express 20/80', picks: 20, pool: 80, everyMinutes: 5 },
  { key: 'lotto-6-49', name: 'Lotto 6/49', picks: 6, pool: 49, everyMinutes: 15 },
  { key: 'euro-5-50', name: 'Euro 5/50', picks: 5, pool: 50, everyMinutes: 60 },
] as const;

/**
 * The lotteries at `now` (SPEC.md OP7): the last `results` draws with their numbers and the next `upcoming`
 * ones. A draw's numbers are a pure function of the simulator's seed, the lottery and the draw number, so
 * every node and every restart tells the same results, and a draw's numbers never change once drawn.
 */
export function lotteriesAt(seed: number, now: number, results = 3, upcoming = 3): Lottery[] {
  return LOTTERIES.map((l) => {
    const period = l.everyMinutes * 60_000;
    const last = Math.floor(now / period); // the latest draw at or before now
    const draw = (n: number, drawn: boolean): LotteryDraw => ({
      id: `${l.key}-${n}`,
      number: n,
      draw_at: new Date(n * period).toISOString(),
      status: drawn ? 'drawn' : 'upcoming',
      numbers: drawn ? drawNumbers(seed, l, n) : null,
    });
    return {
      key: l.key,
      name: l.name,
      picks: l.picks,
      pool: l.pool,
      every_minutes: l.everyMinutes,
      results: Array.from({ length: results }, (_, i) => draw(last - i, true)),
      upcoming: Array.from({ length: upcoming }, (_, i) => draw(last + 1 + i, false)),
    };
  });
}

/** `picks` distinct numbers of 1..pool in the order drawn (a partial Fisher–Yates over the seeded PRNG). */
export function drawNumbers(
  seed: number,
  l: { key: string; picks: number; pool: number },
  n: number,
): number[] {
  const rng = new Rng(fnv1a(`${seed}:${l.key}:${n}`));
  const balls = Array.from({ length: l.pool }, (_, i) => i + 1);
  for (let i = 0; i < l.picks; i++) {
    const j = rng.int(i, l.pool - 1);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, l.picks);
}
