import type { FastifyInstance } from 'fastify';
import { appDemoPage, DEMO_BRIDGES, type DemoBridge } from './app-demo-page';
import { embedDemoPage } from './embed-demo-page';

/** A path on this site as the demos take it (`?path=`), else `/`. */
function sitePath(asked: unknown): string {
  return typeof asked === 'string' &&
    asked.startsWith('/') &&
    !asked.startsWith('//') &&
    !asked.includes('\\')
    ? asked
    : '/';
}

/**
 * GET /embed-demo (API.md "Embedding", demo mode only; elsewhere the path is the web app's 404): a host page that
 * frames the product at `?path=` (a path on this site, default `/`) and logs every message both ways.
 */
export function registerEmbedDemo(app: FastifyInstance): void {
  app.get<{ Querystring: { path?: string } }>('/embed-demo', async (request, reply) => {
    const path = sitePath(request.query.path);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(embedDemoPage(path));
  });
}

/**
 * GET /app-demo (API.md "Mobile app", demo mode only): the site in app mode at `?path=` in a phone-sized frame,
 * with a stand-in for the native bridge (`?bridge=react-native|webkit|android`, default react-native) logging
 * every message both ways.
 */
export function registerAppDemo(app: FastifyInstance): void {
  app.get<{ Querystring: { path?: string; bridge?: string } }>('/app-demo', async (request, reply) => {
    const asked = request.query.bridge;
    const bridge: DemoBridge = DEMO_BRIDGES.find((b) => b === asked) ?? 'react-native';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(appDemoPage(sitePath(request.query.path), bridge));
  });
}
