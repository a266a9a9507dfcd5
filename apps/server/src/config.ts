import { createHmac, randomBytes } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hostname } from 'node:os';
import type { OperatorConfig } from '@slipstream/contract/operator';
import { DEFAULT_OPERATOR_CONFIG_PATH, loadOperatorConfig } from './operator/load-operator-config';
import { repoPath } from './repo-files';
import type { UofSettings } from './feed/uof/uof-feed';

/** Everything the server reads from its environment (API.md "Environment"), parsed once at start. */
export interface ServerConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  simSeed: number;
  simSpeed: number;
  /** Feed control (/api/sim): SIM_CONTROL=1, and never in production unless DEMO=1. */
  simControl: boolean;
  /**
   * Demo mode (API.md "Modes and deployment"): the demo player, demo payments and demo promo codes exist.
   * On by default; NODE_ENV=production turns it off unless DEMO=1.
   */
  demo: boolean;
  /** NODE_ENV=production: HSTS, Secure cookies, no outbox printing, demo off unless DEMO=1. */
  production: boolean;
  /** Which peers may set X-Forwarded-*: false (none, the default), a hop count, or proxy addresses/CIDRs. */
  trustProxy: TrustProxy;
  /** PUBLIC_ORIGIN: the canonical origin (links, page head, CSRF's own-origin check); wins over Host. */
  publicOrigin: string | undefined;
  /** Signs and verifies sportsbook bearer tokens (never shared with anyone). */
  tokenSecret: string;
  /**
   * Signs push connection and subscription tokens: the HMAC key shared with Centrifugo
   * (PUSH_TOKEN_SECRET), by default derived from tokenSecret so the two keys always differ.
   */
  pushTokenSecret: string;
  /** METRICS_TOKEN: when set, GET /metrics needs `Authorization: Bearer <it>` (else it is open to whoever reaches it). */
  metricsToken: string | undefined;
  centrifugo: { apiUrl: string; apiKey: string; wsUrl: string | undefined } | undefined;
  sentryDsn: string | undefined;
  /** OPERATOR_CONFIG, else the repository's config/operator.default.json (docs/OPERATOR.md). */
  operatorConfigPath: string;
  /** The operator's configuration, validated at start (SPEC.md OP1). */
  operator: OperatorConfig;
  /**
   * Locales whose push channels are published (public:{lang}); the first is the default. The operator's
   * `locales.available`, unless LOCALES (comma-separated) is set.
   */
  locales: string[];
  /**
   * Cluster mode (REDIS_URL, needs DATABASE_URL): several identical nodes; one leads the feed (PostgreSQL
   * advisory lock), push streams and cross-node events go through Redis under `prefix` (REDIS_PREFIX).
   */
  cluster: { redisUrl: string; prefix: string; nodeId: string } | undefined;
  /**
   * Rows a player may keep (docs/SECURITY.md DEP-STORE): votes (one per prediction; a new prediction past the cap is
   * refused, VOTES_MAX_PER_PLAYER) and share codes (an identical slip reuses its code; past the cap the oldest
   * goes, SHARE_CODES_MAX_PER_PLAYER) and favourites (per kind, matches or tournaments; a new star past the cap is
   * refused, FAVOURITES_MAX_PER_PLAYER).
   */
  storageQuotas: { votesPerPlayer: number; shareCodesPerPlayer: number; favouritesPerPlayer: number };
  /**
   * Browser sessions end by themselves (docs/SECURITY.md DEP-SESSION): at most `maxAgeSeconds` after sign-in
   * (SESSION_MAX_AGE_SECONDS, 12 h), and, when the operator sets SESSION_IDLE_SECONDS, once unused that long.
   */
  sessions: { maxAgeSeconds: number; idleSeconds: number | null };
  /**
   * Where the catalogue, prices and results come from (API.md "Real odds feed"): FEED=sim (default) the
   * simulator, FEED=uof a Unified Odds Feed broker and Sports API (UOF_* settings).
   */
  feed: { kind: 'sim' } | { kind: 'uof'; uof: UofSettings };
}

