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
  /** Sportsbook and a player's push tokens: the browser session (web_sessions.id) they were minted for. */
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
 * Tokens whose signature has been verified, with their claims: a player's bearer token comes with every call,
 * and its HMAC check (WebCrypto, a thread-pool job) was a quarter of the server's CPU per bet placement. A hit
 * skips only the signature, which depends on nothing but the token's exact text and the secret (both must
 * match); expiry (and nbf) are checked against the clock on every call. Bounded: cleared when full.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims }>();
const MAX_VERIFIED = 20_000;

/**
 * Verifies signature and expiry (exp is required) against the injected clock (nowMs). Returns null for any invalid token:
 * callers turn that into the catalogue's 401, never a 500.
 */
export async function verifyJwt(token: string, secret: string, nowMs: number): Promise<TokenClaims | null> {
  const known = verified.get(token);
  if (known?.secret === secret) return stillValid(known.claims, nowMs) ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['exp'], // a token without exp would never expire: refused
    });
    if (typeof payload.sub !== 'string') return null;
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, { secret, claims: payload as TokenClaims });
    return payload as TokenClaims;
  } catch {
    return null;
  }
}

/** jose's time checks, for a token whose signature was verified before: exp required and in the future, nbf passed. */
function stillValid(claims: TokenClaims, nowMs: number): boolean {
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return false;
  return typeof claims.nbf !== 'number' || claims.nbf <= now;
}
