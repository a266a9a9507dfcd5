import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { requirePlayerId } from '../auth/bearer';
import { playerIdNumber } from './player-checks';

const MAX_CACHED = 50_000;

/**
 * requirePlayerId with a cache of tokens already verified: HS256 verification through WebCrypto costs more
 * CPU than the rest of a bet placement, and a bearer token is a pure function of its bytes (signature and
 * expiry; no server-side revocation list), so the same header verified once stays valid until its exp.
 */
export function createPlayerIdentity(ctx: AppContext): (request: FastifyRequest) => Promise<number> {
  const verified = new Map<string, { playerId: number; expiresAtMs: number }>();
  return async (request) => {
    const header = request.headers.authorization;
    const hit = header ? verified.get(header) : undefined;
    if (hit && hit.expiresAtMs > ctx.clock.now()) return hit.playerId;
    const playerId = playerIdNumber(await requirePlayerId(request, ctx));
    const exp = expiryOf(header!);
    if (exp !== null) {
      if (verified.size >= MAX_CACHED) verified.clear();
      verified.set(header!, { playerId, expiresAtMs: exp * 1000 });
    }
    return playerId;
  };
}

/** exp (seconds) of a token whose signature has just been verified; null when it has none. */
function expiryOf(header: string): number | null {
  const payload = header.split('.')[1];
  if (!payload) return null;
  try {
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}
