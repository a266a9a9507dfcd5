import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Connection } from 'rabbitmq-client';
import type { AppContext } from '../../app-context';
import { registerBets, type BetsModule } from '../../bets/register-bets';
import { SECRET } from '../../bets/test-support';
import { customMarketsFromCatalogue } from '../../bets/custom-markets-from-catalogue';
import { registerCatalogue, type Catalogue } from '../../catalogue/register';
import { loadConfig } from '../../config';
import type { Db } from '../../db/db';
import { installErrorHandling } from '../../http/error-handler';
import { registerMetrics } from '../../observability/metrics';
import { registerPlatform } from '../../platform/register-platform';
import { createRecordingPublisher } from '../../push/publisher';
import type { UofFeed } from './uof-feed';
import { LIVE_PRODUCT, PREMATCH_PRODUCT } from './uof-messages';
import { UofProducer, type UofProducerOptions } from './producer/uof-producer';
import { everyLocale } from '../../testing/every-locale';

/** The machine's RabbitMQ (guest/guest on 127.0.0.1:5672). */
export const AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672/';

/** Whether the machine's RabbitMQ answers (the suites skip, saying so, when it does not). */
export function rabbitReachable(host = '127.0.0.1', port = 5672): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host, port });
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

/** An exchange name no other run uses: parallel runs on the shared broker never see each other's messages. */
export const uniqueExchange = (): string => `uof-test-${process.pid}-${randomBytes(4).toString('hex')}`;

export async function deleteExchange(name: string, url = AMQP_URL): Promise<void> {
  const c = new Connection({ url, retryLow: 50, retryHigh: 200 });
  try {
    await c.onConnect(5000);
    await c.exchangeDelete({ exchange: name });
  } catch {
    // already gone
  } finally {
    await c.close().catch(() => undefined);
  }
}

/** A started hand-driven producer on a fresh exchange of the real RabbitMQ, and the environment a server consumes it with. */
export interface TestProducer {
  producer: UofProducer;
  exchange: string;
  /** FEED=uof and the broker, exchange, Sports API and token of this producer. */
  env: Record<string, string>;
  /** Stops the producer and deletes its exchange. */
  close(): Promise<void>;
}

export async function startTestProducer(o: Partial<UofProducerOptions> = {}): Promise<TestProducer> {
  const exchange = uniqueExchange();
  const producer = new UofProducer({
    amqpUrl: AMQP_URL,
    exchange,
    manual: true,
    aliveMs: 200,
    accessToken: 'test-token',
    sim: { betStopMs: 0 },
    ...o,
  });
  await producer.start();
  return {
    producer,
    exchange,
    env: {
      FEED: 'uof',
      UOF_AMQP_URL: AMQP_URL,
      UOF_EXCHANGE: exchange,
      UOF_API_URL: producer.apiUrl,
      UOF_ACCESS_TOKEN: o.accessToken ?? 'test-token',
    },
    async close() {
      await producer.close();
      await deleteExchange(exchange);
    },
  };
}

export async function waitFor<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Resolves once the consumer counts both products' producers (live and prematch) up. */
export const bothProducersUp = (h: Pick<UofHarness, 'uof'>): Promise<boolean> =>
  waitFor('both producers up', () => h.uof.producerUp(LIVE_PRODUCT) && h.uof.producerUp(PREMATCH_PRODUCT));

export interface UofHarness {
  app: FastifyInstance;
  db: Db;
  catalogue: Catalogue;
  bets: BetsModule;
  uof: UofFeed;
  producer: UofProducer;
  exchange: string;
  published: ReturnType<typeof createRecordingPublisher>['published'];
  close(): Promise<void>;
}

/**
 * The simulator's UOF producer (hand-driven, small catalogue) publishing into a fresh exchange of the real
 * RabbitMQ, and the catalogue, wallet and bets consuming it with FEED=uof on a real database. The consumer's
 * feed loop is hand-driven (`catalogue.feed.step()`), its pushes recorded.
 */
export async function uofHarness(
  db: Db,
  o: { inactivitySeconds?: number; producer?: Partial<UofProducerOptions>; amqpUrl?: string } = {},
): Promise<UofHarness> {
  const feed = await startTestProducer(o.producer);
  const { producer, exchange } = feed;
  const config = {
    ...loadConfig({
      TOKEN_SECRET: SECRET,
      ...feed.env,
      UOF_AMQP_URL: o.amqpUrl ?? AMQP_URL,
      UOF_NODE_ID: '7',
      UOF_INACTIVITY_SECONDS: String(o.inactivitySeconds ?? 20),
    } as unknown as NodeJS.ProcessEnv),
    locales: ['en'],
  };
  const ctx: AppContext = { config, db, clock: { now: () => Date.now() } };
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const publisher = createRecordingPublisher();
  const catalogue = await registerCatalogue(app, ctx, { publisher, startFeed: false });
  const platform = registerPlatform(app, ctx, {
    publisher,
    playerLanguages: everyLocale(ctx),
    settings: { logOutbox: false },
  });
  const bets = await registerBets(app, ctx, {
    onBetsPlaced: [],
    publisher,
    playerLanguages: everyLocale(ctx),
    prices: catalogue.prices,
    onMatchSettled: catalogue.onMatchSettled,
    onReopen: (listener) => catalogue.feed.onReopen(listener),
    wallet: platform.wallet,
    customMarkets: customMarketsFromCatalogue(catalogue.model),
    sweepEveryMs: 0,
  });
  registerMetrics(app, { db, uof: catalogue.uof!, feed: catalogue.feed });
  await app.ready();
  return {
    app,
    db,
    catalogue,
    bets,
    uof: catalogue.uof!,
    producer,
    exchange,
    published: publisher.published,
    async close() {
      await app.close();
      await feed.close();
    },
  };
}
