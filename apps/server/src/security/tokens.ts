import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe: session cookies, e-mailed reset/confirmation/unlock links. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a leaked table gives nobody a working link or session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A six-digit SMS code from the CSPRNG. */
export const newNumericCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Constant-time comparison for secrets of possibly different lengths. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}
