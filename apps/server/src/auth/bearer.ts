import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { dependsOnWhoAsks } from '../security/private-answers';
import { idleCheckOf } from '../security/web-sessions';
import { verifyJwt } from './jwt';
import { liveSessionOwner } from './session-validity';

/**
 * The Sportsbook API's bearer token (issued by POST /api/platform/sportsbook_sessions) is an HS256 JWT
 * with typ "sportsbook", sub = the player id and sid = the browser session that minted it. Returns the player id,
 * or null for a visitor. A present but invalid or expired token, or one whose browser session has ended
 * (sign-out, password reset, account lock), is a 401 (the client signs out with "session expired").
 */
export async function bearerPlayerId(request: FastifyRequest, ctx: AppContext): Promise<string | null> {
  return (await bearerSession(request, ctx))?.playerId ?? null;
}

/** The player and the browser session (sid) behind a valid bearer token, or null for a visitor (else 401). */
export function bearerSession(request: FastifyRequest, ctx: AppContext): Promise<BearerSession | null> {
  dependsOnWhoAsks(request);
  // Checked once per request: the bet placement's rate-limit hook and its handler both ask.
  let checked = checkedRequests.get(request);
  if (!checked) checkedRequests.set(request, (checked = checkBearer(request, ctx)));
  return checked;
}

export interface BearerSession {
  playerId: string;
  sid: string;
}

const checkedRequests = new WeakMap<FastifyRequest, Promise<BearerSession | null>>();

async function checkBearer(request: FastifyRequest, ctx: AppContext): Promise<BearerSession | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw new AppError('unauthorized', undefined, 'Malformed Authorization header');
  const claims = await verifyJwt(match[1]!, ctx.config.tokenSecret, ctx.clock.now());
  if (!claims || claims.typ !== 'sportsbook' || !claims.sub || typeof claims.sid !== 'string')
    throw new AppError('unauthorized', undefined, 'Session expired');
  const idle = idleCheckOf(request, ctx.config.sessions.idleSeconds);
  if ((await liveSessionOwner(ctx.db, claims.sid, ctx.clock.now(), idle)) !== claims.sub)
    throw new AppError('unauthorized', undefined, 'Session expired');
  return { playerId: claims.sub, sid: claims.sid };
}

/** Like bearerPlayerId, but a visitor gets the catalogue's 401. */
export async function requirePlayerId(request: FastifyRequest, ctx: AppContext): Promise<string> {
  const id = await bearerPlayerId(request, ctx);
  if (!id) throw new AppError('unauthorized');
  return id;
}
