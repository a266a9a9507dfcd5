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
}

/** Per database (so test suites over different databases never share answers), sid → last positive check. */
const caches = new WeakMap<object, Map<string, Entry>>();
/** Bumped by every revocation in this process: older cached answers stop counting. */
let generation = 0;

/** Cluster mode: tells the other nodes (src/cluster/invalidation.ts), which then forget at once too. */
const peers = new Set<() => void>();

/** Called by every revocation of browser sessions (sign-out, reset, lock, activity limit). */
export function forgetSessionValidity(): void {
  generation++;
  for (const tell of peers) tell();
}

/**
 * Another node revoked a session: forget here too (without telling anyone). Forgotten again a moment later:
 * the revoking node may tell before its transaction commits, and a check in between would still see the row.
 */
export function forgetSessionValidityFromPeer(): void {
  generation++;
  setTimeout(() => generation++, PEER_REPEAT_MS).unref();
}
const PEER_REPEAT_MS = 300;

/** Registers a way to tell the other nodes of a revocation; returns its removal. */
export function tellPeersOfRevocations(tell: () => void): () => void {
  peers.add(tell);
  return () => peers.delete(tell);
}

/**
 * The player whose browser session `sid` is, if it is alive (not signed out, not expired at nowMs), else null.
 * A positive answer is reused for at most SESSION_VALIDITY_CACHE_MS.
 */
export async function liveSessionOwner(db: Queryable, sid: string, nowMs: number): Promise<string | null> {
  if (!/^\d{1,18}$/.test(sid)) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = performance.now();
  const hit = cache.get(sid);
  if (hit && hit.generation === generation && now - hit.checkedAt < SESSION_VALIDITY_CACHE_MS)
    return hit.playerId;
  const res = await db.query<{ player_id: string | number }>(
    'SELECT player_id FROM web_sessions WHERE id = $1 AND expires_at > $2',
    [sid, new Date(nowMs)],
  );
  const row = res.rows[0];
  if (!row) {
    cache.delete(sid);
    return null;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const playerId = String(row.player_id);
  cache.set(sid, { playerId, checkedAt: now, generation });
  return playerId;
}