/** false, a hop count, or a list of addresses/CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal). */
export type TrustProxy = false | number | string[];

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : repoPath('.data');
  const centrifugoApiUrl = env.CENTRIFUGO_API_URL;
  const production = env.NODE_ENV === 'production';
  const demo = !production || env.DEMO === '1';
  const tokenSecret = env.TOKEN_SECRET || persistedSecret(dataDir);
  const redisUrl = env.REDIS_URL || undefined;
  const operatorConfigPath = env.OPERATOR_CONFIG
    ? resolve(env.OPERATOR_CONFIG)
    : DEFAULT_OPERATOR_CONFIG_PATH;
  const operator = loadOperatorConfig(operatorConfigPath);
  const localesFromEnv = (env.LOCALES ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  // Nodes sharing PGlite files would each have their own database: a cluster needs a real PostgreSQL.
  if (redisUrl && !env.DATABASE_URL)
    throw new Error('REDIS_URL (cluster mode) needs DATABASE_URL: every node must share one PostgreSQL');
  return {
    port: intFrom(env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    simSeed: intFrom(env.SIM_SEED, 42),
    simSpeed: numberFrom(env.SIM_SPEED, 1),
    simControl: env.SIM_CONTROL === '1' && demo,
    demo,
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    tokenSecret,
    metricsToken: env.METRICS_TOKEN || undefined,
    pushTokenSecret:
      env.PUSH_TOKEN_SECRET ||
      createHmac('sha256', tokenSecret).update('slipstream push tokens').digest('hex'),
    centrifugo: centrifugoApiUrl
      ? { apiUrl: centrifugoApiUrl, apiKey: env.CENTRIFUGO_API_KEY ?? '', wsUrl: env.CENTRIFUGO_WS_URL }
      : undefined,
    sentryDsn: env.SENTRY_DSN || undefined,
    sessions: {
      maxAgeSeconds: positiveIntFrom(env, 'SESSION_MAX_AGE_SECONDS', 12 * 3600),
      idleSeconds:
        env.SESSION_IDLE_SECONDS === '0' ? null : positiveIntFrom(env, 'SESSION_IDLE_SECONDS', 0) || null,
    },
    storageQuotas: {
      votesPerPlayer: positiveIntFrom(env, 'VOTES_MAX_PER_PLAYER', 1000),
      shareCodesPerPlayer: positiveIntFrom(env, 'SHARE_CODES_MAX_PER_PLAYER', 200),
      favouritesPerPlayer: positiveIntFrom(env, 'FAVOURITES_MAX_PER_PLAYER', 200),
    },
    operatorConfigPath,
    operator,
    locales: localesFromEnv.length ? localesFromEnv : [...operator.locales.available],
    feed: feedFrom(env),
    cluster: redisUrl
      ? {
          redisUrl,
          prefix: env.REDIS_PREFIX || 'slipstream:',
          nodeId: env.NODE_ID || `${hostname()}:${process.pid}`,
        }
      : undefined,
  };
}

/** FEED and the UOF_* settings; FEED=uof without UOF_API_URL is a start error (the adapter needs the Sports API). */
export function feedFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig['feed'] {
  const kind = env.FEED || 'sim';
  if (kind === 'sim') return { kind };
  if (kind !== 'uof') throw new Error(`FEED must be sim or uof, not ${kind}`);
  const apiUrl = env.UOF_API_URL;
  if (!apiUrl) throw new Error('FEED=uof needs UOF_API_URL (the Sports API base)');
  new URL(apiUrl); // a malformed URL stops the start
  const nodeId = intFrom(env.UOF_NODE_ID, 1);
  if (nodeId < 1) throw new Error('UOF_NODE_ID must be a positive integer');
  return {
    kind,
    uof: {
      amqpUrl: env.UOF_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672/',
      exchange: env.UOF_EXCHANGE || 'unifiedfeed',
      apiUrl,
      accessToken: env.UOF_ACCESS_TOKEN ?? '',
      nodeId,
      inactivitySeconds: numberFrom(env.UOF_INACTIVITY_SECONDS, 20),
    },
  };
}

/**
 * TRUST_PROXY: unset (or "false"/"0") trusts no forwarded header; a positive integer trusts that many proxy hops;
 * anything else is a comma-separated list of proxy addresses or CIDRs. "true" is refused: it would let every
 * client choose its own IP and defeat every per-IP limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error('TRUST_PROXY=true would trust any client: give a hop count or the proxy addresses/CIDRs');
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  proxyAddr.compile(list); // throws on an invalid address or CIDR: a typo must stop the start, not trust nobody
  return list;
}

/** The trust function proxy-addr (and so Fastify) applies: which hops' forwarded headers count. */
export function trustFunction(trust: TrustProxy): (addr: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

function parsePublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value); // throws on a malformed origin: a start error, not a silent fallback
  return url.origin;
}

/** A generated HMAC key, kept under DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

/** A positive integer setting; anything else stops the start (a typo must not turn a quota off). */
function positiveIntFrom(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name}=${value}: expected a positive integer`);
  return n;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
