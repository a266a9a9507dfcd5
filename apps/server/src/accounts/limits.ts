import { LIMIT_PERIOD_SECONDS, type SetUserLimitBody, type UserLimitDto } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { lockPlayerMoney } from './player-lock';
import { toSafeInt } from '../wallet/amounts';
import { findCurrency } from '../wallet/currencies';

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
  amount: string | number | null;
  currency: string | null;
  pending_amount: string | number | null;
  pending_at: Date | null;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null): number | null => (v === null ? null : toSafeInt(v));

/** A session limit's allowance is stored in seconds and shown in minutes (API.md "Player limits"). */
function shownAmount(r: LimitRow): { amount: number | null; pending: number | null } {
  if (r.type === 'session' || r.type === 'activity')
    return {
      amount: r.allowance_seconds === null ? null : Math.ceil(r.allowance_seconds / 60),
      pending: r.pending_amount === null ? null : Math.ceil(toSafeInt(r.pending_amount) / 60),
    };
  return { amount: num(r.amount), pending: num(r.pending_amount) };
}

export async function listUserLimits(db: Queryable, playerId: number): Promise<UserLimitDto[]> {
  const res = await db.query<LimitRow>('SELECT * FROM user_limits WHERE player_id = $1 ORDER BY id', [
    playerId,
  ]);
  return res.rows.map((r) => {
    const shown = shownAmount(r);
    return {
      id: toSafeInt(r.id),
      type: r.type,
      strategy: r.strategy,
      status: r.status,
      period: r.period,
      parent_type: r.parent_type,
      disable_at: iso(r.disable_at),
      created_at: iso(r.created_at)!,
      confirm_until: iso(r.confirm_until),
      amount: shown.amount,
      currency: r.currency,
      pending_amount: shown.pending,
      pending_at: iso(r.pending_at),
    };
  });
}

/**
 * A time allowance within a window: `allowanceSeconds` of activity (or of session) per `periodSeconds`.
 * A limit counts while it is active or its disabling is not yet confirmed / not yet due; a raised allowance
 * counts once its cooling-off has passed.
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
    `SELECT period, allowance_seconds FROM (
       SELECT period, CASE WHEN pending_at IS NOT NULL AND pending_at <= $3 THEN pending_amount::integer
                           ELSE allowance_seconds END AS allowance_seconds
         FROM user_limits
        WHERE player_id = $1 AND type = $2 AND allowance_seconds IS NOT NULL
          AND (status = 'active' OR status = 'unconfirmed_disabled' OR (disable_at IS NOT NULL AND disable_at > $3))
     ) l ORDER BY allowance_seconds LIMIT 1`,
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

/**
 * POST /user_limits. One limit per type and period (a money limit in one currency, RG8): a new or lower limit applies at once
 * (and cancels a pending raise or a pending removal); a higher one waits `coolingOffSeconds` in pending_amount.
 * Runs in the caller's transaction under the player's money lock, so two changes at once apply one after the
 * other and no money decision of the player runs across a change.
 */
