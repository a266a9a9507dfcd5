import {
  notificationListQuerySchema,
  notificationReadBodySchema,
  simNotificationBodySchema,
} from '@slipstream/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { requirePlayerId } from '../auth/bearer';
import { SPORTSBOOK_BASE } from '../catalogue/register';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/parse';
import type { Publisher } from '../push/publisher';
import { listNotifications, markRead, unreadCounts } from './notification-store';
import { Notifier } from './notifier';

const DEFAULT_LIMIT = 20;

/**
 * Notifications under /api/sportsbook/v1/notifications (account-and-surroundings §7): the player's list,
 * unread counters, read and read-all; with SIM_CONTROL=1 also POST /api/sim/notifications. Returns the
 * Notifier other modules notify players through.
 */
export function registerNotifications(
  app: FastifyInstance,
  ctx: AppContext,
  options: { publisher: Publisher; playerLanguages(playerId: number): Promise<readonly string[]> },
): Notifier {
  const notifier = new Notifier({
    db: ctx.db,
    clock: ctx.clock,
    publisher: options.publisher,
    playerLanguages: options.playerLanguages,
    log: app.log,
  });
  app.addHook('onClose', () => notifier.settled());
  const base = `${SPORTSBOOK_BASE}/notifications`;
  const player = async (request: Parameters<typeof requirePlayerId>[0]) =>
    Number(await requirePlayerId(request, ctx));

  app.get(base, async (request) => {
    const playerId = await player(request);
    const q = parseInput(notificationListQuerySchema, request.query ?? {});
    const page = q.page ?? 1;
    const limit = q.limit ?? DEFAULT_LIMIT;
    const { data, total } = await listNotifications(ctx.db, playerId, page, limit);
    return { data, pagination: { page, limit, total } };
  });

  app.get(`${base}/counters`, async (request) => {
    const playerId = await player(request);
    return { unread: (await unreadCounts(ctx.db, [playerId])).get(playerId) ?? 0 };
  });

  app.post(`${base}/read`, async (request) => {
    const playerId = await player(request);
    const { ids } = parseInput(notificationReadBodySchema, request.body ?? {});
    const changed = await markRead(ctx.db, playerId, ids);
    // Other tabs and devices of the player lower their bell at once.
    if (changed > 0) await notifier.publishCounters([playerId]);
    return { unread: (await unreadCounts(ctx.db, [playerId])).get(playerId) ?? 0 };
  });

  app.post(`${base}/read-all`, async (request) => {
    const playerId = await player(request);
    if ((await markRead(ctx.db, playerId, 'all')) > 0) await notifier.publishCounters([playerId]);
    return { unread: 0 };
  });

  if (ctx.config.simControl)
    app.post('/api/sim/notifications', async (request, reply) => {
      const b = parseInput(simNotificationBodySchema, request.body ?? {});
      const found = await ctx.db.query<{ id: unknown }>(
        'SELECT id FROM players WHERE lower(email) = lower($1)',
        [b.email],
      );
      const row = found.rows[0];
      if (!row) throw new AppError('not_found', undefined, 'No player with this e-mail');
      const stored = await notifier.notify(Number(row.id), {
        title: b.title,
        body: b.body,
        link: b.link ?? null,
      });
      return reply.status(201).send(stored ? { id: stored.id } : {});
    });

  return notifier;
}
