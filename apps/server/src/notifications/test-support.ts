import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerBets } from '../bets/register-bets';
import { customMarketsFromCatalogue } from '../bets/custom-markets-from-catalogue';
import { SECRET } from '../bets/test-support';
import { registerCatalogue, type Catalogue } from '../catalogue/register';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { favouriteMatchesLookup, registerFavourites } from '../favourites/register-favourites';
import { installErrorHandling } from '../http/error-handler';
import { registerPlatform } from '../platform/register-platform';
import { createRecordingPublisher } from '../push/publisher';
import { registerSimRoutes } from '../sim/routes';
import { registerBonuses } from '../bonuses/register-bonuses';
import { betSettledNotification } from './bet-settled';
import { notifyBonusIssued } from './bonus-issued';
import type { Notifier } from './notifier';
import { registerNotifications } from './register-notifications';
import { everyLocale } from '../testing/every-locale';

export interface SurroundingsHarness {
  app: FastifyInstance;
  catalogue: Catalogue;
  notifier: Notifier;
  published: ReturnType<typeof createRecordingPublisher>['published'];
  close(): Promise<void>;
}

/**
 * Catalogue (small paused simulated feed), platform, bets, favourites, notifications and bonuses wired as app.ts
 * wires them (settlement queues a notification, an issued bonus stores one), over a real database with a recording publisher and
 * feed control on (SIM_CONTROL=1).
 */
export async function surroundingsHarness(db: Db): Promise<SurroundingsHarness> {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const clock = { now: () => now };
  const config = {
    ...loadConfig({ TOKEN_SECRET: SECRET, SIM_SEED: '11', SIM_CONTROL: '1' } as unknown as NodeJS.ProcessEnv),
    locales: ['en', 'de'],
  };
  const ctx: AppContext = { config, db, clock };
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const publisher = createRecordingPublisher();
  const catalogue = await registerCatalogue(app, ctx, {
    publisher,
    startFeed: false,
    favourites: favouriteMatchesLookup(ctx),
    sim: { betStopMs: 0, size: { prematch: 60, live: 3, races: 1 } },
  });
  const platform = registerPlatform(app, ctx, {
    publisher,
    playerLanguages: everyLocale(ctx),
    settings: { logOutbox: false },
  });
  registerFavourites(app, ctx, catalogue.model);
  const notifier = registerNotifications(app, ctx, { publisher, playerLanguages: everyLocale(ctx) });
  await registerBets(app, ctx, {
    publisher,
    playerLanguages: everyLocale(ctx),
    prices: catalogue.prices,
    onMatchSettled: catalogue.onMatchSettled,
    wallet: platform.wallet,
    customMarkets: customMarketsFromCatalogue(catalogue.model),
    sweepEveryMs: 0,
    onBetSettled: (bet) => notifier.queue(bet.playerId, betSettledNotification(bet)),
  });
  registerBonuses(app, ctx, {
    publisher,
    playerLanguages: everyLocale(ctx),
    onBonusIssued: [notifyBonusIssued(notifier)],
  });
  registerSimRoutes(app, catalogue.feed, catalogue.sim, clock);
  await app.ready();
  await catalogue.feed.exclusive(async () => catalogue.sim.pause());
  return {
    app,
    catalogue,
    notifier,
    published: publisher.published,
    close: () => app.close(),
  };
}
