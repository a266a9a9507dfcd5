import { ambCounts, ambProgress, farmedPoints, openChests, rankTournament } from '@slipstream/betting';
import type { TournamentRatingRow } from '@slipstream/contract';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import type { StoredBet } from '../bets/bet-model';
import { lockPlayerMoney } from '../accounts/player-lock';
import { AppError } from '../http/app-error';
import { toSafeInt } from '../wallet/amounts';
import { FARMING_TYPES, findBonus, huntingStats, selectBonuses, type IssuedBonus } from './bonus-model';
import { announceIssued, issueBonus, type AfterCommit, type BonusesDeps } from './issue-bonus';

/**
 * The bets module's onBetsSettled listener for HT1/HT5, LB1/LB4 and AM1/AM4: a bet counts toward its player's
 * promotions when it settles, never when it is placed, so a bet cashed out in full, edited away (cashed out and
 * replaced) or voided counts nothing, and a partially cashed-out bet counts the stake it settles with.
 */
export function farmingListener(
  ctx: { db: Db; clock: Clock },
  bonuses: { deps: BonusesDeps | null } = { deps: null },
): (bet: StoredBet) => Promise<void> {
  return (bet) => farmSettledBet(ctx, bet, bonuses);
}

/** Settled in full as void or cancelled: the bet was as good as never placed. */
const VOIDED: readonly string[] = ['refund_entire', 'canceled'];

/**
 * HT1, HT5: after a cash bet (no bonus on it) settles, it farms every hunt, tournament, loot box and amb promotion
 * of its player that is active now and was already active when the bet was placed, in its currency and whose
 * min_odds its total odds reach: one point per whole unit of its total stake (what remains after partial
 * cashouts). A tournament with farm_once_per_event farms nothing from a bet on an event it already farmed. The row
 * is keyed by (bonus, bet), so a bet farms a bonus once however often this runs.
 */
export async function farmSettledBet(
  ctx: { db: Db; clock: Clock },
  bet: StoredBet,
  bonuses: { deps: BonusesDeps | null } = { deps: null },
): Promise<void> {
  if (bet.status !== 'done' || bet.bonus !== null || bet.odds === null || VOIDED.includes(bet.result)) return;
  const now = ctx.clock.now();
  const hunts = await selectBonuses(
    ctx.db,
    bet.playerId,
    `c.type = ANY($3::text[]) AND pb.state = 'active' AND pb.expired_at > to_timestamp($2::double precision / 1000)
     AND pb.activated_at <= $4::timestamptz`,
    [now, FARMING_TYPES, bet.createdAt],
  );
  if (hunts.length === 0) return;
  const progressed = new Set<number>();
  for (const hunt of hunts) {
    if (!farms(hunt, bet)) continue;
    const points = hunt.amb ? 1 : farmedPoints(bet.totalStake, bet.subunits);
    const matchIds = [...new Set(bet.selections.map((s) => s.matchId))];
    const once = hunt.hunting?.farmOncePerEvent ?? false;
    const insert = `INSERT INTO bonus_farmed_bets (issue_id, bet_id, match_ids, stake, points, created_at)
       SELECT $1, $2, $3::bigint[], $4, $5, to_timestamp($6::double precision / 1000)
        WHERE NOT $7::boolean OR NOT EXISTS (
          SELECT 1 FROM bonus_farmed_bets WHERE issue_id = $1 AND match_ids && $3::bigint[])
       ON CONFLICT DO NOTHING`;
    const params = [hunt.id, bet.id, matchIds, bet.totalStake, points, now, once];
    // farm_once_per_event: the issue's row lock orders concurrent settlements, so of two bets on one event
    // settling together the second sees the first's row and farms nothing.
    const res = once
      ? await ctx.db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM player_bonuses WHERE id = $1 FOR UPDATE', [hunt.id]);
          return tx.query(insert, params);
        })
      : await ctx.db.query(insert, params);
    if (hunt.amb && (res.rowCount ?? 0) > 0) progressed.add(hunt.id);
  }
  if (bonuses.deps) for (const id of progressed) await payAmbRanges(bonuses.deps, bet.playerId, id);
}

/**
 * AM2, AM3: issues the free bets of every range the amb promotion's progress reached and has not paid, under
 * the player's money lock and its row lock (so two settlements reaching a range together pay it once), in the
 * ranges' order.
 */
export async function payAmbRanges(deps: BonusesDeps, playerId: number, id: number): Promise<IssuedBonus[]> {
  const { issued, afterCommit } = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId);
    const amb = await findBonus(tx, playerId, id, true);
    if (!amb?.amb || amb.amb.farmingCampaignId === null) return { issued: [], afterCommit: [] };
    const due = ambProgress(amb.amb.ranges, amb.amb.progress, amb.amb.rangesPaid).toPay;
    const out: IssuedBonus[] = [];
    const after: AfterCommit[][] = [];
    for (const range of due)
      for (let i = 0; i < range.numberOfFreebets; i++) {
        const one = await issueBonus(deps, tx, {
          playerId,
          campaignId: amb.amb.farmingCampaignId,
          currency: amb.currency,
          amount: range.amount,
          promoCode: null,
          state: 'active',
        });
        out.push(one.bonus);
        after.push(one.afterCommit);
      }
    if (due.length > 0)
      await tx.query(
        'UPDATE player_bonuses SET amb_ranges_paid = amb_ranges_paid + $2, freebets_issued = freebets_issued + $3 WHERE id = $1',
        [id, due.length, out.length],
      );
    return { issued: out, afterCommit: after };
  });
  for (const [i, bonus] of issued.entries()) await announceIssued(deps, bonus, afterCommit[i] ?? []);
  return issued;
}

