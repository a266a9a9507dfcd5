/**
 * The k-th elementary symmetric polynomial e_k(x_1…x_n): the sum, over every k-subset, of the product of
 * its members. For a system bet with leg prices x_i this is the summed price of all C(n,k) lines, found in
 * O(n·k) multiplications instead of enumerating lines (15/30 has 155 million).
 * Inputs are integers (prices in a fixed scale); with scale s each term carries s^k.
 */
export function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (k < 0 || k > values.length) return 0n;
  // e[j] after processing i values is e_j of the first i; updated high-to-low so each value is used once.
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  values.forEach((x, i) => {
    for (let j = Math.min(i + 1, k); j >= 1; j--) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * x;
  });
  return e[k] ?? 0n;
}
