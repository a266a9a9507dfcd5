import type { SystemType } from './bet-types';
import { PayoutInputError } from './payout-input-error';

/** Throws unless 1 ≤ winCount ≤ totalCount, both integers. */
export function assertSystemType(system: SystemType): void {
  const { winCount: k, totalCount: n } = system;
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 1 || k > n) {
    throw new PayoutInputError('invalid_system_type', `${k}/${n}`);
  }
}

/** The number of lines of a system bet: C(totalCount, winCount), exact (bigint). */
export function lineCountBig(system: SystemType): bigint {
  assertSystemType(system);
  const n = BigInt(system.totalCount);
  let k = BigInt(system.winCount);
  if (k > n - k) k = n - k;
  let c = 1n;
  // c stays an integer at every step: it is C(n - k + i, i).
  for (let i = 1n; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** C(n, k) as a number (the line count of every real system bet is a small safe integer). */
export function lineCount(system: SystemType): number {
  const c = lineCountBig(system);
  if (c > BigInt(Number.MAX_SAFE_INTEGER)) throw new PayoutInputError('amount_overflow', `C = ${c}`);
  return Number(c);
}
