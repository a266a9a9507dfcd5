import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ErrorName } from '@slipstream/contract';
import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { addressKey } from './address-key';
import { rateLimitStoreClient } from './rate-limit-store-client';

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

export type LimitedAction = 'signUp' | 'messages' | 'bets' | 'deposits' | 'votes' | 'shareCodes';

export type AbuseLimitStore = 'postgres' | 'memory' | 'redis';
const STORES: readonly string[] = ['postgres', 'memory', 'redis'] satisfies AbuseLimitStore[];

export interface AbuseLimitSettings {
  /**
   * Where the counters live (RATE_LIMIT_STORE). Unset: 'redis' in cluster mode (REDIS_URL), else 'postgres'.
   * 'postgres': the rate_limits table (unlogged, 0610), shared by every node on the database. 'redis': the
   * cluster's Redis (one Lua script a counter, no PostgreSQL write), each node falling back to counters in its own
   * memory while Redis is unreachable. 'memory': per process, only for an explicitly single-node deployment.
   */
  store?: AbuseLimitStore;
  /** Sign-up (each one costs an argon2id hash): per IP and per e-mail. */
  signUp: RulePair;
  /** Every route that sends an e-mail or SMS (reset, confirmation, unlock, phone codes): per IP and per recipient. */
  messages: RulePair;
  /** Bet placement: per IP and per player. */
  bets: RulePair;
  /** Deposits: per IP and per player. */
  deposits: RulePair;
  /** Votes cast (POST /vote): per IP and per player. */
  votes: RulePair;
  /** Share codes made (POST /bets/share-code): per IP and per player. */
  shareCodes: RulePair;
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
  votes: { perIp: { points: 120, durationSeconds: 60 }, perAccount: { points: 30, durationSeconds: 60 } },
  shareCodes: {
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
    votes: wide,
    shareCodes: wide,
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
    ...(o.store ? { store: o.store } : {}),
    signUp: pair('signUp'),
    messages: pair('messages'),
    bets: pair('bets'),
    deposits: pair('deposits'),
    votes: pair('votes'),
    shareCodes: pair('shareCodes'),
    signIn: { ...d.signIn, ...o.signIn },
  };
}

/**
 * RATE_LIMIT_STORE=memory|postgres|redis and
 * RATE_LIMIT_{SIGN_UP|MESSAGES|BETS|DEPOSITS|VOTES|SHARE_CODES}_PER_{IP|ACCOUNT}="points/seconds"
 * (e.g. RATE_LIMIT_BETS_PER_ACCOUNT=100/10), SIGN_IN_MAX_FAILURES_PER_IP, SIGN_IN_FREE_FAILURES.
 */
