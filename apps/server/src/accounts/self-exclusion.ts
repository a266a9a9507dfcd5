import {
  applyExclusionRequest,
  exclusionHolds,
  exclusionShownUntil,
  requestReturn,
  type ExclusionKind,
  type ExclusionPeriod,
  type ExclusionState,
} from '@slipstream/betting';
import type {
  CurrentExclusion,
  ExclusionList,
  ExclusionReason,
  ExclusionResponse,
  SelfExcludedDetails,
} from '@slipstream/contract';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** The exclusion columns of a players row (migrations/0810_self_exclusion.sql). */
export interface ExclusionColumns {
  exclusion_kind: ExclusionKind | null;
  exclusion_until: Date | null;
  exclusion_lifts_at: Date | null;
  register_excluded: boolean;
}

export const EXCLUSION_COLUMNS = 'exclusion_kind, exclusion_until, exclusion_lifts_at, register_excluded';

const ms = (d: Date | null): number | null => (d === null ? null : new Date(d).getTime());
const iso = (t: number): string => new Date(t).toISOString();

/** The player's own break or self-exclusion as the engine sees it (null when none was ever taken). */
export function ownExclusion(row: ExclusionColumns): ExclusionState | null {
  if (!row.exclusion_kind || !row.exclusion_until) return null;
  return {
    kind: row.exclusion_kind,
    untilMs: ms(row.exclusion_until)!,
    liftsAtMs: ms(row.exclusion_lifts_at),
  };
}

/**
 * What holds at `nowMs` (SPEC.md SX6), or null: the player's own exclusion first (it has a date), else a register
 * listing. The same order as the database's self_exclusion_refusal.
 */
export function currentExclusion(row: ExclusionColumns, nowMs: number): CurrentExclusion | null {
  const own = ownExclusion(row);
  if (own && exclusionHolds(own, nowMs)) {
    const phase =
      own.kind === 'break' || nowMs < own.untilMs
        ? 'running'
        : own.liftsAtMs === null
          ? 'awaiting_return'
          : 'cooling_off';
    return { reason: own.kind, phase, until: iso(exclusionShownUntil(own)) };
  }
  if (row.register_excluded) return { reason: 'register', phase: 'register', until: null };
  return null;
}

export function selfExcludedError(current: Pick<CurrentExclusion, 'reason' | 'until'>): AppError {
  const details: SelfExcludedDetails = { until: current.until, reason: current.reason };
  return new AppError('self_excluded', details);
}

/** The SQLSTATE self_exclusion_guard raises (migrations/0810), its DETAIL the JSON {reason, until}. */
export const SELF_EXCLUDED = 'SEX01';

/** The database's refusal as the API's 403 `self_excluded` (details.until, details.reason), or null. */
export function selfExclusionRefusal(err: unknown): AppError | null {
  const { code, detail } = (err ?? {}) as { code?: unknown; detail?: unknown };
  if (code !== SELF_EXCLUDED || typeof detail !== 'string') return null;
  const d = JSON.parse(detail) as { reason: ExclusionReason; until: string | null };
  return selfExcludedError({ reason: d.reason, until: d.until === null ? null : iso(Date.parse(d.until)) });
}

