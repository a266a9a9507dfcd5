import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ErrorName } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';

/** At most `points` actions per `durationSeconds` (a fixed window from the first action). */
export interface Rule {
  points: number;
  durationSeconds: number;
}

/** Limits per client IP and per account for one kind of action. */
export interface RulePair {
  perIp: Rule;
  perAccount: Rule;
}

export type LimitedAction = 'signUp' | 'messages' | 'bets' | 'deposits';

export interface AbuseLimitSettings {
  /**
   * 'postgres' (default): counters in the rate_limits table, so limits hold across every server node without
   * Redis. 'memory': per process, only for an explicitly single-node deployment (RATE_LIMIT_STORE=memory).
   */
  store: 'postgres' | 'memory';
  /** Sign-up (each one costs an argon2id hash): per IP and per e-mail. */
  signUp: RulePair;
  /** Every route that sends an e-mail or SMS (reset, confirmation, unlock, phone codes): per IP and per recipient. */
  messages: RulePair;
  /** Bet placement: per IP and per player. */
  bets: RulePair;
  /** Deposits: per IP and per player. */
  deposits: RulePair;
  signIn: {
    /** Failed sign-ins per client IP per window, across accounts: slows credential stuffing. */
    maxFailuresPerIp: number;
    windowSeconds: number;
    /** Failures of one account from one IP that cost nothing; each further one blocks that pair for a delay. */
    freeFailuresPerAccountIp: number;
    /** The delay doubles from 1 s with every further failure, up to this. */
    maxDelaySeconds: number;
  };
}

const HOUR = 3600;

export const DEFAULT_ABUSE_LIMITS: AbuseLimitSettings = {
  store: 'postgres',
  signUp: { perIp: { points: 10, durationSeconds: HOUR }, perAccount: { points: 3, durationSeconds: HOUR } },
  messages: {
    perIp: { points: 20, durationSeconds: HOUR },
    perAccount: { points: 5, durationSeconds: HOUR },
  },
  bets: { perIp: { points: 300, durationSeconds: 10 }, perAccount: { points: 30, durationSeconds: 10 } },
  deposits: {
    perIp: { points: 60, durationSeconds: HOUR },
    perAccount: { points: 20, durationSeconds: HOUR },
  },
  signIn: {
    maxFailuresPerIp: 100,
    windowSeconds: 15 * 60,
    freeFailuresPerAccountIp: 3,
    maxDelaySeconds: 15 * 60,
  },
};

export type AbuseLimitOverrides = Partial<Omit<AbuseLimitSettings, LimitedAction | 'signIn'>> & {
  [A in LimitedAction]?: { perIp?: Partial<Rule>; perAccount?: Partial<Rule> };
} & { signIn?: Partial<AbuseLimitSettings['signIn']> };

/** Tests whose subject is something else (fuzzers, flows that repeat one call): limits out of the way. */
export const UNLIMITED_ABUSE: AbuseLimitOverrides = (() => {
  const wide = { perIp: { points: 1e9 }, perAccount: { points: 1e9 } };
  return {
    signUp: wide,
    messages: wide,
    bets: wide,
    deposits: wide,
    signIn: { maxFailuresPerIp: 1e9, freeFailuresPerAccountIp: 1e9 },
  };
})();

export function resolveAbuseLimits(o: AbuseLimitOverrides = {}): AbuseLimitSettings {
  const d = DEFAULT_ABUSE_LIMITS;
  const pair = (a: LimitedAction): RulePair => ({
    perIp: { ...d[a].perIp, ...o[a]?.perIp },
    perAccount: { ...d[a].perAccount, ...o[a]?.perAccount },
  });
  return {
    store: o.store ?? d.store,
    signUp: pair('signUp'),
    messages: pair('messages'),
    bets: pair('bets'),
    deposits: pair('deposits'),
    signIn: { ...d.signIn, ...o.signIn },
  };
}

/**
 * RATE_LIMIT_STORE=memory|postgres and RATE_LIMIT_{SIGN_UP|MESSAGES|BETS|DEPOSITS}_PER_{IP|ACCOUNT}="points/seconds"
 * (e.g. RATE_LIMIT_BETS_PER_ACCOUNT=100/10), SIGN_IN_MAX_FAILURES_PER_IP, SIGN_IN_FREE_FAILURES.
 */
export function abuseLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): AbuseLimitOverrides {
  const out: AbuseLimitOverrides = {};
  if (env.RATE_LIMIT_STORE === 'memory' || env.RATE_LIMIT_STORE === 'postgres')
    out.store = env.RATE_LIMIT_STORE;
  const names: Record<LimitedAction, string> = {
    signUp: 'SIGN_UP',
    messages: 'MESSAGES',
    bets: 'BETS',
    deposits: 'DEPOSITS',
  };
  for (const [action, name] of Object.entries(names) as [LimitedAction, string][]) {
    for (const [scope, suffix] of [
      ['perIp', 'IP'],
      ['perAccount', 'ACCOUNT'],
    ] as const) {
      const m = /^(\d+)\/(\d+)$/.exec(env[`RATE_LIMIT_${name}_PER_${suffix}`] ?? '');
      if (m)
        out[action] = { ...out[action], [scope]: { points: Number(m[1]), durationSeconds: Number(m[2]) } };
    }
  }
  const perIp = Number(env.SIGN_IN_MAX_FAILURES_PER_IP);
  const free = Number(env.SIGN_IN_FREE_FAILURES);
  if (Number.isInteger(perIp) && perIp > 0) out.signIn = { ...out.signIn, maxFailuresPerIp: perIp };
  if (Number.isInteger(free) && free >= 0) out.signIn = { ...out.signIn, freeFailuresPerAccountIp: free };
  return out;
}

