import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { assertCsrfToken, isWrite } from '../security/csrf';
import { dependsOnWhoAsks } from '../security/private-answers';
import { findWebSession, idleCheckOf, SESSION_COOKIE, type WebSession } from '../security/web-sessions';

/** The browser session behind a Platform API request (cookie slipstream_session), or null for a visitor. */
export async function currentSession(request: FastifyRequest, ctx: AppContext): Promise<WebSession | null> {
  dependsOnWhoAsks(request);
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  return findWebSession(
    ctx.db,
    token,
    ctx.clock.now(),
    idleCheckOf(request, ctx.config.sessions.idleSeconds),
  );
}

/**
 * A signed-in player: a visitor gets the catalogue's 401 (the client signs out, "session expired"); a write
 * must also carry the session's CSRF token (403 csrf_failed), checked after authentication so a visitor
 * always learns "sign in" first.
 */
export async function requireSession(request: FastifyRequest, ctx: AppContext): Promise<WebSession> {
  const session = await currentSession(request, ctx);
  if (!session) throw new AppError('unauthorized');
  if (isWrite(request.method)) assertCsrfToken(request, session);
  return session;
}
