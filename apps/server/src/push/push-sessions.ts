import type { AppContext } from '../app-context';
import { idleCutoff, liveSessionOwner, onSessionsRevoked } from '../auth/session-validity';

/**
 * What the push hub asks about browser sessions (docs/SECURITY.md DEP-PUSH): a player's push tokens carry the
 * session they were minted for (sid), checked on connect, refresh, subscribe and sub_refresh; open connections are
 * checked again whenever a session ends (here or, in cluster mode, on another node) and every RECHECK_MS.
 */
export interface PushSessions {
  /** Whether browser session `sid` is alive and belongs to `playerId`. */
  isLive(sid: string, playerId: string): Promise<boolean>;
  /** Of these sessions, the ones still alive (one query). */
  liveOf(sids: readonly string[]): Promise<Set<string>>;
  /** Calls `listener` after any session ends (sign-out, password change or reset, lock); returns its removal. */
  onRevocation(listener: () => void): () => void;
}

/** Open connections are checked at least this often (sessions that reached their maximum age or idle time). */
export const RECHECK_MS = 10_000;

export function pushSessions(ctx: AppContext): PushSessions {
  // Push traffic is never the player's own doing: it neither counts as use nor escapes the idle check.
  const idle = { seconds: ctx.config.sessions.idleSeconds, active: false };
  return {
    async isLive(sid, playerId) {
      return (await liveSessionOwner(ctx.db, sid, ctx.clock.now(), idle)) === playerId;
    },
    async liveOf(sids) {
      const ids = sids.filter((sid) => /^\d{1,18}$/.test(sid));
      if (ids.length === 0) return new Set();
      const now = ctx.clock.now();
      const res = await ctx.db.query<{ id: string | number }>(
        `SELECT id FROM web_sessions WHERE id = ANY($1::bigint[]) AND expires_at > $2
            AND ($3::timestamptz IS NULL OR COALESCE(last_seen_at, created_at) > $3)`,
        [ids, new Date(now), idleCutoff(idle, now)],
      );
      return new Set(res.rows.map((r) => String(r.id)));
    },
    onRevocation: onSessionsRevoked,
  };
}
