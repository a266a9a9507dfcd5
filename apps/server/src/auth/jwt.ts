import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * HS256 JWTs with Centrifugo's claims (sub, exp, channel, info), signed with TOKEN_SECRET, so the same
 * tokens work against the built-in hub and a real Centrifugo configured with the same HMAC key.
 */
export interface TokenClaims extends JWTPayload {
  sub: string;
  /** Token purpose: sportsbook bearer, push connection, or push subscription. */
  typ?: 'sportsbook' | 'connection' | 'subscription';
  channel?: string;
  /** Sportsbook tokens: the browser session (web_sessions.id) that minted it. */
  sid?: string;
}

const key = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signJwt(
  claims: TokenClaims,
  secret: string,
  expiresAtSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresAtSeconds)
    .sign(key(secret));
}

/**
 * Verifies signature and expiry (exp is required) against the injected clock (nowMs). Returns null for any invalid token:
 * callers turn that into the catalogue's 401, never a 500.
 */
export async function verifyJwt(token: string, secret: string, nowMs: number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['exp'], // a token without exp would never expire: refused
    });
    if (typeof payload.sub !== 'string') return null;
    return payload as TokenClaims;
  } catch {
    return null;
  }
}
