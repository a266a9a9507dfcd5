import { errors, jwtVerify } from 'jose';
import { signJwt, type TokenClaims } from '../auth/jwt';

/**
 * Connection and subscription JWTs: HS256 with Centrifugo's claims (sub, exp, channel), so a real
 * Centrifugo configured with the same HMAC key accepts them unchanged. `typ` is ours: it keeps a
 * Sportsbook bearer from being used as a push token and the other way round (Centrifugo ignores it). A player's
 * tokens carry `sid`, the browser session they were minted for: the hub refuses them once it has ended
 * (docs/SECURITY.md DEP-PUSH).
 */
export async function signConnectionToken(
  secret: string,
  player: { playerId: string; sid: string } | null,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const claims = player
    ? { sub: player.playerId, sid: player.sid, typ: 'connection' as const }
    : { sub: '', typ: 'connection' as const };
  return signJwt(claims, secret, expiry(nowMs, ttlSeconds));
}

export async function signSubscriptionToken(
  secret: string,
  player: { playerId: string; sid: string },
  channel: string,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  return signJwt(
    { sub: player.playerId, sid: player.sid, channel, typ: 'subscription' },
    secret,
    expiry(nowMs, ttlSeconds),
  );
}

const expiry = (nowMs: number, ttlSeconds: number): number => Math.floor(nowMs / 1000) + ttlSeconds;

/** Why a token was refused: the protocol answers an expired one with 109 and a bad one with 3500. */
export type PushTokenCheck =
  { ok: true; claims: TokenClaims & { exp: number } } | { ok: false; reason: 'expired' | 'invalid' };

const encoder = new TextEncoder();

export async function verifyPushToken(
  token: string,
  secret: string,
  nowMs: number,
  typ: 'connection' | 'subscription',
): Promise<PushTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
    });
    if (typeof payload.sub !== 'string' || payload.typ !== typ || typeof payload.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as TokenClaims & { exp: number } };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * Whole seconds until a token's exp, as the protocol's `ttl`, rounded down so the client refreshes
 * before the hub's deadline rather than just after it (at least 1, so a refresh is scheduled).
 */
export const ttlSeconds = (expSeconds: number, nowMs: number): number =>
  Math.max(1, Math.floor((expSeconds * 1000 - nowMs) / 1000));
