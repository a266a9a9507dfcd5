import {
  ambProgress,
  chestSize,
  type AmbRange,
  farmingStats,
  type FarmingStats,
  oddsToDecimal,
  type BonusConditions,
  type ComboBoostRange,
  type EventCondition,
  type Odds,
} from '@slipstream/betting';
import type { AmbFreebetDto, BonusDto, BonusState, HuntingDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';

/** A bonus issued to a player, joined with its campaign (account-and-surroundings §3). */
/** A campaign's name, description and terms in one language; a text left out falls back. */
export type CampaignTexts = Readonly<
  Record<string, { readonly name?: string; readonly description?: string; readonly terms?: string }>
>;

/**
 * The bonus with its campaign's texts in the asker's language (the first tag of Accept-Language): that locale,
 * then its base language, then the campaign's own columns (the operator's default language).
 */
export function inLocale(b: IssuedBonus, acceptLanguage: string | undefined | null): IssuedBonus {
  const tag = (acceptLanguage ?? '').split(',')[0]!.split(';')[0]!.trim();
  if (!tag) return b;
  const lower = tag.toLowerCase();
  const key = Object.keys(b.texts).find((k) => k.toLowerCase() === lower);
  const base = Object.keys(b.texts).find((k) => k.toLowerCase() === lower.split('-')[0]);
  const own = key ? b.texts[key] : undefined;
  const fallback = base ? b.texts[base] : undefined;
  return {
    ...b,
    name: own?.name ?? fallback?.name ?? b.name,
    description: own?.description ?? fallback?.description ?? b.description,
    terms: own?.terms ?? fallback?.terms ?? b.terms,
  };
}

export interface IssuedBonus {
  id: number;
  campaignId: number;
  playerId: number;
  type:
    | 'comboboost'
    | 'freebet'
    | 'freebet_no_risk'
    | 'freebet_all_win'
    | 'freebet_only_win'
    | 'hunting'
    | 'tournament'
    | 'lootbox'
    | 'ambFreebet';
  name: string;
  description: string;
  terms: string;
  /** The campaign's texts in other languages, by locale code (issue 33 item 7); the columns are its default. */
  texts: CampaignTexts;
  state: 'available' | 'active' | 'deactivated';
  currency: string | null;
  subunits: number | null;
  amount: number | null;
  usesCount: number | null;
  timesUsed: number;
  seen: boolean;
  promoCode: string | null;
  createdAt: Date;
  activatedAt: Date | null;
  expiredAt: Date;
  conditions: BonusConditions;
  banners: Record<string, unknown>;
  /** Hunting and tournaments (SPEC.md HT1–HT4); null for other types. */
  hunting: HuntingTerms | null;
  /** Amb free bets (SPEC.md AM1–AM3); null for other types. */
  amb: AmbTerms | null;
}

/** An amb free bet's ranges (amounts in minor units of the issue's currency), min stake and progress. */
export interface AmbTerms {
  ranges: AmbRange[];
  minStake: number;
  rangesPaid: number;
  progress: number;
  farmingCampaignId: number | null;
}

/** A hunting bonus's campaign terms and what its boosts took. */
export interface HuntingTerms {
  pointsPerFreebet: number;
  farmingCampaignId: number | null;
  /** §3 farming_freebet_type: the type of the free bets a boost issues. */
  farmingFreebetType: string;
  farmOncePerEvent: boolean;
  showInPromotion: boolean;
  initialPoolUnits: number;
  pointsSpent: number;
  freebetsIssued: number;
  /** What it farmed (bonus_farmed_bets): bets, their total stakes, points, the events and bets. */
  farmedBets: number;
  farmedStake: number;
  farmedPoints: number;
  farmedEventIds: number[];
  farmedBetIds: number[];
  /** Loot boxes (LB2): the prize schedule, chests opened so far and the last opening's result. */
  prizeSchedule: string | null;
  chestsOpened: number;
  lastOpenResult: 'win' | 'loss' | null;
}

/** HT2: a hunt's farming figures (§3 farming_stats), a boost block giving `freebetAmount` (the hunt's amount). */
export function huntingStats(h: HuntingTerms, freebetAmount: number): FarmingStats {
  return farmingStats({
    betsCount: h.farmedBets,
    stakeSum: h.farmedStake,
    points: h.farmedPoints,
    pointsSpent: h.pointsSpent,
    pointsPerFreebet: h.pointsPerFreebet,
    freebetAmount,
  });
}

/** The bonuses that farm cash bets (HT1): hunts, tournaments and loot boxes. */
export const HUNTING_TYPES: readonly string[] = ['hunting', 'tournament', 'lootbox'];
/** Every type that counts placed cash bets (HT1, AM1). */
export const FARMING_TYPES: readonly string[] = [...HUNTING_TYPES, 'ambFreebet'];

interface Row {
  id: unknown;
  campaign_id: unknown;
  player_id: unknown;
  type: IssuedBonus['type'];
  name: string;
  description: string;
  terms: string;
  texts: CampaignTexts | string | null;
  state: IssuedBonus['state'];
  currency: string | null;
  subunits: unknown;
  amount: unknown;
  uses_count: number | null;
  times_used: number;
  seen: boolean;
  promo_code: string | null;
  created_at: Date | string;
  activated_at: Date | string | null;
  expired_at: Date | string;
  min_odds: number | null;
  max_odds: number | null;
  selection_count_from: number | null;
  selection_count_to: number | null;
  match_status: 'prematch' | 'live' | null;
  ranges: { min_count: number; max_count: number | null; bonus_odds: number }[];
  country_codes: string[];
  only_verified: boolean;
  event_conditions: { sport_key?: string; category_id?: number; tournament_id?: number; match_id?: number }[];
  banners: Record<string, unknown>;
  points_per_freebet: number | null;
  farming_campaign_id: unknown;
  farming_freebet_type: string | null;
  farm_once_per_event: boolean;
  show_in_promotion: boolean;
  initial_pool_units: number;
  points_spent: number;
  freebets_issued: number;
  farmed_bets: number;
  farmed_stake: unknown;
  farmed_points: unknown;
  farmed_event_ids: unknown[];
  farmed_bet_ids: unknown[];
  prize_schedule: string | null;
  chests_opened: number;
  last_open_result: 'win' | 'loss' | null;
  amb_ranges: { number_of_bets: number; number_of_freebets: number; amount_units: number }[];
  min_stake_units: number | null;
  amb_ranges_paid: number;
}

const SELECT = `SELECT pb.id, pb.campaign_id, pb.player_id, c.type, c.name, c.description, c.terms, c.texts, pb.state,
    pb.currency, cur.subunits, pb.amount, pb.uses_count, pb.times_used, pb.seen, pb.promo_code, pb.created_at,
    pb.activated_at, pb.expired_at, c.min_odds, c.max_odds, c.selection_count_from, c.selection_count_to,
    c.match_status, c.ranges, c.country_codes, c.only_verified, c.event_conditions, c.banners,
    c.points_per_freebet, c.farming_campaign_id, fc.type AS farming_freebet_type, c.farm_once_per_event,
    c.show_in_promotion, c.initial_pool_units, pb.points_spent, pb.freebets_issued, c.amb_ranges,
    c.min_stake_units, pb.amb_ranges_paid, c.prize_schedule, pb.chests_opened, pb.last_open_result,
    f.farmed_bets, f.farmed_stake, f.farmed_points, f.farmed_bet_ids,
    COALESCE((SELECT array_agg(DISTINCT m ORDER BY m) FROM bonus_farmed_bets f2, unnest(f2.match_ids) m
               WHERE f2.issue_id = pb.id), '{}') AS farmed_event_ids
  FROM player_bonuses pb JOIN bonus_campaigns c ON c.id = pb.campaign_id
  LEFT JOIN currencies cur ON cur.code = pb.currency
  LEFT JOIN bonus_campaigns fc ON fc.id = c.farming_campaign_id
  LEFT JOIN LATERAL (SELECT count(*)::int AS farmed_bets, COALESCE(sum(stake), 0) AS farmed_stake,
                            COALESCE(sum(points), 0) AS farmed_points,
                            COALESCE(array_agg(bet_id ORDER BY bet_id), '{}') AS farmed_bet_ids
                       FROM bonus_farmed_bets WHERE issue_id = pb.id) f ON true`;

function fromRow(r: Row): IssuedBonus {
  const ranges: ComboBoostRange[] = r.ranges.map((x) => ({
    minCount: x.min_count,
    maxCount: x.max_count,
    bonusOdds: x.bonus_odds as Odds,
  }));
  const eventConditions: EventCondition[] = r.event_conditions.map((e) => ({
    ...(e.sport_key !== undefined ? { sportKey: e.sport_key } : {}),
    ...(e.category_id !== undefined ? { categoryId: e.category_id } : {}),
    ...(e.tournament_id !== undefined ? { tournamentId: e.tournament_id } : {}),
    ...(e.match_id !== undefined ? { matchId: e.match_id } : {}),
  }));
  return {
    id: toSafeInt(r.id),
    campaignId: toSafeInt(r.campaign_id),
    playerId: toSafeInt(r.player_id),
    type: r.type,
    name: r.name,
    description: r.description,
    terms: r.terms,
    texts: typeof r.texts === 'string' ? (JSON.parse(r.texts) as CampaignTexts) : (r.texts ?? {}),
    state: r.state,
    currency: r.currency,
    subunits: r.subunits === null ? null : toSafeInt(r.subunits),
    amount: r.amount === null ? null : toSafeInt(r.amount),
    usesCount: r.uses_count,
    timesUsed: r.times_used,
    seen: r.seen,
    promoCode: r.promo_code,
    createdAt: new Date(r.created_at),
    activatedAt: r.activated_at === null ? null : new Date(r.activated_at),
    expiredAt: new Date(r.expired_at),
    conditions: {
      type: r.type,
      minOdds: r.min_odds as Odds | null,
      maxOdds: r.max_odds as Odds | null,
      selectionCountFrom: r.selection_count_from,
      selectionCountTo: r.selection_count_to,
      matchStatus: r.match_status,
      ranges,
      countryCodes: r.country_codes,
      onlyVerified: r.only_verified,
      eventConditions,
    },
    banners: r.banners,
    hunting: HUNTING_TYPES.includes(r.type)
      ? {
          pointsPerFreebet: r.points_per_freebet ?? 1,
          farmingCampaignId: r.farming_campaign_id === null ? null : toSafeInt(r.farming_campaign_id),
          farmingFreebetType: r.farming_freebet_type ?? 'freebet_all_win',
          farmOncePerEvent: r.farm_once_per_event,
          showInPromotion: r.show_in_promotion,
          initialPoolUnits: r.initial_pool_units,
          pointsSpent: r.points_spent,
          freebetsIssued: r.freebets_issued,
          farmedBets: r.farmed_bets,
          farmedStake: toSafeInt(r.farmed_stake),
          farmedPoints: toSafeInt(r.farmed_points),
          farmedEventIds: r.farmed_event_ids.map(toSafeInt),
          farmedBetIds: r.farmed_bet_ids.map(toSafeInt),
          prizeSchedule: r.prize_schedule,
          chestsOpened: r.chests_opened,
          lastOpenResult: r.last_open_result,
        }
      : null,
    amb:
      r.type === 'ambFreebet'
        ? {
            ranges: r.amb_ranges.map((x) => ({
              numberOfBets: x.number_of_bets,
              numberOfFreebets: x.number_of_freebets,
              amount: x.amount_units * (r.subunits === null ? 100 : toSafeInt(r.subunits)),
            })),
            minStake: (r.min_stake_units ?? 0) * (r.subunits === null ? 100 : toSafeInt(r.subunits)),
            rangesPaid: r.amb_ranges_paid,
            progress: r.farmed_bets,
            farmingCampaignId: r.farming_campaign_id === null ? null : toSafeInt(r.farming_campaign_id),
          }
        : null,
  };
}

/** The player's issued bonuses, newest first (`where` on pb./c. columns, parameters from $2). */
export async function selectBonuses(
  q: Queryable,
  playerId: number,
  where = 'true',
  params: readonly unknown[] = [],
  suffix = '',
): Promise<IssuedBonus[]> {
  const res = await q.query<Row>(
    `${SELECT} WHERE pb.player_id = $1 AND (${where}) ORDER BY pb.id DESC ${suffix}`,
    [playerId, ...params],
  );
  return res.rows.map(fromRow);
}

export async function findBonus(q: Queryable, playerId: number, id: number, forUpdate = false) {
  const [bonus] = await selectBonuses(q, playerId, 'pb.id = $2', [id], forUpdate ? 'FOR UPDATE OF pb' : '');
  return bonus ?? null;
}

/**
 * §3 computed_status: deactivated by the operator; bonus_over once every use is spent; expired past its date;
 * available while it waits for activation; otherwise active.
 */
export function computedStatus(b: IssuedBonus, now: number): BonusState {
  if (b.state === 'deactivated') return 'deactivated';
  if (b.usesCount !== null && b.timesUsed >= b.usesCount) return 'bonus_over';
  if (b.expiredAt.getTime() <= now) return 'expired';
  return b.state === 'available' ? 'available' : 'active';
}

const decimalOrNull = (o: Odds | null): number | null => (o === null ? null : oddsToDecimal(o));
const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

function banners(b: IssuedBonus): BonusDto['banners'] {
  const pick = (k: string) => {
    const v = b.banners[k] as { id?: unknown; url?: unknown; alternativeText?: unknown } | undefined;
    return v && typeof v.url === 'string'
      ? { id: String(v.id ?? k), url: v.url, alternativeText: String(v.alternativeText ?? '') }
      : null;
  };
  return { desktop: pick('desktop'), mobile: pick('mobile') };
}

function eventConditions(b: IssuedBonus): BonusDto['event_conditions'] {
  return b.conditions.eventConditions.map((c) => ({
    sport_type: null,
    sport: c.sportKey === undefined ? null : { id: c.sportKey, name: c.sportKey },
    category: c.categoryId === undefined ? null : { id: c.categoryId, name: String(c.categoryId) },
    tournament: c.tournamentId === undefined ? null : { id: c.tournamentId, name: String(c.tournamentId) },
    event: c.matchId === undefined ? null : { id: c.matchId, name: String(c.matchId) },
  }));
}

/** §3 wire form of an issued bonus: the campaign's fields with the player's `issued` part. */
export function bonusToWire(b: IssuedBonus, now: number): BonusDto {
  const status = computedStatus(b, now);
  const issuedCommon = {
    seen: b.seen,
    times_used: b.timesUsed,
    activated_at: iso(b.activatedAt),
    expired_at: b.expiredAt.toISOString(),
    created_at: b.createdAt.toISOString(),
    computed_status: status,
  };
  const common = {
    id: String(b.id),
    name: b.name,
    description: b.description,
    min_odds: decimalOrNull(b.conditions.minOdds),
    uses_count: b.usesCount,
    country_codes: [...b.conditions.countryCodes],
    only_verified: b.conditions.onlyVerified,
    event_conditions: eventConditions(b),
    trigger_key: b.promoCode,
    status,
    banners: banners(b),
  };
  if (b.type === 'comboboost')
    return {
      ...common,
      type: 'comboboost',
      ranges: b.conditions.ranges.map((r) => ({
        min_count: r.minCount,
        max_count: r.maxCount,
        bonus_odds: oddsToDecimal(r.bonusOdds),
      })),
      valid_to: b.expiredAt.toISOString(),
      issued: issuedCommon,
    };
  if (b.type === 'hunting' || b.type === 'tournament' || b.type === 'lootbox')
    return huntingToWire(b, common, issuedCommon, status);
  if (b.type === 'ambFreebet') return ambToWire(b, common, issuedCommon);
  return {
    ...common,
    type: b.type,
    max_odds: decimalOrNull(b.conditions.maxOdds),
    match_status: b.conditions.matchStatus,
    selection_count_from: b.conditions.selectionCountFrom,
    selection_count_to: b.conditions.selectionCountTo,
    issued: {
      ...issuedCommon,
      is_active: status === 'active',
      currency: b.currency ?? 'EUR',
      currency_subunits: b.subunits ?? 100,
      amount: b.amount ?? 0,
      boost_multiplier: null,
    },
    boost_data: null,
  };
}

/** §3 "Hunting" / hunting tournament wire form with its farming_stats (SPEC.md HT2). */
function huntingToWire(
  b: IssuedBonus,
  common: Omit<
    HuntingDto,
    | 'type'
    | 'issued'
    | 'farming_freebet_type'
    | 'farm_once_per_event'
    | 'show_in_promotion'
    | 'points_per_freebet'
  >,
  issuedCommon: Pick<
    HuntingDto['issued'],
    'seen' | 'times_used' | 'activated_at' | 'expired_at' | 'created_at' | 'computed_status'
  >,
  status: BonusState,
): BonusDto {
  const h = b.hunting!;
  const currency = b.currency ?? 'EUR';
  const subunits = b.subunits ?? 100;
  const amount = b.amount ?? 0;
  const stats = huntingStats(h, amount);
  return {
    ...common,
    type: b.type as HuntingDto['type'],
    farming_freebet_type: h.farmingFreebetType,
    farm_once_per_event: h.farmOncePerEvent,
    show_in_promotion: h.showInPromotion,
    points_per_freebet: h.pointsPerFreebet,
    issued: {
      ...issuedCommon,
      is_active: status === 'active',
      currency,
      currency_subunits: subunits,
      amount,
      farming_stats: {
        avg_stake: stats.avgStake,
        bets_count: stats.betsCount,
        points: stats.points,
        available_points: stats.availablePoints,
        potential_points: stats.potentialPoints,
        potential_freebet_amount: stats.potentialFreebetAmount,
        initial_pool: h.initialPoolUnits * subunits,
        currency,
        farming_freebet_type: h.farmingFreebetType,
      },
      farmed_event_ids: h.farmedEventIds,
      used_in_bets: h.farmedBetIds.map(String),
      freebets_to_boost: stats.freebetsToBoost,
      ...(b.type === 'lootbox'
        ? {
            chest_size: chestSize(stats.freebetsToBoost),
            chests_opened: h.chestsOpened,
            last_open_result: h.lastOpenResult,
          }
        : {}),
    },
  };
}

/** §3 "Amb freebet" with its progress and ranges (SPEC.md AM2). */
function ambToWire(
  b: IssuedBonus,
  common: Omit<
    AmbFreebetDto,
    | 'type'
    | 'issued'
    | 'progress_count'
    | 'possible_progress_count'
    | 'amb_ranges'
    | 'stake_currency'
    | 'min_stake'
    | 'issue_to'
  >,
  issuedCommon: AmbFreebetDto['issued'],
): BonusDto {
  const a = b.amb!;
  const currency = b.currency ?? 'EUR';
  const subunits = b.subunits ?? 100;
  const p = ambProgress(a.ranges, a.progress, a.rangesPaid);
  return {
    ...common,
    type: 'ambFreebet',
    progress_count: p.progress,
    possible_progress_count: p.possible,
    amb_ranges: [...a.ranges]
      .sort((x, y) => x.numberOfBets - y.numberOfBets)
      .map((r) => ({
        number_of_bets: r.numberOfBets,
        currency,
        currency_subunits: subunits,
        number_of_freebets: r.numberOfFreebets,
        issued_bonus_amount: r.amount,
        reached: r.numberOfBets <= a.progress,
      })),
    stake_currency: currency,
    min_stake: a.minStake,
    issue_to: b.expiredAt.toISOString(),
    issued: issuedCommon,
  };
}
