import type { UserLimitDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { toSafeInt } from '../wallet/amounts';

interface LimitRow {
  id: number;
  type: string;
  strategy: string;
  status: UserLimitDto['status'];
  period: number;
  allowance_seconds: number | null;
  parent_type: string | null;
  disable_at: Date | null;
  created_at: Date;
  confirm_until: Date | null;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export async function listUserLimits(db: Queryable, playerId: number): Promise<UserLimitDto[]> {
  const res = await db.query<LimitRow>('SELECT * FROM user_limits WHERE player_id = $1 ORDER BY id', [
    playerId,
  ]);
  return res.rows.map((r) => ({
    id: toSafeInt(r.id),
    type: r.type,
    strategy: r.strategy,
    status: r.status,
    period: r.period,
    parent_type: r.parent_type,
    disable_at: iso(r.disable_at),
    created_at: iso(r.created_at)!,
    confirm_until: iso(r.confirm_until),
  }));
}

/**
 * A time allowance within a window: `allowanceSeconds` of activity (or of session) per `periodSeconds`.
 * A limit counts while it is active or its disabling is not yet confirmed / not yet due.
 */
export interface TimeLimit {
  allowanceSeconds: number;
  periodSeconds: number;
}

export async function activeTimeLimit(
  db: Queryable,
  playerId: number,
  type: 'activity' | 'session',
  nowMs: number,
): Promise<TimeLimit | null> {
  const res = await db.query<{ period: number; allowance_seconds: number | null }>(
    `SELECT period, allowance_seconds FROM user_limits
      WHERE player_id = $1 AND type = $2 AND allowance_seconds IS NOT NULL
        AND (status = 'active' OR status = 'unconfirmed_disabled' OR (disable_at IS NOT NULL AND disable_at > $3))
      ORDER BY allowance_seconds LIMIT 1`,
    [playerId, type, new Date(nowMs)],
  );
  const row = res.rows[0];
  return row ? { allowanceSeconds: row.allowance_seconds!, periodSeconds: row.period } : null;
}

export async function addUserLimit(
  db: Queryable,
  playerId: number,
  limit: { type: string; periodSeconds: number; allowanceSeconds: number | null; nowMs: number },
): Promise<number> {
  const res = await db.query<{ id: number }>(
    `INSERT INTO user_limits (player_id, type, period, allowance_seconds, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [playerId, limit.type, limit.periodSeconds, limit.allowanceSeconds, new Date(limit.nowMs)],
  );
  return toSafeInt(res.rows[0]!.id);
}
