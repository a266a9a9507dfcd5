import type { Market } from '@slipstream/contract';

/**
 * What a market list renders, without prices: prices live in the odds store so a price change re-renders
 * one button. A structure change (market added, dropped, renamed, outcome set changed) re-renders the list.
 */
export interface MarketShape {
  readonly id: number;
  readonly specifier: string;
  readonly name: string;
  readonly groups: readonly string[];
  readonly priority: number;
  readonly outcomes: readonly { readonly id: string; readonly name: string }[];
}

export const marketKey = (m: { id: number; specifier: string }): string => `${m.id}/${m.specifier}`;

export function toShape(market: Market): MarketShape {
  return {
    id: market.id,
    specifier: market.specifier,
    name: market.name,
    groups: market.market_groups,
    priority: market.priority,
    outcomes: market.outcomes.map((o) => ({ id: o.id, name: o.name })),
  };
}

function sameShape(a: MarketShape, b: MarketShape): boolean {
  return (
    a.name === b.name &&
    a.priority === b.priority &&
    a.outcomes.length === b.outcomes.length &&
    a.outcomes.every((o, i) => o.id === b.outcomes[i]?.id && o.name === b.outcomes[i]?.name)
  );
}

/**
 * Applies a markets_changed update to a match's market list (betting-core §4): markets with status 0
 * are dropped, new ones are added in priority order, and an updated market keeps its market groups.
 * Returns the same array when the structure did not change.
 */
export function mergeMarketShapes(
  prev: readonly MarketShape[],
  changed: readonly Market[],
): readonly MarketShape[] {
  const byKey = new Map(prev.map((m) => [marketKey(m), m]));
  let dirty = false;
  for (const market of changed) {
    const key = marketKey(market);
    const old = byKey.get(key);
    if (market.status === 0) {
      if (old) {
        byKey.delete(key);
        dirty = true;
      }
      continue;
    }
    const shape = toShape(market);
    if (!old) {
      byKey.set(key, shape);
      dirty = true;
    } else if (!sameShape(old, shape)) {
      byKey.set(key, { ...shape, groups: old.groups });
      dirty = true;
    }
  }
  if (!dirty) return prev;
  return [...byKey.values()].sort((a, b) => b.priority - a.priority || a.id - b.id);
}

/** A change to a match's market list: markets_changed, or the whole list as reloaded (`complete`). */
export interface MarketListUpdate {
  readonly changed: readonly Market[];
  /** The match's whole listing: markets absent from it are gone; groups come from it. */
  readonly complete?: boolean;
}

export function mergeMarketListUpdates(earlier: MarketListUpdate, later: MarketListUpdate): MarketListUpdate {
  if (later.complete) return later;
  return { changed: [...earlier.changed, ...later.changed], complete: earlier.complete };
}

/** Applies a market list update; the same array when the structure (groups included) did not change. */
export function applyMarketListUpdate(
  prev: readonly MarketShape[] | undefined,
  update: MarketListUpdate,
): readonly MarketShape[] {
  if (!update.complete) return mergeMarketShapes(prev ?? [], update.changed);
  const next = mergeMarketShapes([], update.changed);
  const same =
    prev !== undefined &&
    prev.length === next.length &&
    prev.every((m, i) => {
      const n = next[i]!;
      return (
        marketKey(m) === marketKey(n) &&
        sameShape(m, n) &&
        m.groups.length === n.groups.length &&
        m.groups.every((g, j) => g === n.groups[j])
      );
    });
  return same ? prev : next;
}
