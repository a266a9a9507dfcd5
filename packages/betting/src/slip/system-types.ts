import type { SystemType } from '../payout/bet-types';

/**
 * The system types offered for n selections (BT1): every k/n with 2 ≤ k < n, sorted by totalCount then
 * winCount (§3 Ticket.systemTypes). 1/n is left out because it is n singles, and n/n because it is the combo;
 * both already have their own bet type. So fewer than 3 selections have no system type.
 */
export function systemTypes(n: number): SystemType[] {
  const types: SystemType[] = [];
  for (let k = 2; k < n; k++) types.push({ winCount: k, totalCount: n });
  return types.sort(compareSystemTypes);
}

export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

export function isOfferedSystemType(system: SystemType, n: number): boolean {
  return system.totalCount === n && system.winCount >= 2 && system.winCount < n;
}

/**
 * BT3: a system bet whose selection count changed keeps its winCount when that is still offered for n,
 * else takes the first offered type; null when none exists (the bet falls back to combo).
 */
export function matchingSystemType(previous: SystemType, n: number): SystemType | null {
  const kept = { winCount: previous.winCount, totalCount: n };
  if (isOfferedSystemType(kept, n)) return kept;
  return systemTypes(n)[0] ?? null;
}