async function readColumns(q: Queryable, playerId: number, lock: boolean): Promise<ExclusionColumns> {
  const res = await q.query<ExclusionColumns>(
    `SELECT ${EXCLUSION_COLUMNS} FROM players WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  const row = res.rows[0];
  if (!row) throw new AppError('unauthorized');
  return row;
}

/**
 * The early check of a route that an exclusion closes (deposits, promo codes, bet placement's checked path): a
 * clean 403 before any work. The database's triggers are what holds under races; this only answers sooner.
 */
export async function assertNotExcluded(q: Queryable, playerId: number, nowMs: number): Promise<void> {
  const current = currentExclusion(await readColumns(q, playerId, false), nowMs);
  if (current) throw selfExcludedError(current);
}

/**
 * POST /player/exclusions (SX2–SX4): under the players row lock, so a bet, deposit or bonus of this player in
 * flight commits before it or is refused after it. A request ending no later than the exclusion in force changes
 * nothing and answers that one.
 */
export async function recordExclusion(
  db: Db,
  playerId: number,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  nowMs: number,
): Promise<ExclusionResponse> {
  return db.transaction(async (tx) => {
    const held = ownExclusion(await readColumns(tx, playerId, true));
    const outcome = applyExclusionRequest(held, kind, period, nowMs);
    const s = outcome.state;
    if (outcome.changed) {
      await tx.query(
        `UPDATE players SET exclusion_kind = $2, exclusion_until = $3, exclusion_lifts_at = NULL WHERE id = $1`,
        [playerId, s.kind, new Date(s.untilMs)],
      );
      const now = new Date(nowMs);
      const updated = outcome.extended
        ? await tx.query(
            `UPDATE player_exclusions SET kind = $2, period = $3, until = $4, return_requested_at = NULL,
                    lifts_at = NULL, updated_at = $5
              WHERE id = (SELECT max(id) FROM player_exclusions WHERE player_id = $1) RETURNING id`,
            [playerId, s.kind, period, new Date(s.untilMs), now],
          )
        : { rowCount: 0 };
      if (updated.rowCount === 0)
        await tx.query(
          `INSERT INTO player_exclusions (player_id, kind, period, starts_at, until, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $4, $4)`,
          [playerId, s.kind, period, now, new Date(s.untilMs)],
        );
    }
    return { kind: s.kind, until: iso(exclusionShownUntil(s)) };
  });
}

/**
 * POST /player/exclusions/return (SX5): after a self-exclusion's period, the player's fresh confirmation starts
 * the cooling-off; it lifts when that has passed. Earlier, or for a break, it is refused.
 */
export async function requestExclusionReturn(
  db: Db,
  playerId: number,
  nowMs: number,
  coolingOffSeconds: number,
): Promise<ExclusionResponse> {
  return db.transaction(async (tx) => {
    const row = await readColumns(tx, playerId, true);
    const outcome = requestReturn(ownExclusion(row), nowMs, coolingOffSeconds * 1000);
    if (!outcome.ok) {
      const current = currentExclusion(row, nowMs);
      if (outcome.reason === 'period_running' && current) throw selfExcludedError(current);
      throw new AppError('conflict', { reason: outcome.reason });
    }
    const liftsAt = new Date(outcome.state.liftsAtMs!);
    await tx.query('UPDATE players SET exclusion_lifts_at = $2 WHERE id = $1', [playerId, liftsAt]);
    await tx.query(
      `UPDATE player_exclusions SET return_requested_at = $2, lifts_at = $3, updated_at = $2
        WHERE id = (SELECT max(id) FROM player_exclusions WHERE player_id = $1)`,
      [playerId, new Date(nowMs), liftsAt],
    );
    return { kind: outcome.state.kind, until: liftsAt.toISOString() };
  });
}

interface RecordRow {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  starts_at: Date;
  until: Date;
  lifts_at: Date | null;
  created_at: Date;
}

/** GET /player/exclusions: every exclusion recorded, newest first, and what holds now. */
export async function listExclusions(q: Queryable, playerId: number, nowMs: number): Promise<ExclusionList> {
  const current = currentExclusion(await readColumns(q, playerId, false), nowMs);
  const res = await q.query<RecordRow>(
    `SELECT kind, period, starts_at, until, lifts_at, created_at FROM player_exclusions
      WHERE player_id = $1 ORDER BY id DESC LIMIT 100`,
    [playerId],
  );
  return {
    data: res.rows.map((r) => ({
      kind: r.kind,
      period: r.period,
      starts_at: iso(ms(r.starts_at)!),
      until: iso(ms(r.until)!),
      created_at: iso(ms(r.created_at)!),
    })),
    current,
  };
}
