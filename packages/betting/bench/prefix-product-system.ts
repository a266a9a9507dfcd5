/**
 * The fair enumerating baseline for a system bet's price: a depth-first walk over the k-subsets of legs in
 * which each line's product is built from its prefix's (one multiplication per tree node, not k per line),
 * with the subtree cut where too few legs remain. It does the least work any line-by-line method can, so the
 * polynomial's speed-up against it measures the method, not a wasteful loop. Same scale as
 * elementarySymmetric (thousandths^k). `maxLines` stops early (for timing a sample of a huge system).
 */
export function prefixProductSystemPrice(legs: readonly bigint[], k: number, maxLines = Infinity): bigint {
  const n = legs.length;
  if (k < 1 || k > n) return 0n;
  let sum = 0n;
  let lines = 0;
  // Explicit stack instead of recursion: depth k is small, but an explicit loop keeps call overhead out.
  const index = new Array<number>(k).fill(0);
  const prefix = new Array<bigint>(k + 1).fill(1n);
  let depth = 0;
  index[0] = 0;
  for (;;) {
    // Descend: take leg index[depth] into the line, then the next free leg at the next depth.
    const i = index[depth]!;
    prefix[depth + 1] = prefix[depth]! * legs[i]!;
    if (depth + 1 === k) {
      sum += prefix[k]!;
      if (++lines >= maxLines) return sum;
    } else {
      depth++;
      index[depth] = i + 1;
      continue;
    }
    // Advance: the next leg at this depth, backing up while no room is left for the remaining slots.
    while (depth >= 0 && index[depth]! + 1 > n - k + depth) depth--;
    if (depth < 0) return sum;
    index[depth] = index[depth]! + 1;
  }
}
