import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { arenaLaunchBodySchema, arenaProviderParamSchema } from '@slipstream/contract';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import { arenaRound } from './arena-round';
import { lotteriesAt } from './lottery-draws';

export const VIRTUAL_WALLET_BASE = '/api/virtual-wallet';

const playParams = arenaProviderParamSchema.extend({ app: z.string().regex(/^[a-z0-9-]{1,40}$/i) });
const playQuery = z.object({ round: z.coerce.number().int().nonnegative().max(2_147_483_647) });

/**
 * The simulator's content of the verticals behind the operator's settings (SPEC.md OP7):
 * `GET /api/sportsbook/v1/lotteries` (draws with results) and the virtual gaming arena's wallet,
 * `POST /api/virtual-wallet/{provider}/launch {app}` → `{url}` of a game round page. A vertical that is off
 * answers 404 like any unknown path.
 */
export function registerVerticals(app: FastifyInstance, ctx: AppContext, sportsbookBase: string): void {
  const op = ctx.config.operator;
  app.get(`${sportsbookBase}/lotteries`, async () => {
    if (!op.verticals.lotteries) throw new AppError('not_found');
    return { data: lotteriesAt(ctx.config.simSeed, ctx.clock.now()) };
  });

  const arena = op.virtual_gaming_arena;
  const game = (provider: string, id: string) => {
    if (!op.verticals.virtual_gaming_arena || provider !== arena.provider) throw new AppError('not_found');
    const found = arena.apps.find((a) => a.id === id);
    if (!found) throw new AppError('not_found', { app: id });
    return found;
  };

  app.post(`${VIRTUAL_WALLET_BASE}/:provider/launch`, async (request) => {
    const { provider } = parseInput(arenaProviderParamSchema, request.params);
    const body = parseInput(arenaLaunchBodySchema, request.body ?? {});
    const found = game(provider, body.app);
    const round = randomInt(1, 2_147_483_647);
    return { url: `${VIRTUAL_WALLET_BASE}/${provider}/play/${found.id}?round=${round}` };
  });

  app.get(`${VIRTUAL_WALLET_BASE}/:provider/play/:app`, async (request, reply) => {
    const { provider, app: id } = parseInput(playParams, request.params);
    const { round } = parseInput(playQuery, request.query);
    const found = game(provider, id);
    const result = arenaRound(found.id, round);
    return reply.type('text/html; charset=utf-8').send(playPage(found.name, round, result));
  });
}

function playPage(name: string, round: number, r: { headline: string; detail: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(name)}</title><style>body{margin:0;font:16px system-ui,sans-serif;background:#0f1720;color:#e8edf2;display:grid;place-items:center;min-height:100vh;text-align:center}
main{padding:24px}h1{font-size:1.25rem;margin:0 0 8px}p{margin:4px 0;color:#a3b1bf}strong{display:block;font-size:2rem;color:#22c55e;margin:16px 0}</style></head>
<body><main><h1>${esc(name)}</h1><p>Round ${round}</p><strong data-round-result>${esc(r.headline)}</strong><p>${esc(r.detail)}</p></main></body></html>`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
