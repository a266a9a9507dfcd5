/**
 * The obvious way to price a system bet: walk every k-subset of legs and add up each line's price.
 * It exists only as the oracle for tests and the baseline for the benchmark; the engine never enumerates.
 * Returns the summed line price in thousandths^k (same scale as elementarySymmetric).
 */
export function bruteForceSystemPrice(legs: readonly bigint[], k: number, maxLines = Infinity): bigint {
  const n = legs.length;
  const idx = Array.from({ length: k }, (_, i) => i);
  let sum = 0n;
  let lines = 0;
  if (k < 1 || k > n) return 0n;
  for (;;) {
    let product = 1n;
    for (const i of idx) product *= legs[i] ?? 0n;
    sum += product;
    if (++lines >= maxLines) return sum;
    // Advance to the next combination in lexicographic order.
    let p = k - 1;
    while (p >= 0 && idx[p] === n - k + p) p--;
    if (p < 0) return sum;
    idx[p] = (idx[p] ?? 0) + 1;
    for (let q = p + 1; q < k; q++) idx[q] = (idx[q - 1] ?? 0) + 1;
  }
}
