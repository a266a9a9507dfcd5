import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  forgetSessionValidity,
  idleCutoff,
  NO_IDLE,
  touchEveryMs,
  touchSession,
  type IdleCheck,
} from '../auth/session-validity';
import type { Queryable } from '../db/db';
import { dependsOnWhoAsks } from './private-answers';
import { hashToken, newToken } from './tokens';

/** The browser session cookie (HttpOnly: scripts never see it). */
export const SESSION_COOKIE = 'slipstream_session';
/** The CSRF token, readable by the page's scripts, which echo it in CSRF_HEADER on every write. */
export const CSRF_COOKIE = 'slipstream_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Set by the web app on the calls a page makes by itself (polls, token refreshes): they do not count as the player
 * using the session, so an open tab alone never keeps an idle session alive (SESSION_IDLE_SECONDS).
 */
export const BACKGROUND_HEADER = 'x-slipstream-background';

/** The idle check for a request: whether it is the player's own doing (no BACKGROUND_HEADER). */
export function idleCheckOf(request: FastifyRequest, idleSeconds: number | null): IdleCheck {
  return { seconds: idleSeconds, active: request.headers[BACKGROUND_HEADER] === undefined };
}

export interface WebSession {
  /** Named by the sportsbook tokens this session mints (claim sid). */
  id: number;
  tokenHash: string;
  playerId: number;
  csrfToken: string;
}

export async function createWebSession(
  db: Queryable,
  playerId: number,
  nowMs: number,
  ttlSeconds: number,
): Promise<{ id: number; token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  // Expired sessions of this player are dead rows: drop them as a new one starts (no sweeper process needed).
  await db.query('DELETE FROM web_sessions WHERE player_id = $1 AND expires_at <= $2', [
    playerId,
    new Date(nowMs),
  ]);
  const res = await db.query<{ id: string | number }>(
    `INSERT INTO web_sessions (token_hash, player_id, csrf_token, created_at, expires_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $4) RETURNING id`,
    [hashToken(token), playerId, csrfToken, new Date(nowMs), new Date(nowMs + ttlSeconds * 1000)],
  );
  return { id: Number(res.rows[0]!.id), token, csrfToken };
}

/**
 * The live browser session of a cookie token: not past its maximum age, and (idle tracking on) not unused for
 * longer than the idle period; an active request moves its last use.
 */
export async function findWebSession(
  db: Queryable,
  token: string,
  nowMs: number,
  idle: IdleCheck = NO_IDLE,
): Promise<WebSession | null> {
  const res = await db.query<{
    id: string | number;
    token_hash: string;
    player_id: number;
    csrf_token: string;
    seen: Date;
  }>(
    `SELECT id, token_hash, player_id, csrf_token, COALESCE(last_seen_at, created_at) AS seen FROM web_sessions
      WHERE token_hash = $1 AND expires_at > $2 AND ($3::timestamptz IS NULL OR COALESCE(last_seen_at, created_at) > $3)`,
    [hashToken(token), new Date(nowMs), idleCutoff(idle, nowMs)],
  );
  const row = res.rows[0];
  if (
    row &&
    idle.seconds !== null &&
    idle.active &&
    nowMs - new Date(row.seen).getTime() >= touchEveryMs(idle.seconds)
  )
    await touchSession(db, row.id, nowMs);
  return row
    ? {
        id: Number(row.id),
        tokenHash: row.token_hash,
        playerId: Number(row.player_id),
        csrfToken: row.csrf_token,
      }
    : null;
}

/** Ends one browser session, and with it every sportsbook token it minted (on every node within seconds). */
export async function revokeWebSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM web_sessions WHERE token_hash = $1', [tokenHash]);
  forgetSessionValidity();
}

/** After a password reset or an account lock every browser signed in as the player is signed out. */
export async function revokeAllWebSessions(db: Queryable, playerId: number): Promise<void> {
  await db.query('DELETE FROM web_sessions WHERE player_id = $1', [playerId]);
  forgetSessionValidity();
}

/** Ends every browser session of the player but one (a password change keeps the browser that made it). */
export async function revokeOtherWebSessions(
  db: Queryable,
  playerId: number,
  keepTokenHash: string,
): Promise<void> {
  await db.query('DELETE FROM web_sessions WHERE player_id = $1 AND token_hash <> $2', [
    playerId,
    keepTokenHash,
  ]);
  forgetSessionValidity();
}

function secure(request: FastifyRequest, mode: 'auto' | boolean): boolean {
  return mode === 'auto' ? request.protocol === 'https' : mode;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; csrfToken: string },
  ttlSeconds: number,
  secureMode: 'auto' | boolean,
): void {
  dependsOnWhoAsks(request);
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: secure(request, secureMode),
    maxAge: ttlSeconds,
  };
  void reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  void reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
  void reply.header(CSRF_HEADER, session.csrfToken);
}

export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  secureMode: 'auto' | boolean,
): void {
  dependsOnWhoAsks(request);
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(request, secureMode) };
  void reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  void reply.clearCookie(CSRF_COOKIE, common);
}
