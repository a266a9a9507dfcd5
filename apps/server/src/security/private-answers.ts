import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What every answer that depends on who asks says: no cache, shared or the browser's own, keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Requests whose answer was built knowing (or asking) who the caller is. */
const askedWhoAsks = new WeakSet<FastifyRequest>();

/**
 * Called by every way the server learns who asks (the session cookie, the bearer token, a session that starts or
 * ends): the answer then depends on the caller, even when the caller turned out to be a visitor.
 */
export function dependsOnWhoAsks(request: FastifyRequest): void {
  askedWhoAsks.add(request);
}

/**
 * The one hook that decides: an answer to a request that asked who the caller is gets
 * `Cache-Control: private, no-store` (over anything a route set), so a profile, a balance or a bet list is kept by
 * no proxy, CDN or browser cache; every other answer keeps the caching its route chose. Handlers set their headers
 * before any onSend hook runs, and no other hook sets Cache-Control, so this one has the last word.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (askedWhoAsks.has(request)) void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
