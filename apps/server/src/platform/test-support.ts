import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { parseOperatorConfig, type OperatorConfigInput } from '@slipstream/contract/operator';
import { ERRORS, apiErrorSchema } from '@slipstream/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { openTestDb } from '../db/test-db';
import { installErrorHandling } from '../http/error-handler';
import { createRecordingPublisher } from '../push/publisher';
import { CSRF_HEADER } from '../security/web-sessions';
import { applyOperatorCurrencies } from '../operator/operator-currencies';
import { registerPlatform, type PlatformServices } from './register-platform';
import type { PlatformSettingsOverrides } from './settings';
import { everyLocale } from '../testing/every-locale';

export const DEMO = { email: 'demo@example.com', password: 'demo-password-123' };
export const START_MS = Date.UTC(2026, 0, 5, 12, 0, 0);

/** A controllable clock: tests move time instead of sleeping. */
export function testClock(startMs = START_MS) {
  let now = startMs;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface PlatformHarness {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  clock: ReturnType<typeof testClock>;
  platform: PlatformServices;
  published: ReturnType<typeof createRecordingPublisher>['published'];
  close(): Promise<void>;
}

/** The Platform API alone on a fresh test database, with a recording publisher and a test clock. */
export async function openPlatformHarness(
  kind: 'pglite' | 'postgres',
  settings: PlatformSettingsOverrides = {},
  /** The operator's configuration (the shipped default when left out). */
  operator?: OperatorConfigInput,
  options: Pick<Parameters<typeof registerPlatform>[2], 'exclusionRegister'> = {},
): Promise<PlatformHarness> {
  const db = await openTestDb(kind);
  const clock = testClock();
  const ctx: AppContext = {
    config: {
      // sessions that outlive the tests' clock jumps (their own lifetime is tested on a whole server: deploy/)
      ...loadConfig({
        TOKEN_SECRET: 'test-secret',
        NODE_ENV: 'test',
        SESSION_MAX_AGE_SECONDS: String(10 * 365 * 86_400),
      }),
      locales: ['en', 'br'],
      ...(operator ? { operator: parseOperatorConfig(operator) } : {}),
    },
    db,
    clock,
  };
  // As buildApp does: the operator's currencies and exchange rates (the money limits convert with them, RG8).
  await applyOperatorCurrencies(db, ctx.config.operator);
  const app = Fastify({ logger: false, trustProxy: true });
  installErrorHandling(app);
  const publisher = createRecordingPublisher();
  const platform = registerPlatform(app, ctx, {
    publisher,
    playerLanguages: everyLocale(ctx),
    settings: { logOutbox: false, ...settings },
    ...options,
  });
  await app.ready();
  return {
    app,
    db,
    ctx,
    clock,
    platform,
    published: publisher.published,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The platform harness of a suite: opened before its tests with `settings`, handed to `assign` (which may go on
 * to sign in or take a baseline), closed after them. Usage: `platformSuite(kind, {}, (opened) => (h = opened));`
 */
export function platformSuite(
  kind: 'pglite' | 'postgres',
  settings: PlatformSettingsOverrides,
  assign: (opened: PlatformHarness) => unknown,
  timeoutMs?: number,
): void {
  let opened: PlatformHarness | undefined;
  beforeAll(async () => {
    opened = await openPlatformHarness(kind, settings);
    await assign(opened);
  }, timeoutMs);
  afterAll(async () => {
    await opened?.close();
  });
}

/** A bare player (signed up by no one) with an empty `currency` account, such as a transfer's counterparty: its id. */
export async function insertPlayerWithAccount(db: Db, email: string, currency: string): Promise<number> {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO players (email, currency, created_at) VALUES ($1, $2, now()) RETURNING id`,
    [email, currency],
  );
  const id = Number(inserted.rows[0]!.id);
  await db.query(`INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, $2, now())`, [
    id,
    currency,
  ]);
  return id;
}

/** A browser stand-in: keeps the cookies the server sets and echoes the CSRF token on writes, like the web app. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '198.51.100.7',
  ) {}

  get csrf(): string | undefined {
    return this.cookies.get('slipstream_csrf');
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.csrf !== false && this.csrf && options.method !== 'GET') headers[CSRF_HEADER] = this.csrf;
    const { csrf: _csrf, ...rest } = options;
    const res = await this.app.inject({ remoteAddress: this.ip, ...rest, headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  signIn(email = DEMO.email, password = DEMO.password): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { user: { email, password } },
    });
  }

  signUp(
    email: string,
    password = 'correct horse battery',
    currency = 'EUR',
  ): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      payload: { user: { email, password, currency } },
    });
  }
}

const CATALOGUE_CODES = new Set<string | number>(Object.values(ERRORS).map((e) => e.code));

/** Asserts an error answer: the status, a body of the error schema, and a code from the one catalogue. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(CATALOGUE_CODES.has(body.code)).toBe(true);
  if (code !== undefined) expect(body.code).toBe(code);
}

export function isCatalogueCode(code: unknown): boolean {
  return (typeof code === 'string' || typeof code === 'number') && CATALOGUE_CODES.has(code);
}

/** Latest outbox message to a recipient (the e-mails and SMS the product would send). */
export async function lastOutbox(
  db: Db,
  recipient: string,
  kind?: string,
): Promise<{ kind: string; body: string; payload: Record<string, string> } | undefined> {
  const res = await db.query<{ kind: string; body: string; payload: Record<string, string> }>(
    `SELECT kind, body, payload FROM outbox WHERE recipient = $1 AND ($2::text IS NULL OR kind = $2)
     ORDER BY id DESC LIMIT 1`,
    [recipient, kind ?? null],
  );
  return res.rows[0];
}

/** Every player account's cached balance next to the sum of its ledger entries, and the ledger's grand totals. */
export async function ledgerAudit(db: Db): Promise<{
  mismatches: { id: number; balance: number; sum: number }[];
  unbalancedTransactions: number;
  balances: Record<string, number>;
}> {
  const mismatches = await db.query<{ id: number; balance: number; sum: number }>(
    `SELECT a.id, a.balance, coalesce(sum(e.amount), 0)::bigint AS sum
       FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.player_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const unbalanced = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM (
       SELECT transaction_id, currency FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0
     ) x`,
  );
  const balances = await db.query<{ key: string; balance: number }>(
    `SELECT coalesce(player_id::text, system_key) || ':' || currency AS key, balance FROM accounts ORDER BY id`,
  );
  return {
    mismatches: mismatches.rows,
    unbalancedTransactions: unbalanced.rows[0]!.n,
    balances: Object.fromEntries(balances.rows.map((r) => [r.key, Number(r.balance)])),
  };
}
