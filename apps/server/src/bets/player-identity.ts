import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { requirePlayerId } from '../auth/bearer';
import { liveSessionOwner } from '../auth/session-validity';
import { dependsOnWhoAsks } from '../security/private-answers';
import { idleCheckOf } from '../security/web-sessions';
import { playerIdNumber } from './player-checks';

const MAX_CACHED = 50_000;

/**
 * requirePlayerId with a cache of tokens already verified: HS256 verification through WebCrypto costs more
 * CPU than the rest of a bet placement, so the same header's signature is verified once. Revocation still holds:
 * every hit asks whether the token's browser session is alive (liveSessionOwner, itself cached for seconds).
 */
export function createPlayerIdentity(ctx: AppContext): (request: FastifyRequest) => Promise<number> {
  const verified = new Map<string, { playerId: number; sid: string; expiresAtMs: number }>();
  return async (request) => {
    dependsOnWhoAsks(request);
    const header = request.headers.authorization;
    const hit = header ? verified.get(header) : undefined;
    const now = ctx.clock.now();
    if (
      hit &&
      hit.expiresAtMs > now &&
      (await liveSessionOwner(
        ctx.db,
        hit.sid,
        now,
        idleCheckOf(request, ctx.config.sessions.idleSeconds),
      )) === String(hit.playerId)
    )
      return hit.playerId;
    const playerId = playerIdNumber(await requirePlayerId(request, ctx));
    const claims = claimsOf(header!);
    if (claims !== null) {
      if (verified.size >= MAX_CACHED) verified.clear();
      verified.set(header!, { playerId, sid: claims.sid, expiresAtMs: claims.exp * 1000 });
    }
    return playerId;
  };
}

/** exp (seconds) and sid of a token whose signature has just been verified; null when either is missing. */
function claimsOf(header: string): { exp: number; sid: string } | null {
  const payload = header.split('.')[1];
  if (!payload) return null;
  try {
    const { exp, sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
      sid?: unknown;
    };
    return typeof exp === 'number' && Number.isFinite(exp) && typeof sid === 'string' ? { exp, sid } : null;
  } catch {
    return null;
  }
}
