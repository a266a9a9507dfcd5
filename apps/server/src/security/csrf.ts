import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { CSRF_HEADER, type WebSession } from './web-sessions';
import { safeEqual } from './tokens';

/**
 * CSRF defence, two layers:
 * 1. Every write (any method but GET/HEAD/OPTIONS) whose Origin header names another site is refused, including
 *    sign-in and sign-up (login CSRF). Browsers send Origin on every cross-site POST/PUT/PATCH/DELETE.
 * 2. A write authenticated by the session cookie must carry X-CSRF-Token equal to the token bound to that
 *    session server-side (synchronizer token; the page reads it from the non-HttpOnly slipstream_csrf cookie).
 *    A cross-site page can make the browser send the cookie but can neither read the token nor set the header
 *    without a CORS preflight, which this server never grants.
 */
export function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * Whether Origin names this server: with PUBLIC_ORIGIN, exactly that origin; else the request's host as Fastify
 * sees it (forwarded headers only from TRUST_PROXY's proxies; the scheme is not compared, since a TLS-terminating
 * proxy that is not trusted makes every request look like http).
 */
function isOwnOrigin(request: FastifyRequest, sent: URL, publicOrigin: string | undefined): boolean {
  if (publicOrigin !== undefined) return sent.origin === publicOrigin;
  try {
    return sent.host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

export function assertSameOrigin(request: FastifyRequest, publicOrigin?: string): void {
  const origin = request.headers.origin;
  if (origin === undefined) return; // non-browser clients and same-origin navigations without Origin
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    throw new AppError('csrf_failed', undefined, 'The request comes from another site');
  }
  if (sent.origin === 'null' || !isOwnOrigin(request, sent, publicOrigin))
    throw new AppError('csrf_failed', undefined, 'The request comes from another site');
}

export function assertCsrfToken(request: FastifyRequest, session: WebSession): void {
  const header = request.headers[CSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!sent || !safeEqual(sent, session.csrfToken)) throw new AppError('csrf_failed');
}
