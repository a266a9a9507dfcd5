import type { FastifyRequest } from 'fastify';

/** The header through which the page renderer learns the request's public origin (page head, canonical links). */
export const ORIGIN_HEADER = 'x-slipstream-origin';

/** The public origin of a request: PUBLIC_ORIGIN when set, else what Fastify trusts (TRUST_PROXY). */
export function publicOriginOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * Before a page request reaches Next: the forwarded headers a client chose are replaced by the values Fastify
 * derived under TRUST_PROXY (so Next never sees a client-chosen X-Forwarded-Host), and ORIGIN_HEADER carries the
 * public origin (overwriting any the client sent).
 */
export function forwardTrustedOrigin(request: FastifyRequest, publicOrigin: string | undefined): void {
  const headers = request.raw.headers;
  delete headers.forwarded;
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-proto'] = request.protocol;
  headers[ORIGIN_HEADER] = publicOriginOf(request, publicOrigin);
}
