import type { z } from 'zod';
import type { SportsbookSessionInfo, sportsbookSessionResponseSchema } from '@slipstream/contract';
import type { AppContext } from '../app-context';
import { signSportsbookToken } from '../auth/sportsbook-token';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import type { PlatformSettings } from '../platform/settings';
import { toSafeInt } from '../wallet/amounts';
import { activeTimeLimit, type TimeLimit } from './limits';
import { lockPlayerMoney } from './player-lock';

type SessionResponse = z.infer<typeof sportsbookSessionResponseSchema>;

interface SessionRow {
  id: number;
  started_at: Date;
  expires_at: Date | null;
  continued_at: Date | null;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * Sportsbook sessions and the session limit (§4: a 403 on the session call = out-of-session limit).
 * A session lasts at most the limit's allowance; once over, no new session starts until the limit's period
 * has passed since the over-limit session started. The player's own 'session' user limit wins over the
 * operator default. The bearer token is the JWT bearerPlayerId (auth/bearer.ts) verifies, and never
 * outlives its session nor the browser session that asked for it.
 */
export function createSportsbookSessions(ctx: AppContext, settings: PlatformSettings) {
  async function limitFor(db: Queryable, playerId: number, nowMs: number): Promise<TimeLimit | null> {
    return (await activeTimeLimit(db, playerId, 'session', nowMs)) ?? settings.sessionLimit;
  }

  async function issue(
    session: SessionRow,
    playerId: number,
    webSessionId: number,
    nowMs: number,
  ): Promise<SessionResponse> {
    const ttlEnd = nowMs + settings.sportsbookTokenTtlSeconds * 1000;
    const end = session.expires_at ? Math.min(new Date(session.expires_at).getTime(), ttlEnd) : ttlEnd;
    const token = await signSportsbookToken(
      ctx.config.tokenSecret,
      playerId,
      webSessionId,
      Math.floor(end / 1000),
    );
    return {
      token,
      session: {
        id: toSafeInt(session.id),
        started_at: iso(session.started_at)!,
        expires_at: iso(session.expires_at),
        continued_at: iso(session.continued_at),
      },
    };
  }

  /** The open session, a new one, or 403 session_limit_reached. Runs in one transaction per player (row lock). */
  async function openOrReuse(tx: Queryable, playerId: number, nowMs: number): Promise<SessionRow> {
    await lockPlayerMoney(tx, playerId);
    const limit = await limitFor(tx, playerId, nowMs);
    const latest = (
      await tx.query<SessionRow>(
        'SELECT id, started_at, expires_at, continued_at FROM sportsbook_sessions WHERE player_id = $1 ORDER BY started_at DESC, id DESC LIMIT 1',
        [playerId],
      )
    ).rows[0];
    if (latest) {
      const started = new Date(latest.started_at).getTime();
      let expires = latest.expires_at ? new Date(latest.expires_at).getTime() : null;
      // A limit set or lowered while the session is open applies to it as well (docs/SECURITY.md DEP-RG-1): the
      // session ends `allowance` after it started, and the new end is kept so tokens and the reality check agree.
      const byLimit = limit ? started + limit.allowanceSeconds * 1000 : null;
      if (byLimit !== null && (expires === null || byLimit < expires)) {
        expires = byLimit;
        latest.expires_at = new Date(byLimit);
        await tx.query('UPDATE sportsbook_sessions SET expires_at = $2 WHERE id = $1', [
          latest.id,
          latest.expires_at,
        ]);
      }
      if (expires === null || nowMs < expires) return latest;
      const periodEnd = started + (limit?.periodSeconds ?? 0) * 1000;
      if (limit && nowMs < periodEnd)
        throw new AppError('session_limit_reached', { until: new Date(periodEnd).toISOString() });
    }
    const expiresAt = limit ? new Date(nowMs + limit.allowanceSeconds * 1000) : null;
    const created = await tx.query<SessionRow>(
      `INSERT INTO sportsbook_sessions (player_id, started_at, expires_at) VALUES ($1, $2, $3)
       RETURNING id, started_at, expires_at, continued_at`,
      [playerId, new Date(nowMs), expiresAt],
    );
    return created.rows[0]!;
  }

  return {
    /**
     * The reality check's figures (GET /sportsbook_sessions/info): the open session, time played, when the
     * next reminder is due, and the bets placed and wins paid since the session started, per currency.
     * Read-only: it never opens a session.
     */
    async info(playerId: number): Promise<SportsbookSessionInfo> {
      const nowMs = ctx.clock.now();
      const interval = settings.realityCheckSeconds;
      const latest = (
        await ctx.db.query<SessionRow>(
          'SELECT id, started_at, expires_at, continued_at FROM sportsbook_sessions WHERE player_id = $1 ORDER BY started_at DESC, id DESC LIMIT 1',
          [playerId],
        )
      ).rows[0];
      const open = latest && (latest.expires_at === null || nowMs < new Date(latest.expires_at).getTime());
      if (!latest || !open)
        return {
          session: null,
          played_seconds: 0,
          reality_check_interval_seconds: interval,
          reality_check_due_at: null,
          bets: [],
        };
      const started = new Date(latest.started_at).getTime();
      const since = Math.max(started, latest.continued_at ? new Date(latest.continued_at).getTime() : 0);
      const { rows } = await ctx.db.query<{
        currency: string;
        subunits: string;
        count: string;
        stake: string;
        won: string;
      }>(
        `SELECT currency, max(subunits) AS subunits,
                count(*) FILTER (WHERE created_at >= $2) AS count,
                COALESCE(sum(total_stake) FILTER (WHERE created_at >= $2), 0) AS stake,
                COALESCE(sum(win_amount) FILTER (WHERE settled_at >= $2), 0) AS won
           FROM bets
          WHERE player_id = $1 AND (created_at >= $2 OR settled_at >= $2) AND status <> 'rejected'
          GROUP BY currency ORDER BY currency`,
        [playerId, new Date(started)],
      );
      return {
        session: {
          id: toSafeInt(latest.id),
          started_at: iso(latest.started_at)!,
          expires_at: iso(latest.expires_at),
          continued_at: iso(latest.continued_at),
        },
        played_seconds: Math.max(0, Math.floor((nowMs - started) / 1000)),
        reality_check_interval_seconds: interval,
        reality_check_due_at: interval === null ? null : new Date(since + interval * 1000).toISOString(),
        bets: rows.map((r) => ({
          currency: r.currency,
          subunits: toSafeInt(r.subunits),
          count: toSafeInt(r.count),
          stake: toSafeInt(r.stake),
          won: toSafeInt(r.won),
        })),
      };
    },
    /** `webSessionId`: the browser session asking; the token dies with it (sid claim). */
    async start(playerId: number, webSessionId: number): Promise<SessionResponse> {
      const nowMs = ctx.clock.now();
      const session = await ctx.db.transaction((tx) => openOrReuse(tx, playerId, nowMs));
      return issue(session, playerId, webSessionId, nowMs);
    },
    /**
     * The reality-check "continue": the player acknowledges the reminder; the session carries on (it never
     * extends past its limit) and a fresh token is issued. Over the limit it is the same 403.
     */
    async continue(playerId: number, webSessionId: number): Promise<SessionResponse> {
      const nowMs = ctx.clock.now();
      const session = await ctx.db.transaction(async (tx) => {
        const open = await openOrReuse(tx, playerId, nowMs);
        const res = await tx.query<SessionRow>(
          `UPDATE sportsbook_sessions SET continued_at = $2 WHERE id = $1
           RETURNING id, started_at, expires_at, continued_at`,
          [open.id, new Date(nowMs)],
        );
        return res.rows[0]!;
      });
      return issue(session, playerId, webSessionId, nowMs);
    },
  };
}
