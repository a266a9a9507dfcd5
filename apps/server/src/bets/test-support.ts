import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { ERRORS, apiErrorSchema } from '@slipstream/contract';
import { expect } from 'vitest';
import { setUserLimit } from '../accounts/limits';
import type { AppContext } from '../app-context';
import { bearerForNewSession } from '../auth/sportsbook-token';
import type { MarketState, MatchState } from '../catalogue/model';
import { BETS_BASE, registerCatalogue, type Catalogue } from '../catalogue/register';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { suiteHarness } from '../testing/suite-harness';
import { installErrorHandling } from '../http/error-handler';
import { applyOperatorCurrencies } from '../operator/operator-currencies';
import { registerPlatform } from '../platform/register-platform';
import { createRecordingPublisher } from '../push/publisher';
import { registerSimRoutes } from '../sim/routes';
import { credit } from '../wallet/ledger';
import { farmingListener } from '../bonuses/hunting';
import type { BonusesDeps } from '../bonuses/issue-bonus';
import { registerBonuses } from '../bonuses/register-bonuses';
import { registerJackpots, type JackpotsModule } from '../jackpots/register-jackpots';
import { registerBets, type BetsModule, type BetsOptions } from './register-bets';
import { customMarketsFromCatalogue } from './custom-markets-from-catalogue';
import { everyLocale } from '../testing/every-locale';

export const SECRET = 'bets-test-secret';

export interface BetsHarness {
  app: FastifyInstance;
  db: Db;
  catalogue: Catalogue;
  bets: BetsModule;
  /** Its fold sweep is off: a test folds and pushes by hand (jackpot-contributions.ts foldAndPublish). */
  jackpots: JackpotsModule;
  published: ReturnType<typeof createRecordingPublisher>['published'];
  clock: { now(): number; advance(ms: number): void };
  close(): Promise<void>;
}

/** suiteHarness (src/testing/suite-harness.ts) with the bets harness: `betsSuite(kind, (o) => ({ db, h } = o))`. */
export function betsSuite(
  kind: 'pglite' | 'postgres',
  assign: (opened: { db: Db; h: BetsHarness }) => void,
  timeoutMs = 60_000,
): void {
  suiteHarness(kind, (db) => betsHarness(db), assign, timeoutMs);
}

/**
 * Catalogue (hand-driven small simulated feed, paused), platform wallet, bets and feed control on one Fastify
 * instance over a real database, with a recording publisher.
 */
export async function betsHarness(
  db: Db,
  engine?: BetsOptions['engine'],
  options: Pick<BetsOptions, 'sweepEveryMs'> = {},
): Promise<BetsHarness> {
  let now = Date.parse('2026-11-21T12:00:00Z');
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const config = {
    ...loadConfig({ TOKEN_SECRET: SECRET, SIM_SEED: '11', SIM_CONTROL: '1' } as unknown as NodeJS.ProcessEnv),
    locales: ['en'],
  };
  const ctx: AppContext = { config, db, clock };
  // As buildApp does: the operator's currencies and exchange rates (the money limits convert with them, RG8).
  await applyOperatorCurrencies(db, config.operator);
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const publisher = createRecordingPublisher();
  const catalogue = await registerCatalogue(app, ctx, {
    publisher,
    startFeed: false,
    sim: { betStopMs: 0, size: { prematch: 90, live: 3, races: 1 } },
  });
  const platform = registerPlatform(app, ctx, {
    publisher,
    playerLanguages: everyLocale(ctx),
    settings: { logOutbox: false },
  });
  const jackpots = await registerJackpots(app, ctx, { publisher, wallet: platform.wallet, foldEveryMs: 0 });
  const bonusesRef: { deps: BonusesDeps | null } = { deps: null };
  const bets = await registerBets(app, ctx, {
    onBetsSettled: [farmingListener(ctx, bonusesRef)],
    publisher,
    playerLanguages: everyLocale(ctx),
    prices: catalogue.prices,
    onMatchSettled: catalogue.onMatchSettled,
    wallet: platform.wallet,
    customMarkets: customMarketsFromCatalogue(catalogue.model),
    ...(engine ? { engine } : {}),
    // Off unless a test asks: tests that settle by hand must not race a sweep.
    sweepEveryMs: options.sweepEveryMs ?? 0,
  });
  registerSimRoutes(app, catalogue.feed, catalogue.sim, clock);
  bonusesRef.deps = registerBonuses(app, ctx, { publisher, playerLanguages: everyLocale(ctx) });
  await app.ready();
  await catalogue.feed.exclusive(async () => catalogue.sim.pause());
  return {
    app,
    db,
    catalogue,
    bets,
    jackpots,
    published: publisher.published,
    clock,
    async close() {
      await app.close();
    },
  };
}

let emailSeq = 0;

/** A player with an EUR account holding `balance` minor units (paid in through the ledger), and a bearer token. */
export async function createPlayer(
  db: Db,
  balance: number,
  opts: { pve?: boolean; status?: string } = {},
): Promise<{ id: number; token: string }> {
  const res = await db.query<{ id: unknown }>(
    `INSERT INTO players (email, currency, serasa_pve, user_account_status, created_at)
     VALUES ($1, 'EUR', $2, $3, now()) RETURNING id`,
    [`p${Date.now()}-${emailSeq++}-${Math.random()}@example.com`, opts.pve ?? false, opts.status ?? 'active'],
  );
  const id = Number(res.rows[0]!.id);
  await openAccount(db, id, 'EUR', balance);
  const token = await bearerForNewSession(db, SECRET, id, Math.floor(Date.parse('2027-01-01') / 1000));
  return { id, token };
}

