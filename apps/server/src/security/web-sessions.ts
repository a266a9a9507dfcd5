import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { hashToken, newToken } from './tokens';

/** The browser session cookie (HttpOnly: scripts never see it). */
export const SESSION_COOKIE = 'slipstream_session';
/** The CSRF token, readable by the page's scripts, which echo it in CSRF_HEADER on every write. */
export const CSRF_COOKIE = 'slipstream_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export interface WebSession {
  tokenHash: string;
  playerId: number;
  csrfToken: string;
}

export async function createWebSession(
  db: Queryable,
  playerId: number,
  nowMs: number,
  ttlSeconds: number,
): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  // Expired sessions of this player are dead rows: drop them as a new one starts (no sweeper process needed).
  await db.query('DELETE FROM web_sessions WHERE player_id = $1 AND expires_at <= $2', [
    playerId,
    new Date(nowMs),
  ]);
  await db.query(
    `INSERT INTO web_sessions (token_hash, player_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), playerId, csrfToken, new Date(nowMs), new Date(nowMs + ttlSeconds * 1000)],
  );
  return { token, csrfToken };
}

export async function findWebSession(
  db: Queryable,
  token: string,
  nowMs: number,
): Promise<WebSession | null> {
  const res = await db.query<{ token_hash: string; player_id: number; csrf_token: string }>(
    `SELECT token_hash, player_id, csrf_token FROM web_sessions WHERE token_hash = $1 AND expires_at > $2`,
    [hashToken(token), new Date(nowMs)],
  );
  const row = res.rows[0];
  return row
    ? { tokenHash: row.token_hash, playerId: Number(row.player_id), csrfToken: row.csrf_token }
    : null;
}

export async function revokeWebSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM web_sessions WHERE token_hash = $1', [tokenHash]);
}

/** After a password reset every browser signed in as the player is signed out. */
export async function revokeAllWebSessions(db: Queryable, playerId: number): Promise<void> {
  await db.query('DELETE FROM web_sessions WHERE player_id = $1', [playerId]);
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
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(request, secureMode) };
  void reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  void reply.clearCookie(CSRF_COOKIE, common);
}
