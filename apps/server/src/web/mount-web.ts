import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { repoPath } from '../repo-files';
import { deferHydration, isDocumentRequest } from './deferred-hydration';
import { forwardTrustedOrigin } from './trusted-origin';
import type { EmbeddingAllowList } from '../embedding/allowed-origins';

/** Paths the API and push own: never handed to Next, so their 404s stay catalogue errors. */
const API_ROOTS = ['/api', '/connection', '/healthz'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}

/** apps/web of this repository, or WEB_DIR. Only Next's public API touches it. */
export function webDir(): string {
  return process.env.WEB_DIR ? resolve(process.env.WEB_DIR) : repoPath('apps', 'web');
}

export interface MountWebOptions {
  /** Where the page renderer reaches the API over HTTP (server components fetch on the same origin). */
  internalApiUrl: string;
  /** Demo mode: the web app shows demo-only pages (bench) only then (SLIPSTREAM_DEMO=1|0 for Next). */
  demo: boolean;
  /** PUBLIC_ORIGIN: the page head's origin when set (else the request's, as TRUST_PROXY lets Fastify see it). */
  publicOrigin: string | undefined;
  /** Origins whose host messages the pages accept (SLIPSTREAM_EMBED_ORIGINS for Next, JSON). */
  embedding: EmbeddingAllowList;
}

/**
 * Mounts the built Next.js app for every GET/HEAD the API does not own; WebSocket upgrades on
 * /connection/websocket stay with the push hub.
 */
export async function mountWeb(app: FastifyInstance, options: MountWebOptions): Promise<void> {
  const dir = webDir();
  // apps/web/next.config.ts: WEB_BENCH=1 selects the benchmark's build (.next-bench), else the production one.
  const distDir = process.env.WEB_BENCH === '1' ? '.next-bench' : '.next';
  if (!existsSync(join(dir, distDir, 'BUILD_ID'))) {
    throw new Error(`The web app is not built (${dir}/${distDir} is missing): run \`npm run build\` first.`);
  }
  process.env.SLIPSTREAM_INTERNAL_API_URL ??= options.internalApiUrl;
  process.env.SLIPSTREAM_DEMO = options.demo ? '1' : '0';
  process.env.SLIPSTREAM_EMBED_ORIGINS = JSON.stringify(options.embedding);
  // Next's production renderer expects NODE_ENV=production; set before Next loads its modules.
  if (process.env.NODE_ENV !== 'production') Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');
  // Next attaches its own 'upgrade' listener to the server of the first request it handles (for dev
  // HMR) and would take the push hub's sockets; given a server of its own that never listens, it
  // attaches there instead (public `httpServer` option), and /connection/websocket stays with the hub.
  const nextApp = next({ dev: false, dir, quiet: true, httpServer: createServer() });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      if (isApiPath(request.url)) throw new AppError('not_found', { path: request.url.split('?')[0] });
      forwardTrustedOrigin(request, options.publicOrigin);
      reply.hijack();
      // A page's hydration scripts load after its first paint (deferred-hydration.ts).
      if (isDocumentRequest(request.raw)) deferHydration(request.raw, reply.raw);
      await handle(request.raw, reply.raw);
    },
  });
  app.addHook('onClose', async () => {
    await nextApp.close();
  });
}