/** Opens the player's account in `currency` holding `balance` minor units (paid in through the ledger). */
export async function openAccount(
  db: Db,
  playerId: number,
  currency: string,
  balance: number,
): Promise<void> {
  await db.query(`INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, $2, now())`, [
    playerId,
    currency,
  ]);
  if (balance > 0)
    await db.transaction((tx) =>
      credit(tx, {
        playerId,
        currency,
        amount: balance,
        reason: 'deposit',
        reference: `test:${playerId}`,
        idempotencyKey:
          currency === 'EUR' ? `test-deposit:${playerId}` : `test-${currency.toLowerCase()}:${playerId}`,
      }),
    );
}

/** Sets the player's daily `type` limit to `amount` (in `currency`, an account of the player's) at the harness's now. */
export const setDailyLimit = (
  h: Pick<BetsHarness, 'db' | 'clock'>,
  playerId: number,
  type: 'wager' | 'loss',
  amount: number,
  currency = 'EUR',
) =>
  h.db.transaction((tx) =>
    setUserLimit(tx, { id: playerId, currency }, { type, period: 'day', amount, currency }, h.clock.now(), 0),
  );

/** Issues a bonus to a player through the simulator's control call (POST /api/sim/bonuses, by e-mail). */
export async function issueSimBonus(
  h: Pick<BetsHarness, 'app' | 'db'>,
  playerId: number,
  body: Record<string, unknown>,
): Promise<{ id: string; type: string }> {
  const email = (await h.db.query<{ email: string }>('SELECT email FROM players WHERE id = $1', [playerId]))
    .rows[0]!.email;
  const res = await inject(h.app, 'POST', '/api/sim/bonuses', null, { email, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; type: string };
}

/** How many bets the player has, of any status. */
export async function betCount(db: Db, playerId: number): Promise<number> {
  const res = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM bets WHERE player_id = $1', [
    playerId,
  ]);
  return Number(res.rows[0]!.n);
}

export async function balanceOf(db: Db, playerId: number): Promise<number> {
  const res = await db.query<{ balance: unknown }>(
    `SELECT balance FROM accounts WHERE player_id = $1 AND currency = 'EUR'`,
    [playerId],
  );
  return Number(res.rows[0]!.balance);
}

/** Prematch matches (status 0) of the regular provider that have the bet-builder markets. */
export function bettableMatches(catalogue: Catalogue): MatchState[] {
  return [...catalogue.model.matches.values()]
    .filter((m) => m.status === 0 && catalogue.model.sportOf(m).provider === 'betradar')
    .filter((m) => catalogue.model.market(m.id, 1, '') && catalogue.model.market(m.id, 18, 'total=2.5'))
    .sort((a, b) => a.id - b.id);
}

export function marketOf(
  catalogue: Catalogue,
  matchId: number,
  marketId: number,
  specifier = '',
): MarketState {
  const m = catalogue.model.market(matchId, marketId, specifier);
  if (!m) throw new Error(`no market ${matchId}/${marketId}/${specifier}`);
  return m;
}

/**
 * The first bettable match from index `from` on whose 1x2 market has an outcome priced within [min, max]
 * (thousandths): the match, the outcome, its selection, and `next`, the index after the match (a suite's next
 * fresh match).
 */
export function pricedOutcome(catalogue: Catalogue, from: number, min = 1500, max = 6000) {
  for (let i = from; ; i++) {
    const m = bettableMatches(catalogue)[i]!;
    const o = marketOf(catalogue, m.id, 1).outcomes.find((x) => x.odds >= min && x.odds <= max);
    if (o) return { m, o, s: sel(catalogue, m.id, 1, o.id), next: i + 1 };
  }
}

/** A selection at its current price, as the slip sends it. */
export function sel(
  catalogue: Catalogue,
  matchId: number,
  marketId: number,
  outcomeId: string,
  specifier = '',
) {
  const market = marketOf(catalogue, matchId, marketId, specifier);
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) throw new Error(`no outcome ${outcomeId}`);
  return {
    match_id: matchId,
    market_id: marketId,
    specifier,
    outcome_id: outcomeId,
    odds: outcome.odds / 1000,
  };
}

export function inject(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** Places one EUR single or combo of `selections` (201 expected) and answers the placed bet as `T`. */
export async function placeBet<T>(
  app: FastifyInstance,
  token: string,
  selections: ReturnType<typeof sel>[],
  stake = 1000,
): Promise<T> {
  const res = await inject(app, 'POST', BETS_BASE, token, {
    bets: [{ stake: { value: stake, currency: 'EUR' }, selections }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0] as T;
}

const CODES = new Set<string | number>(Object.values(ERRORS).map((e) => e.code));

export function expectError(res: LightMyRequestResponse, status: number, code?: string | number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(CODES.has(body.code)).toBe(true);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

/** Inserts the feed's result rows for outcomes (as the catalogue's settlement writes them). */
export async function writeResults(
  db: Db,
  matchId: number,
  rows: {
    marketId: number;
    specifier?: string;
    outcomeId: string;
    result: 0 | 1;
    voidFactor?: string;
    deadHeat?: string;
  }[],
): Promise<void> {
  for (const r of rows)
    await db.query(
      `INSERT INTO outcome_results (match_id, market_id, specifier, outcome_id, result, void_factor, dead_heat_factor, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7::text, now())
       ON CONFLICT (match_id, market_id, specifier, outcome_id) DO UPDATE SET result = EXCLUDED.result,
         void_factor = EXCLUDED.void_factor, dead_heat_factor = EXCLUDED.dead_heat_factor`,
      [matchId, r.marketId, r.specifier ?? '', r.outcomeId, r.result, r.voidFactor ?? '0', r.deadHeat ?? '1'],
    );
}