/** rate-limiter-flexible's PostgreSQL store speaks pg's query({text, values}); our Db (pg or PGlite) adapts. */
function storeClient(db: Queryable) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const res = await db.query<Record<string, unknown>>(q.text, q.values ?? []);
      return { rows: res.rows, rowCount: res.rows.length };
    },
  };
}

/** Account keys (e-mails, phone numbers) are stored only as their SHA-256. */
const accountKey = (account: string | number): string =>
  createHash('sha256').update(String(account).toLowerCase()).digest('hex');

const retryAfterSeconds = (msBeforeNext: number): number => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** A 429 with Retry-After (the error handler sends err.retryAfterSeconds as the header). */
export function limitedError(name: ErrorName, msBeforeNext: number): AppError {
  const err = new AppError(name, { retry_after_seconds: retryAfterSeconds(msBeforeNext) });
  err.retryAfterSeconds = retryAfterSeconds(msBeforeNext);
  return err;
}

export interface AbuseLimits {
  readonly settings: AbuseLimitSettings;
  /** Counts one action for the IP and (when known) the account; over either limit → 429 rate_limited. */
  consume(action: LimitedAction, ip: string, account?: string | number): Promise<void>;
  signIn: {
    /** Before checking a password: 429 sign_in_rate_limited if the IP or the account+IP pair is held back. */
    check(ip: string, account: string): Promise<void>;
    /** After a wrong password: counts it for the IP and the pair; past the free failures the pair waits longer. */
    failed(ip: string, account: string): Promise<void>;
    /** After the right password: the pair starts afresh. */
    succeeded(ip: string, account: string): Promise<void>;
  };
}

export function createAbuseLimits(db: Queryable, settings: AbuseLimitSettings): AbuseLimits {
  const client = storeClient(db);
  const limiter = (keyPrefix: string, rule: Rule): RateLimiterAbstract =>
    settings.store === 'memory'
      ? new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds })
      : new RateLimiterPostgres({
          storeClient: client,
          storeType: 'client',
          tableName: 'rate_limits',
          tableCreated: true, // migration 0520
          clearExpiredByTimeout: false, // expired rows are overwritten in place by the upsert
          keyPrefix,
          points: rule.points,
          duration: rule.durationSeconds,
        });

  const pairs = {} as Record<LimitedAction, { ip: RateLimiterAbstract; account: RateLimiterAbstract }>;
  for (const action of ['signUp', 'messages', 'bets', 'deposits'] as const) {
    pairs[action] = {
      ip: limiter(`${action}:ip`, settings[action].perIp),
      account: limiter(`${action}:acct`, settings[action].perAccount),
    };
  }
  const s = settings.signIn;
  const signInIp = limiter('signIn:ip', { points: s.maxFailuresPerIp, durationSeconds: s.windowSeconds });
  // Consecutive failures of one account from one IP, remembered for a day.
  const pairFailures = limiter('signIn:pair', { points: 1_000_000, durationSeconds: 24 * HOUR });
  // The pair's current wait: one point, blocked for the growing delay.
  const pairWait = limiter('signIn:wait', { points: 1, durationSeconds: 1 });

  async function consumeOne(l: RateLimiterAbstract, key: string, name: ErrorName): Promise<void> {
    try {
      await l.consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw limitedError(name, err.msBeforeNext);
      throw err;
    }
  }

  return {
    settings,
    async consume(action, ip, account) {
      await consumeOne(pairs[action].ip, ip, 'rate_limited');
      if (account !== undefined) await consumeOne(pairs[action].account, accountKey(account), 'rate_limited');
    },
    signIn: {
      async check(ip, account) {
        const byIp = await signInIp.get(ip);
        if (byIp && byIp.consumedPoints >= s.maxFailuresPerIp)
          throw limitedError('sign_in_rate_limited', byIp.msBeforeNext);
        const wait = await pairWait.get(`${accountKey(account)}:${ip}`);
        if (wait && wait.consumedPoints > 1) throw limitedError('sign_in_rate_limited', wait.msBeforeNext);
      },
      async failed(ip, account) {
        const pair = `${accountKey(account)}:${ip}`;
        await signInIp.penalty(ip, 1);
        const failures = (await pairFailures.penalty(pair, 1)).consumedPoints;
        const over = failures - s.freeFailuresPerAccountIp;
        if (over >= 1) await pairWait.block(pair, Math.min(2 ** (over - 1), s.maxDelaySeconds));
      },
      async succeeded(ip, account) {
        const pair = `${accountKey(account)}:${ip}`;
        await pairFailures.delete(pair);
        await pairWait.delete(pair);
      },
    },
  };
}
