import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { installErrorHandling } from './http/error-handler';
import type { Publisher } from './push/publisher';

export interface BuildAppOptions {
  logger?: boolean;
  /** Start the simulated feed's background loop (main.ts: yes; most tests drive the feed by hand). */
  startFeed?: boolean;
  /** Mount the built Next.js web app for every path the API does not own (main.ts only). */
  serveWeb?: boolean;
}

/** Health checks modules contribute; /healthz is 200 only when all pass. */
export type HealthCheck = () => Promise<boolean> | boolean;

/**
 * Builds the whole server as one Fastify instance without listening, so tests use app.inject()
 * (Fastify's testing guide) and main.ts alone decides the port.
 */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: true,
  });
  installErrorHandling(app);

  const healthChecks: HealthCheck[] = [async () => (await ctx.db.query('SELECT 1 AS ok')).rows.length === 1];

  // --- modules (each owns its directory; register here in dependency order) ---
  // [push] replaces this with the configured publisher (built-in hub or Centrifugo HTTP API).
  const publisher: Publisher = { publish: () => undefined };
  // [catalogue]
  // [platform]
  // [bets]
  // [sim]
  // [web]

  app.get('/healthz', async (_request, reply) => {
    const results = await Promise.all(
      healthChecks.map(async (check) => {
        try {
          return await check();
        } catch {
          return false;
        }
      }),
    );
    const ok = results.every(Boolean);
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });

  return app;
}
