import type { FastifyInstance } from 'fastify';
import { embedDemoPage } from './embed-demo-page';

/**
 * GET /embed-demo (API.md "Embedding", demo mode only; elsewhere the path is the web app's 404): a host page that
 * frames the product at `?path=` (a path on this site, default `/`) and logs every message both ways.
 */
export function registerEmbedDemo(app: FastifyInstance): void {
  app.get<{ Querystring: { path?: string } }>('/embed-demo', async (request, reply) => {
    const asked = typeof request.query.path === 'string' ? request.query.path : '/';
    const path = asked.startsWith('/') && !asked.startsWith('//') && !asked.includes('\\') ? asked : '/';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(embedDemoPage(path));
  });
}
