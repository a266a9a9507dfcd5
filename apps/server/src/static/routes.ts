import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { iconsQuerySchema } from '@slipstream/contract';
import { AppError } from '../http/app-error';
import { SERVER_ROOT } from '../repo-files';
import { parseInput } from '../http/parse';
import { ICONS_SVG } from './icons';

export const ASSETS_DIR = join(SERVER_ROOT, 'assets/demo');
export const ASSETS_BASE = '/demo-assets';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

function readTree(dir: string, root = dir, out = new Map<string, { body: Buffer; type: string }>()) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) readTree(path, root, out);
    else
      out.set(relative(root, path).split('\\').join('/'), {
        body: readFileSync(path),
        type: TYPES[extname(name)] ?? 'application/octet-stream',
      });
  }
  return out;
}

/**
 * The demo assets (video, statistics widget, logos) and the icon sprite. Files are read once into
 * memory and looked up by exact name, so no request can reach outside the assets directory.
 */
export function registerStaticRoutes(app: FastifyInstance): void {
  const files = readTree(ASSETS_DIR);
  app.get(`${ASSETS_BASE}/*`, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const file = files.get(name);
    if (!file) throw new AppError('not_found', { path: `${ASSETS_BASE}/${name}` });
    return reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body);
  });
  app.get('/fe-api/icons.svg', async (request, reply) => {
    parseInput(iconsQuerySchema, request.query);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(ICONS_SVG);
  });
}