export async function setUserLimit(
  tx: Queryable,
  player: { id: number; currency: string },
  body: SetUserLimitBody,
  nowMs: number,
  coolingOffSeconds: number,
): Promise<void> {
  const period = LIMIT_PERIOD_SECONDS[body.period];
  const session = body.type === 'session';
  const currency = session ? null : (body.currency ?? player.currency);
  if (currency !== null && !(await findCurrency(tx, currency)))
    throw new AppError('unknown_currency', { currency });
  // Stored as the session code counts it: seconds.
  let value = session ? body.amount * 60 : body.amount;
  if (session && value > period)
    throw new AppError('validation_failed', [{ path: 'amount', message: 'longer than the period' }]);
  const now = new Date(nowMs);
  // The player's money lock (RG6): a lower limit applies at once, so it waits for a decision in flight and the
  // next one sees it.
  await lockPlayerMoney(tx, player.id);
  // RG8: a money limit is the player's, one per type and period whatever the currency: a change named in
  // another currency is a change of that limit, converted into its currency (rounded down: the limit wins).
  const existing = (
    await tx.query<LimitRow>(
      `SELECT * FROM user_limits
        WHERE player_id = $1 AND type = $2 AND period = $3
          AND (status = 'active' OR (disable_at IS NOT NULL AND disable_at > $4))
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [player.id, body.type, period, now],
    )
  ).rows[0];
  if (existing && currency !== null && existing.currency !== null && existing.currency !== currency)
    value = await inLimitCurrency(tx, value, currency, existing.currency);
  const column = session ? 'allowance_seconds' : 'amount';
  if (!existing) {
    await tx.query(
      `INSERT INTO user_limits (player_id, type, period, ${column}, currency, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [player.id, body.type, period, value, currency, now],
    );
    if (session) await endOpenSessionByAllowance(tx, player.id, value, now);
    return;
  }
  const pendingDue = existing.pending_at !== null && new Date(existing.pending_at).getTime() <= nowMs;
  const current = pendingDue
    ? toSafeInt(existing.pending_amount!)
    : toSafeInt((session ? existing.allowance_seconds : existing.amount)!);
  if (value <= current || coolingOffSeconds === 0) {
    await tx.query(
      `UPDATE user_limits SET ${column} = $2, pending_amount = NULL, pending_at = NULL, status = 'active',
         disable_at = NULL WHERE id = $1`,
      [existing.id, value],
    );
    if (session) await endOpenSessionByAllowance(tx, player.id, value, now);
    return;
  }
  // A raise waits out the cooling-off; meanwhile the current amount holds (and a pending removal stays).
  await tx.query(
    `UPDATE user_limits SET ${column} = $2, pending_amount = $3, pending_at = $4 WHERE id = $1`,
    [existing.id, current, value, new Date(nowMs + coolingOffSeconds * 1000)],
  );
}

/** `amount` of `from` in `to` at the operator's rates, rounded down (user_limit_convert); a currency without a rate is refused. */
async function inLimitCurrency(tx: Queryable, amount: number, from: string, to: string): Promise<number> {
  const res = await tx.query<{ v: string | number | null }>(
    'SELECT user_limit_convert($1, $2, $3, false) AS v',
    [amount, from, to],
  );
  const v = res.rows[0]?.v ?? null;
  if (v === null) throw new AppError('unknown_currency', { currency: from });
  if (toSafeInt(v) < 1)
    throw new AppError('validation_failed', [
      { path: 'amount', message: `less than one minor unit of ${to}` },
    ]);
  return toSafeInt(v);
}

/**
 * A session limit applies to the sportsbook session already open (docs/SECURITY.md DEP-RG-1): it ends `allowance`
 * seconds after it started, or at once when that is past (then every token it minted is refused, auth/session-validity).
 */
async function endOpenSessionByAllowance(
  tx: Queryable,
  playerId: number,
  allowanceSeconds: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE sportsbook_sessions SET expires_at = started_at + make_interval(secs => $2)
      WHERE id = (SELECT id FROM sportsbook_sessions WHERE player_id = $1 ORDER BY started_at DESC, id DESC LIMIT 1)
        AND (expires_at IS NULL OR (expires_at > $3 AND expires_at > started_at + make_interval(secs => $2)))`,
    [playerId, allowanceSeconds, now],
  );
}

/** DELETE /user_limits/{id}: the limit keeps counting until the cooling-off has passed. */
export async function removeUserLimit(
  db: Queryable,
  playerId: number,
  id: number,
  nowMs: number,
  coolingOffSeconds: number,
): Promise<void> {
  const res = await db.query(
    `UPDATE user_limits SET status = 'confirmed_disabled',
       disable_at = CASE WHEN status = 'active' THEN $3::timestamptz ELSE disable_at END
      WHERE id = $1 AND player_id = $2 RETURNING id`,
    [id, playerId, new Date(nowMs + coolingOffSeconds * 1000)],
  );
  if (res.rows.length === 0) throw new AppError('not_found', { user_limit: id });
}

/** user_limit_check (migrations/functions/user_limit_check.sql) refuses with this SQLSTATE and a JSON DETAIL. */
/** The SQLSTATE the bets table's money-limit trigger raises (migrations/0570; its DETAIL says which limit). */
export const LIMIT_REACHED = 'SLL01';

/** The database's limit refusal as the API's `user_limit_reached` (data.details.type names the limit). */
export function userLimitRefusal(err: unknown): AppError | null {
  const { code, detail } = err as { code?: unknown; detail?: unknown };
  if (code !== LIMIT_REACHED || typeof detail !== 'string') return null;
  const d = JSON.parse(detail) as {
    type: string;
    period: number;
    limit: unknown;
    used: unknown;
    currency: string;
  };
  return new AppError('user_limit_reached', {
    type: d.type,
    period: d.period,
    limit: { value: toSafeInt(d.limit as number), currency: d.currency },
    used: { value: toSafeInt(d.used as number), currency: d.currency },
  });
}

/** Runs the database's limit check for a deposit of `amount` (in the caller's transaction). */
export async function checkDepositLimit(
  tx: Queryable,
  playerId: number,
  currency: string,
  amount: number,
  nowMs: number,
): Promise<void> {
  try {
    await tx.query(`SELECT user_limit_check($1, 'deposit', $2, $3, $4)`, [
      playerId,
      currency,
      amount,
      new Date(nowMs),
    ]);
  } catch (err) {
    throw userLimitRefusal(err) ?? err;
  }
}