export function abuseLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): AbuseLimitOverrides {
  const out: AbuseLimitOverrides = {};
  const store = env.RATE_LIMIT_STORE;
  if (store !== undefined && store !== '') {
    if (!STORES.includes(store))
      throw new Error(`RATE_LIMIT_STORE=${store}: expected one of ${STORES.join(', ')}`);
    out.store = store as AbuseLimitStore;
  }
  const names: Record<LimitedAction, string> = {
    signUp: 'SIGN_UP',
    messages: 'MESSAGES',
    bets: 'BETS',
    deposits: 'DEPOSITS',
    votes: 'VOTES',
    shareCodes: 'SHARE_CODES',
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

/**
 * Account keys (e-mails, phone numbers) are stored only as their SHA-256. Client addresses are counted by
 * addressKey: an IPv6 /64 is one address (docs/SECURITY.md DEP-PROXY-6).
 */
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
  /** Where the counters live (settings.store, or the deployment's default). */
  readonly store: AbuseLimitStore;
  /** Counts one action for the IP and (when known) the account; over either limit → 429 rate_limited. */
  consume(action: LimitedAction, ip: string, account?: string | number): Promise<void>;
  /**
   * For a message to a recipient (docs/SECURITY.md DEP-MAIL-1): counts it for the IP (over its limit → 429, which
   * depends only on who asks) and for the recipient; over the recipient's limit it answers false (send nothing)
   * instead of a 429 that would tell a stranger, or the owner, that someone else asked.
   */
  consumeForRecipient(action: LimitedAction, ip: string, recipient: string): Promise<boolean>;
  signIn: {
    /**
     * Before checking a password: counts the attempt for the IP and the account+IP pair, atomically; 429
     * sign_in_rate_limited if the IP is over its limit or the pair, past its free attempts, is waiting.
     */
    check(ip: string, account: string): Promise<void>;
    /** After a wrong password: past the free attempts the pair waits 1 s, 2 s, 4 s… before its next one. */
    failed(ip: string, account: string): Promise<void>;
    /** After the right password: the attempt is given back to the IP and the pair starts afresh. */
    succeeded(ip: string, account: string): Promise<void>;
  };
}

/** The cluster's Redis (src/cluster): its command connection and the cluster's key prefix. */
export interface AbuseLimitRedis {
  client: Redis;
  prefix: string;
}

/** The store a deployment uses: the configured one, else Redis in cluster mode, else PostgreSQL. */
export function abuseLimitStore(
  settings: AbuseLimitSettings,
  redis: AbuseLimitRedis | undefined,
): AbuseLimitStore {
  const store = settings.store ?? (redis ? 'redis' : 'postgres');
  if (store === 'redis' && !redis)
    throw new Error('RATE_LIMIT_STORE=redis needs cluster mode (REDIS_URL): there is no Redis to count in');
  return store;
}

export function createAbuseLimits(
  db: Queryable & { kind?: 'pglite' | 'postgres' },
  settings: AbuseLimitSettings,
  redis?: AbuseLimitRedis,
): AbuseLimits {
  const store = abuseLimitStore(settings, redis);
  // PostgreSQL: the counters that arrive together share one statement; PGlite (one in-process connection) has
  // no round trips to share.
  const client = rateLimitStoreClient(db, db.kind === 'postgres');
  const limiter = (keyPrefix: string, rule: Rule): RateLimiterAbstract => {
    const memory = () =>
      new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds });
    if (store === 'memory') return memory();
    if (store === 'redis')
      return new RateLimiterRedis({
        storeClient: redis!.client,
        keyPrefix: `${redis!.prefix}rl:${keyPrefix}`,
        points: rule.points,
        duration: rule.durationSeconds,
        // Redis unreachable: answer at once from this node's own counters (limits per node for that while)
        // instead of holding every limited request in ioredis's offline queue until Redis is back.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory(),
      });
    return new RateLimiterPostgres({
      storeClient: client,
      storeType: 'client',
      tableName: 'rate_limits',
      tableCreated: true, // migration 0520
      clearExpiredByTimeout: false, // expired rows are overwritten in place by the upsert
      keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
    });
  };

  const pairs = {} as Record<LimitedAction, { ip: RateLimiterAbstract; account: RateLimiterAbstract }>;
  for (const action of ['signUp', 'messages', 'bets', 'deposits', 'votes', 'shareCodes'] as const) {
    pairs[action] = {
      ip: limiter(`${action}:ip`, settings[action].perIp),
      account: limiter(`${action}:acct`, settings[action].perAccount),
    };
  }
  const s = settings.signIn;
  // Sign-in attempts per IP (a success gives its point back, so in effect failures are counted).
  const signInIp = limiter('signIn:ip', { points: s.maxFailuresPerIp, durationSeconds: s.windowSeconds });
  // Attempts of one account from one IP since its last success, remembered for a day (counted atomically when
  // the attempt starts, so a burst of concurrent guesses cannot all slip in as "free").
  const pairAttempts = limiter('signIn:pair', { points: 1_000_000, durationSeconds: 24 * HOUR });
  // Past the free attempts, one attempt at a time: a single point, blocked for the growing delay after a failure.
  const pairTurn = limiter('signIn:turn', { points: 1, durationSeconds: 1 });

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
    store,
    async consume(action, clientIp, account) {
      const ip = addressKey(clientIp);
      // Both counters at once: one round trip's wait (on Redis one pipelined write, on PostgreSQL one batched
      // statement). Each counts the attempt whatever the other answers.
      const counted = await Promise.allSettled([
        consumeOne(pairs[action].ip, ip, 'rate_limited'),
        account === undefined
          ? undefined
          : consumeOne(pairs[action].account, accountKey(account), 'rate_limited'),
      ]);
      for (const c of counted) if (c.status === 'rejected') throw c.reason;
    },
    async consumeForRecipient(action, clientIp, recipient) {
      const ip = addressKey(clientIp);
      const [byIp, byRecipient] = await Promise.allSettled([
        consumeOne(pairs[action].ip, ip, 'rate_limited'),
        consumeOne(pairs[action].account, accountKey(recipient), 'rate_limited'),
      ]);
      if (byIp.status === 'rejected') throw byIp.reason;
      if (byRecipient.status === 'fulfilled') return true;
      if (byRecipient.reason instanceof AppError) return false;
      throw byRecipient.reason;
    },
    signIn: {
      async check(clientIp, account) {
        const ip = addressKey(clientIp);
        try {
          await signInIp.consume(ip, 1);
        } catch (err) {
          if (err instanceof RateLimiterRes) throw limitedError('sign_in_rate_limited', err.msBeforeNext);
          throw err;
        }
        const pair = `${accountKey(account)}:${ip}`;
        const attempt = (await pairAttempts.penalty(pair, 1)).consumedPoints;
        if (attempt <= s.freeFailuresPerAccountIp) return;
        try {
          await pairTurn.consume(pair, 1);
        } catch (err) {
          // held back: this attempt neither counts for the pair nor for the IP
          await pairAttempts.reward(pair, 1);
          await signInIp.reward(ip, 1);
          if (err instanceof RateLimiterRes) throw limitedError('sign_in_rate_limited', err.msBeforeNext);
          throw err;
        }
      },
      async failed(clientIp, account) {
        const ip = addressKey(clientIp);
        const pair = `${accountKey(account)}:${ip}`;
        const attempts = (await pairAttempts.get(pair))?.consumedPoints ?? 0;
        const over = attempts - s.freeFailuresPerAccountIp;
        if (over >= 1) await pairTurn.block(pair, Math.min(2 ** (over - 1), s.maxDelaySeconds));
      },
      async succeeded(clientIp, account) {
        const ip = addressKey(clientIp);
        const pair = `${accountKey(account)}:${ip}`;
        await signInIp.reward(ip, 1);
        await pairAttempts.delete(pair);
        await pairTurn.delete(pair);
      },
    },
  };
}