function farms(hunt: IssuedBonus, bet: StoredBet): boolean {
  if (hunt.amb)
    return ambCounts(bet, {
      currency: hunt.currency ?? '',
      minStake: hunt.amb.minStake,
      minOdds: hunt.conditions.minOdds,
    });
  if (hunt.currency !== bet.currency || bet.totalStake <= 0) return false;
  const min = hunt.conditions.minOdds;
  return min === null || (bet.odds !== null && bet.odds >= min);
}

/** What a boost gave: the free bet issued (none when every chest opened was empty) and, for a loot box, the chests. */
export interface BoostOutcome {
  freeBet: IssuedBonus | null;
  lootbox: { result: 'win' | 'loss'; opened: number; won: number } | null;
}

/**
 * HT3: POST /bonuses/{id}/boost turns the hunt's available points into free bets: every whole block of
 * points_per_freebet gives one free bet of the hunt's amount; they are issued as ONE free bet of the blocks'
 * total (one toast), from the campaign's farming free-bet campaign. A loot box (LB2) opens one chest per block
 * instead, along its prize schedule: only the winning chests pay. Under the issue's row lock, so concurrent
 * boosts spend the points once.
 */
export async function boostHunting(deps: BonusesDeps, playerId: number, id: number): Promise<BoostOutcome> {
  const { outcome, afterCommit } = await deps.db.transaction(async (tx) => {
    await lockPlayerMoney(tx, playerId); // a bonus spend: the player's money decisions one at a time (RG6)
    const hunt = await findBonus(tx, playerId, id, true);
    if (!hunt) throw new AppError('bonus_unknown');
    if (!hunt.hunting) throw new AppError('bonus_not_activatable', { reason: 'not_a_hunting_bonus' });
    const h = hunt.hunting;
    const stats = huntingStats(h, hunt.amount ?? 0);
    if (stats.freebetsToBoost === 0 || h.farmingCampaignId === null || !hunt.amount)
      throw new AppError('bonus_not_activatable', {
        reason: 'not_enough_points',
        available_points: stats.availablePoints,
        points_per_freebet: h.pointsPerFreebet,
      });
    const blocks = stats.freebetsToBoost;
    const won = h.prizeSchedule === null ? blocks : openChests(h.prizeSchedule, h.chestsOpened, blocks).wins;
    const lootbox =
      h.prizeSchedule === null
        ? null
        : { result: won > 0 ? ('win' as const) : ('loss' as const), opened: blocks, won };
    await tx.query(
      `UPDATE player_bonuses SET points_spent = points_spent + $2, freebets_issued = freebets_issued + $3,
              chests_opened = chests_opened + $4, last_open_result = COALESCE($5, last_open_result)
        WHERE id = $1`,
      [hunt.id, stats.potentialPoints, won, lootbox ? blocks : 0, lootbox?.result ?? null],
    );
    if (won === 0) return { outcome: { freeBet: null, lootbox }, afterCommit: [] };
    const issued = await issueBonus(deps, tx, {
      playerId,
      campaignId: h.farmingCampaignId,
      currency: hunt.currency,
      amount: won * hunt.amount,
      promoCode: null,
      state: 'active',
    });
    return { outcome: { freeBet: issued.bonus, lootbox }, afterCommit: issued.afterCommit };
  });
  if (outcome.freeBet) await announceIssued(deps, outcome.freeBet, afterCommit);
  return outcome;
}

/** "a***@example.com": the table shows who is who without giving other players' addresses away. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * HT4: GET /bonuses/tournaments/{id}/rating: every issue of the tournament's campaign ranked by points
 * (rankTournament), a page of it and the player's own row.
 */
export async function tournamentRating(
  q: Queryable,
  playerId: number,
  id: number,
  page: number,
  limit: number,
) {
  const own = await findBonus(q, playerId, id);
  if (!own || own.type !== 'tournament') throw new AppError('bonus_unknown');
  const res = await q.query<{
    issue_id: unknown;
    player_id: unknown;
    email: string;
    currency: string | null;
    subunits: number | null;
    freebets_issued: number;
    points: unknown;
    stake: unknown;
  }>(
    `SELECT pb.id AS issue_id, pb.player_id, p.email, pb.currency, cur.subunits, pb.freebets_issued,
            COALESCE(sum(f.points), 0) AS points, COALESCE(sum(f.stake), 0) AS stake
       FROM player_bonuses pb JOIN players p ON p.id = pb.player_id
       LEFT JOIN currencies cur ON cur.code = pb.currency
       LEFT JOIN bonus_farmed_bets f ON f.issue_id = pb.id
      WHERE pb.campaign_id = $1
      GROUP BY pb.id, p.email, cur.subunits`,
    [own.campaignId],
  );
  const table = rankTournament(
    res.rows.map((r) => ({
      issueId: toSafeInt(r.issue_id),
      points: toSafeInt(r.points),
      row: r,
    })),
  );
  const toRow = (e: (typeof table)[number]): TournamentRatingRow => ({
    position: e.position,
    current_user: toSafeInt(e.row.player_id) === playerId,
    email: { email: maskEmail(e.row.email) },
    points: e.points,
    farmed_amount: toSafeInt(e.row.stake),
    currency_code: e.row.currency ?? 'EUR',
    currency_subunits: e.row.subunits ?? 100,
    farmed_freebets_count: e.row.freebets_issued,
  });
  const start = (page - 1) * limit;
  const mine = table.find((e) => e.issueId === own.id);
  return {
    data: table.slice(start, start + limit).map(toRow),
    current: mine ? toRow(mine) : null,
    pagination: {
      total: table.length,
      page,
      limit,
      last_page: Math.max(1, Math.ceil(table.length / limit)),
    },
  };
}
