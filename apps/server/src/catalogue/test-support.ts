import Fastify, { type FastifyInstance } from 'fastify';
import { parseOperatorConfig, type OperatorConfigInput } from '@slipstream/contract/operator';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { installErrorHandling } from '../http/error-handler';
import { createRecordingPublisher } from '../push/publisher';
import { registerSimRoutes } from '../sim/routes';
import type { SimOptions } from '../sim/simulator';
import { registerCatalogue, type Catalogue } from './register';

/** A settable clock for hand-driven feed tests. */
export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2026-11-21T12:00:00Z')): TestClock {
  let t = start;
  return { now: () => t, set: (ms) => (t = ms), advance: (ms) => (t += ms) };
}

export const TEST_SECRET = 'catalogue-test-secret';

export interface CatalogueHarness {
  app: FastifyInstance;
  catalogue: Catalogue;
  clock: TestClock;
  published: ReturnType<typeof createRecordingPublisher>['published'];
  ctx: AppContext;
  /** Closes the app (the database is the caller's). */
  close(): Promise<void>;
}

/**
 * The catalogue module alone on a Fastify instance (with the app's error handling and, optionally,
 * the feed-control routes), over a real database, with a hand-driven feed.
 */
export async function catalogueHarness(
  db: Db,
  opts: {
    sim?: Partial<SimOptions>;
    clock?: TestClock;
    seed?: number;
    simControl?: boolean;
    locales?: string;
    /** Write dirty rows only this often (default: every step). */
    flushEveryMs?: number;
    /** The operator's configuration (an empty object is the shipped default). */
    operator?: OperatorConfigInput;
  } = {},
): Promise<CatalogueHarness> {
  const clock = opts.clock ?? testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: TEST_SECRET,
    SIM_SEED: String(opts.seed ?? 7),
    LOCALES: opts.locales ?? 'en,br',
  });
  if (opts.operator) config.operator = parseOperatorConfig(opts.operator);
  const ctx: AppContext = { config, db, clock };
  const app = Fastify();
  installErrorHandling(app);
  const publisher = createRecordingPublisher();
  const catalogue = await registerCatalogue(app, ctx, {
    publisher,
    startFeed: false,
    sim: opts.sim,
    flushEveryMs: opts.flushEveryMs,
  });
  if (opts.simControl) registerSimRoutes(app, catalogue.feed, catalogue.sim, clock);
  await app.ready();
  return { app, catalogue, clock, published: publisher.published, ctx, close: () => app.close() };
}
