import { Rng } from '../sim/rng';

/** One simulated round of an arena game: what the launched page shows (SPEC.md OP7). */
export function arenaRound(app: string, round: number): { headline: string; detail: string } {
  const rng = new Rng(fnv1a(`${app}:${round}`));
  switch (app) {
    case 'crash': {
      // Crash point with a 3 % house edge: P(crash ≥ m) = 0.97 / m, in hundredths.
      const hundredths = Math.max(100, Math.floor(97 / (1 - rng.next())));
      return {
        headline: `Crashed at ${(hundredths / 100).toFixed(2)}×`,
        detail: 'Cash out before the crash.',
      };
    }
    case 'penalty-shootout': {
      const kicks = Array.from({ length: 5 }, () => (rng.next() < 0.75 ? 'goal' : 'saved'));
      const goals = kicks.filter((k) => k === 'goal').length;
      return { headline: `${goals} of 5 penalties scored`, detail: kicks.join(' · ') };
    }
    default: {
      const runners = ['Silver Arrow', 'Night Owl', 'Red Comet', 'Blue Moon', 'Lucky Star', 'Iron Duke'];
      const order = [...runners];
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      return { headline: `${order[0]} wins`, detail: `Placed: ${order.slice(1, 3).join(', ')}` };
    }
  }
}

/** FNV-1a, 32 bits: a round's seed from its game and number. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
