import type {
  BonusDto,
  BonusListKind,
  BonusListQuery,
  BonusOverviewQuery,
  BonusState,
} from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { bonusToWire, computedStatus, inLocale, selectBonuses, type IssuedBonus } from './bonus-model';

const FREE_BET_TYPES = ['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'];

/** The issued types each §7 list holds. */
export const TYPES_OF_KIND: Record<BonusListKind, readonly string[]> = {
  comboboosts: ['comboboost'],
  freebets: FREE_BET_TYPES,
  huntings: ['hunting'],
  tournaments: ['tournament'],
  lootboxes: ['lootbox'],
};

interface Filters {
  status?: BonusState;
  available?: boolean;
  active?: boolean;
  unseen?: boolean;
}

/** §7 filters: status (computed), available (available or active), active, unseen. */
function matches(b: IssuedBonus, f: Filters, now: number): boolean {
  const status = computedStatus(b, now);
  if (f.status !== undefined && status !== f.status) return false;
  if (f.available && status !== 'available' && status !== 'active') return false;
  if (f.active && status !== 'active') return false;
  if (f.unseen && b.seen) return false;
  return true;
}

async function bonusesOfTypes(q: Queryable, playerId: number, types: readonly string[]) {
  if (types.length === 0) return [];
  return selectBonuses(q, playerId, 'c.type = ANY($2::text[])', [types]);
}

/** GET /bonuses/{kind}: one page (default 4 per page, §7) of the player's bonuses of that kind. */
export async function listBonuses(
  q: Queryable,
  playerId: number,
  kind: BonusListKind,
  query: BonusListQuery,
  now: number,
  /** The asker's Accept-Language: the campaigns' texts in it (inLocale). */
  lang?: string,
) {
  return pageOf(q, playerId, TYPES_OF_KIND[kind], query, now, lang);
}

/** GET /bonuses/freebets/amb (AM2): the amb free bets, paged and filtered like the other lists. */
export async function listAmbFreebets(
  q: Queryable,
  playerId: number,
  query: BonusListQuery,
  now: number,
  lang?: string,
) {
  return pageOf(q, playerId, ['ambFreebet'], query, now, lang);
}

async function pageOf(
  q: Queryable,
  playerId: number,
  types: readonly string[],
  query: BonusListQuery,
  now: number,
  lang?: string,
) {
  const all = (await bonusesOfTypes(q, playerId, types)).filter((b) =>
    matches(b, { ...query, available: query.available ?? query.isAvailable }, now),
  );
  const start = (query.page - 1) * query.limit;
  return {
    data: all.slice(start, start + query.limit).map((b) => bonusToWire(inLocale(b, lang), now)),
    pagination: {
      total: all.length,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(all.length / query.limit)),
    },
  };
}

/** GET /bonuses: the generic list (§3 "Generic bonus": type and details), at most limit_per_type of each type. */
export async function bonusOverview(
  q: Queryable,
  playerId: number,
  query: BonusOverviewQuery,
  now: number,
  lang?: string,
) {
  const types = query.type
    ? [query.type]
    : ['comboboost', ...FREE_BET_TYPES, 'hunting', 'tournament', 'lootbox', 'ambFreebet'];
  const all = (await bonusesOfTypes(q, playerId, types)).filter((b) => matches(b, query, now));
  const perType = new Map<string, number>();
  const data: { type: BonusDto['type']; details: BonusDto }[] = [];
  for (const b of all) {
    const n = perType.get(b.type) ?? 0;
    if (n >= query.limit_per_type) continue;
    perType.set(b.type, n + 1);
    data.push({ type: b.type, details: bonusToWire(inLocale(b, lang), now) });
  }
  return { data };
}
