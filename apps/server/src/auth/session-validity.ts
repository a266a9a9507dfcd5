import type { Queryable } from '../db/db';

/**
 * How long a node may go on trusting that a browser session is alive without asking PostgreSQL: the longest a
 * revoked sportsbook token keeps working on another node. The node that revokes forgets at once.
 */
export const SESSION_VALIDITY_CACHE_MS = 2_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  playerId: string;
  checkedAt: number;
  generation: number;
  /** The session's last use by the player as last read or written (ms), for idle tracking. */
  seenAt: number;
}

/**
 * Idle tracking (SESSION_IDLE_SECONDS): `seconds` null = off. `active` = this request is the player's own doing (not
 * a call the page makes by itself, marked X-Slipstream-Background), so it counts as a use of the session.
 */
export interface IdleCheck {
  seconds: number | null;
  active: boolean;
}
export const NO_IDLE: IdleCheck = { seconds: null, active: false };

/** How stale last_seen_at may get before a use moves it: a tenth of the idle period, between 1 s and 60 s. */
export const touchEveryMs = (idleSeconds: number): number =>
  Math.min(60, Math.max(1, Math.floor(idleSeconds / 10))) * 1000;

/** The oldest last use a live session may have at nowMs (null when idle tracking is off). */
export const idleCutoff = (idle: IdleCheck, nowMs: number): Date | null =>
  idle.seconds === null ? null : new Date(nowMs - idle.seconds * 1000);

/** Moves a session's last use to nowMs (idle tracking). */
export async function touchSession(db: Queryable, sid: string | number, nowMs: number): Promise<void> {
  await db.query('UPDATE web_sessions SET last_seen_at = $2 WHERE id = $1', [sid, new Date(nowMs)]);
}

/** Per database (so test suites over different databases never share answers), sid → last positive check. */
const caches = new WeakMap<object, Map<string, Entry>>();
/** Bumped by every revocation in this process: older cached answers stop counting. */
let generation = 0;

/** Cluster mode: tells the other nodes (src/cluster/invalidation.ts), which then forget at once too. */
const peers = new Set<() => void>();

/** Told of every revocation, local or from a peer (the push hub closes the ended sessions' connections). */
const revocationListeners = new Set<() => void>();

/** Registers `listener` for every revocation of browser sessions (here or on another node); returns its removal. */
export function onSessionsRevoked(listener: () => void): () => void {
  revocationListeners.add(listener);
  return () => revocationListeners.delete(listener);
}

const tellListeners = (): void => {
  for (const listener of revocationListeners) listener();
};

/** Called by every revocation of browser sessions (sign-out, reset, lock, activity limit). */
export function forgetSessionValidity(): void {
  generation++;
  for (const tell of peers) tell();
  tellListeners();
}

/**
 * Another node revoked a session: forget here too (without telling anyone). Forgotten again a moment later:
 * the revoking node may tell before its transaction commits, and a check in between would still see the row.
 */
export function forgetSessionValidityFromPeer(): void {
  generation++;
  setTimeout(() => generation++, PEER_REPEAT_MS).unref();
  tellListeners();
}
const PEER_REPEAT_MS = 300;

/** Registers a way to tell the other nodes of a revocation; returns its removal. */
export function tellPeersOfRevocations(tell: () => void): () => void {
  peers.add(tell);
  return () => peers.delete(tell);
}

/**
 * The player whose browser session `sid` is, if it is alive (not signed out, not past its maximum age, not idle
 * longer than `idle.seconds`, at nowMs) and the player's sportsbook session has not run out its session limit
 * (a token minted before the player set the limit ends with it: docs/SECURITY.md DEP-RG-1), else null. A positive answer is reused for at most
 * SESSION_VALIDITY_CACHE_MS. An active request moves the session's last use (at most every touchEveryMs).
 */
export async function liveSessionOwner(
  db: Queryable,
  sid: string,
  nowMs: number,
  idle: IdleCheck = NO_IDLE,
): Promise<string | null> {
  if (!/^\d{1,18}$/.test(sid)) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = performance.now();
  const hit = cache.get(sid);
  if (hit && hit.generation === generation && now - hit.checkedAt < SESSION_VALIDITY_CACHE_MS) {
    if (idle.seconds !== null && idle.active && nowMs - hit.seenAt >= touchEveryMs(idle.seconds)) {
      await touchSession(db, sid, nowMs);
      hit.seenAt = nowMs;
    }
    return hit.playerId;
  }
  const res = await db.query<{ player_id: string | number; seen: Date }>(
    `SELECT player_id, COALESCE(last_seen_at, created_at) AS seen FROM web_sessions
      WHERE id = $1 AND expires_at > $2 AND ($3::timestamptz IS NULL OR COALESCE(last_seen_at, created_at) > $3)
        AND NOT EXISTS (SELECT 1 FROM (SELECT s.expires_at FROM sportsbook_sessions s
                                        WHERE s.player_id = web_sessions.player_id
                                        ORDER BY s.started_at DESC, s.id DESC LIMIT 1) latest
                         WHERE latest.expires_at <= $2)`,
    [sid, new Date(nowMs), idleCutoff(idle, nowMs)],
    { readOnly: true },
  );
  const row = res.rows[0];
  if (!row) {
    cache.delete(sid);
    return null;
  }
  let seenAt = new Date(row.seen).getTime();
  if (idle.seconds !== null && idle.active && nowMs - seenAt >= touchEveryMs(idle.seconds)) {
    await touchSession(db, sid, nowMs);
    seenAt = nowMs;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const playerId = String(row.player_id);
  cache.set(sid, { playerId, checkedAt: now, generation, seenAt });
  return playerId;
}
