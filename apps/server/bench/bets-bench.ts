/**
 * Bet placement benchmark on PostgreSQL: single-bet POST /bets with 32 concurrent clients (each its own
 * player and IP, so the figure is the placement path, not one hot account row), with what the server runs around
 * every placement as app.ts wires it (the abuse limits' per-IP and per-account counters before it, in the
 * configured store; the jackpots; the hunting check after it), then the fair baseline on the same
 * server in the same run: pgbench with the same client count at a scale of at least the client count (so its
 * clients do not queue on a few hot branch rows, as the bets side does not), prepared statements
 * (`-M prepared`, as the server's driver reuses its statements), both the built-in tpcb-like script and its
 * `-N` variant (no branch/teller updates). Prints bets/s, p50/p99, pgbench tps and the ratios (targets:
 * bets/s ≥ 50% of tpcb-like tps, p99 ≤ 50 ms), with the load average before and after (no verdict on a
 * busy machine). A third pgbench part replays the server's own place_bets calls, one a transaction
 * (placementCeiling): the placement's database work alone, what the HTTP path could reach without the server's
 * group commit (src/bets/placement-batcher.ts) if the server, HTTP and the abuse-limit counters cost nothing. pgbench's database `bench_pgbench` is created, and initialised again when its scale is
 * smaller than asked (scale 32 ≈ 500 MB, a minute or two to build).
 *
 *   npm run bench -w apps/server -- bets [--seconds 10] [--clients 32] [--scale n] [--pool n] [--request-ids]
 *     [--url postgres://…]
 *
 * --request-ids sends a fresh meta.request_id with every placement, as the web client does.
 */
import { execFileSync, fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { readProcStats, ticksOfCommand, ticksPerSecond } from '../../../bench/cpu-accounting';
import { startLoadGuard } from '../../../bench/load-guard';
import { bearerForNewSession } from '../src/auth/sportsbook-token';
import { farmingListener } from '../src/bonuses/hunting';
import { registerBets } from '../src/bets/register-bets';
import { BETS_BASE, registerCatalogue } from '../src/catalogue/register';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPostgresDb } from '../src/db/postgres-db';
import { installErrorHandling } from '../src/http/error-handler';
import { registerJackpots } from '../src/jackpots/register-jackpots';
import { registerPlatform } from '../src/platform/register-platform';
import { abuseLimitsFromEnv } from '../src/security/abuse-limits';
import { openRedisLink } from '../src/cluster/redis-link';
import { limitBetPlacement } from '../src/security/bet-rate-limit';
import { credit } from '../src/wallet/ledger';
import { PlayerChannels } from '../src/push/player-channels';

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function stringOption(argv: string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
}

/** PostgreSQL's CPU ticks so far (every `postgres` process, the backends its postmaster reaped included). */
function postgresTicks(): number | null {
  const stats = readProcStats();
  return stats ? ticksOfCommand(stats, 'postgres') : null;
}

/** CPU µs per unit of work from a tick count over `units` (null without /proc). */
const microsPer = (ticks: number | null, units: number): number | null =>
  ticks === null || units <= 0 ? null : (ticks / ticksPerSecond() / units) * 1e6;

interface ClientFigures {
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

/** pgbench on PATH (`which pgbench`), else Debian's versioned directory, else null. */
function pgbenchPath(): string | null {
  const which = spawnSync('which', ['pgbench'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  for (const p of [
    '/usr/lib/postgresql/17/bin/pgbench',
    '/usr/lib/postgresql/16/bin/pgbench',
    '/usr/lib/postgresql/15/bin/pgbench',
  ])
    if (existsSync(p)) return p;
  return null;
}

/**
 * The placement's database work alone, one placement a transaction (the ceiling of a server that does not batch
 * placements): pgbench (the same client count,
 * `-M prepared`, each client one of the bench's players) calls place_bets with the very parameters the server
 * sent for that player's first placement (a fresh request id and time each call), in the bench's schema, so
 * PostgreSQL does everything a placement asks of it (limits trigger, jackpot contribution, ledger) and the
 * server, HTTP and abuse-limit counters cost nothing. One primary-key probe a call reads the parameters.
 */
async function placementCeiling(
  bin: string,
  url: string,
  schema: string,
  db: { query: (sql: string, params?: readonly unknown[]) => Promise<unknown> },
  placements: ReadonlyMap<number, readonly unknown[]>,
  seconds: number,
): Promise<PgbenchFigures | null> {
  const players = [...placements.keys()].sort((a, b) => a - b);
  if (players.length === 0) return null;
  await db.query(
    `CREATE TABLE pgb_placements (client integer PRIMARY KEY, player bigint, hash text, client_request boolean,
       mode text, device text, quick boolean, counterparty text, bets jsonb)`,
  );
  await db.query('CREATE SEQUENCE pgb_requests');
  for (const [client, player] of players.entries()) {
    const p = placements.get(player)!;
    await db.query('INSERT INTO pgb_placements VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
      client,
      p[0],
      p[2],
      p[3],
      p[4],
      p[5],
      p[6],
      p[8],
      p[9],
    ]);
  }
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-placements-'));
  const script = join(dir, 'place.sql');
  writeFileSync(
    script,
    `SELECT place_bets(p.player, 'pgb-' || nextval('pgb_requests'), p.hash, p.client_request, p.mode, p.device, ` +
      `p.quick, 1000 * extract(epoch FROM clock_timestamp()), p.counterparty, p.bets) ` +
      `FROM pgb_placements p WHERE p.client = :client_id;\n`,
  );
  try {
    await checkpoint(url);
    return await measurePgbench(bin, url, seconds, players.length, {
      script,
      env: { PGOPTIONS: `-c search_path=${schema}` },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureBets(
  bin: string | null,
  url: string,
  seconds: number,
  clients: number,
  pool: number | undefined,
  requestIds: boolean,
) {
  const schema = `bench_bets_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgresDb({ connectionString: url, schema, ...(pool ? { max: pool } : {}) });
  // The parameters of each player's first place_bets call, as the server sent them: the database-only part
  // replays them (placementCeiling).
  const placements = new Map<number, readonly unknown[]>();
  const query = db.query.bind(db);
  db.query = (sql, params, options) => {
    if (options?.name === 'place_bets' && params && !placements.has(Number(params[0])))
      placements.set(Number(params[0]), params);
    return query(sql, params, options);
  };
  try {
    await migrate(db);
    const config = {
      ...loadConfig({ TOKEN_SECRET: 'bench', SIM_SEED: '42' } as unknown as NodeJS.ProcessEnv),
      locales: ['en'],
    };
    const ctx = { config, db, clock: systemClock };
    // Behind a proxy as in production (TRUST_PROXY), so each client is its own IP to the per-IP limit (players
    // do not share one address; one address for all would make its counter row a hot row no player meets).
    const app = Fastify({ logger: false, trustProxy: true });
    installErrorHandling(app);
    const publisher = { publish: () => undefined };
    const catalogue = await registerCatalogue(app, ctx, { publisher, startFeed: false });
    // The abuse limits as configured (RATE_LIMIT_STORE, default postgres) with only the bets' points raised: each
    // bench client places far more than a player may (30 per 10 s), and a refused request would not do a
    // placement's work. Each placement still consumes its per-IP and per-account points, as app.ts wires it.
    const abuse = abuseLimitsFromEnv(process.env);
    // RATE_LIMIT_STORE=redis measures the cluster's store (REDIS_URL, default the local Redis), as a cluster node
    // wires it: ioredis with auto-pipelining, the counters under a throwaway prefix.
    const redis =
      abuse.store === 'redis'
        ? openRedisLink(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `${schema}:`, (err) =>
            console.error('redis', err),
          )
        : null;
    if (redis) app.addHook('onClose', () => redis.close());
    // As app.ts wires it: each player's events go to the languages it subscribed in (one each here, see below).
    const playerChannels = new PlayerChannels(db, ctx.config.locales);
    const playerLanguages = (playerId: number) => playerChannels.languages(playerId);
    const platform = registerPlatform(app, ctx, {
      publisher,
      playerLanguages,
      ...(redis ? { redis: { client: redis.limits, prefix: redis.prefix } } : {}),
      settings: {
        logOutbox: false,
        abuse: { ...abuse, bets: { perIp: { points: 1e9 }, perAccount: { points: 1e9 } } },
      },
    });
    limitBetPlacement(app, ctx, platform.limits);
    console.log(`abuse-limit counters: ${platform.limits.store} (RATE_LIMIT_STORE)`);
    // As app.ts wires them: the jackpots (the demo jackpot takes EUR bets at odds ≥ 1.5, so every bet here
    // feeds it inside place_bets) with their fold sweep, and the hunting listener after every placement.
    // Leaving them out measured less than a player's placement costs.
    await registerJackpots(app, ctx, { publisher, wallet: platform.wallet });
    await registerBets(app, ctx, {
      onBetsSettled: [farmingListener(ctx)],
      publisher,
      playerLanguages,
      prices: catalogue.prices,
      onMatchSettled: catalogue.onMatchSettled,
      wallet: platform.wallet,
      customMarkets: () => [],
    });
    await catalogue.feed.exclusive(async () => catalogue.sim.pause());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const matches = [...catalogue.model.matches.values()]
      .filter((m) => m.status === 0 && catalogue.model.market(m.id, 1, ''))
      .sort((a, b) => a.id - b.id);
    const setup: { token: string; ip: string; body: string }[] = [];
    for (let i = 0; i < clients; i++) {
      const res = await db.query<{ id: unknown }>(
        `INSERT INTO players (email, currency, created_at) VALUES ($1, 'EUR', now()) RETURNING id`,
        [`bench-${i}@example.com`],
      );
      const id = Number(res.rows[0]!.id);
      await playerChannels.remember(id, ['en']); // the player's app subscribed in English
      await db.query(`INSERT INTO accounts (player_id, currency, created_at) VALUES ($1, 'EUR', now())`, [
        id,
      ]);
      await db.transaction((tx) =>
        credit(tx, {
          playerId: id,
          currency: 'EUR',
          amount: 1_000_000_000,
          reason: 'deposit',
          reference: `bench:${id}`,
          idempotencyKey: `bench:${id}`,
        }),
      );
      const match = matches[i % matches.length]!;
      const outcome = catalogue.model.market(match.id, 1, '')!.outcomes[0]!;
      setup.push({
        token: await bearerForNewSession(db, 'bench', id, Math.floor(Date.now() / 1000) + 3600),
        ip: `10.0.${i >> 8}.${i & 255}`,
        body: JSON.stringify({
          // autocannon puts a fresh id in every request's [<id>] (as the web client sends one per placement)
          meta: {
            device_id: `bench-${i}`,
            quick: false,
            type: 'slip',
            ...(requestIds ? { request_id: '[<id>]' } : {}),
          },
          bets: [
            {
              stake: { value: 100, currency: 'EUR' },
              selections: [
                {
                  match_id: match.id,
                  market_id: 1,
                  specifier: '',
                  outcome_id: outcome.id,
                  odds: outcome.odds / 1000,
                },
              ],
            },
          ],
        }),
      });
    }

    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const pgBefore = postgresTicks();
    const child = fork(
      fileURLToPath(new URL('./bets-clients.ts', import.meta.url)),
      [
        JSON.stringify({
          url: `${base}${BETS_BASE}`,
          clients: setup,
          warmupSeconds: 2,
          seconds,
          idReplacement: requestIds,
        }),
      ],
      { execArgv: ['--import', 'tsx'] },
    );
    const result = await new Promise<ClientFigures>((resolve, reject) => {
      child.once('message', (m) => resolve(m as ClientFigures));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? undefined : reject(new Error(`clients exited with ${code}`)),
      );
    });
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpu = ((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100;
    const pgAfter = postgresTicks();
    const pgTicks = pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore;
    // Over warm-up and measured seconds alike: per 2xx answered in both (the clients report the measured ones;
    // the warm-up's are the stored bets beyond them).
    await app.close();
    // warm-up included: every 2xx must be a new bet (a replayed request id would answer 201 too)
    const betsStored = Number((await db.query<{ n: unknown }>('SELECT count(*) AS n FROM bets')).rows[0]!.n);
    const ceiling = bin ? await placementCeiling(bin, url, schema, db, placements, seconds) : null;
    // every cached balance against its ledger, after the server's placements and the replayed ones alike
    const audit = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.player_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    return {
      ...result,
      ceiling,
      ledgerMismatches: audit.rows.length,
      betsStored,
      serverCpu,
      serverMicrosPerBet: (cpu.user + cpu.system) / Math.max(1, betsStored),
      postgresMicrosPerBet: microsPer(pgTicks, betsStored),
    };
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

/**
 * Every part starts from a clean buffer pool: a CHECKPOINT writes what the part before dirtied, so its writes do
 * not land in the next part's seconds (a checkpoint during pgbench once took tpcb-like from 5,900 to 1,700 tps
 * after the bets run had dirtied the pool).
 */
async function checkpoint(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('CHECKPOINT');
  } finally {
    await c.end();
  }
}

interface PgbenchFigures {
  tps: number;
  latency: number;
  p99: number;
  postgresMicrosPerTx: number | null;
}

/** Creates (or re-initialises to at least `scale`) the pgbench database; returns its URL. */
async function preparePgbench(bin: string, url: string, scale: number): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'bench_pgbench'`);
  if (exists.rows.length === 0) await admin.query('CREATE DATABASE bench_pgbench');
  await admin.end();
  // Another database on the same server; the URL may name a Unix socket (postgresql://user@/db?host=/run/…).
  const target = url.replace(/(\/\/[^/]*\/)([^?]*)/, '$1bench_pgbench');
  const check = new pg.Client({ connectionString: target });
  await check.connect();
  const initialised = await check.query(`SELECT 1 FROM pg_tables WHERE tablename = 'pgbench_branches'`);
  const current =
    initialised.rows.length === 0
      ? 0
      : Number((await check.query<{ n: unknown }>('SELECT count(*) AS n FROM pgbench_branches')).rows[0]!.n);
  await check.end();
  if (current < scale) {
    console.log(`pgbench: initialising scale ${scale} (was ${current || 'none'}) …`);
    execFileSync(bin, ['-i', '-s', String(scale), '-q', target], { stdio: 'ignore' });
  }
  return target;
}

/** One pgbench run; its per-transaction log (`--log`, latency in µs in the third field) gives the p99. */
async function measurePgbench(
  bin: string,
  target: string,
  seconds: number,
  clients: number,
  run: { builtin: 'tpcb-like' | 'tpcb-like -N' } | { script: string; env: Record<string, string> },
): Promise<PgbenchFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'slipstream-pgbench-'));
  try {
    const pgBefore = postgresTicks();
    const out = execFileSync(
      bin,
      [
        ...('builtin' in run ? ['-b', 'tpcb-like', ...(run.builtin === 'tpcb-like -N' ? ['-N'] : [])] : []),
        ...('script' in run ? ['-f', run.script] : []),
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '--log',
        `--log-prefix=${join(dir, 'tx')}`,
        target,
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        ...('env' in run ? { env: { ...process.env, ...run.env } } : {}),
      },
    );
    const pgAfter = postgresTicks();
    const latencies: number[] = [];
    for (const file of readdirSync(dir))
      for (const row of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const us = Number(row.split(' ')[2]);
        if (row && Number.isFinite(us)) latencies.push(us / 1000);
      }
    latencies.sort((a, b) => a - b);
    return {
      tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
      latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN,
      // every transaction, the ones of the run's start-up too, is in the per-transaction log
      postgresMicrosPerTx: microsPer(
        pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
        latencies.length,
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runBetsBench(argv: string[]): Promise<void> {
  const seconds = option(argv, 'seconds', 10);
  const clients = option(argv, 'clients', 32);
  // The server's own pool size unless told: 32 HTTP clients need not hold 32 connections (fewer backends
  // contend less for the 2 cores the server, PostgreSQL and the load generator share).
  const poolArg = option(argv, 'pool', 0);
  const pool = poolArg > 0 ? poolArg : undefined;
  const requestIds = argv.includes('--request-ids');
  const url = stringOption(argv, 'url', process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
  console.log(
    `bets bench on ${url.replace(/\/\/[^@]*@/, '//')}: ${clients} clients, pool ${pool ?? 'default'}${requestIds ? ', a request id per placement' : ''}, ${seconds} s (after 2 s warm-up)`,
  );
  const scale = Math.max(clients, option(argv, 'scale', clients));
  const bin = pgbenchPath();
  // Built before the guard starts: initialising is heavy, and its load is not the run's (a fresh build
  // leaves the load average high for minutes, which the guard then reports).
  const target = bin ? await preparePgbench(bin, url, scale) : null;
  const guard = startLoadGuard('bets', { alsoOwn: ['postgres'] });
  await checkpoint(url);
  const bets = await measureBets(bin, url, seconds, clients, pool, requestIds);
  const fmt = (n: number, d = 1) => n.toFixed(d);
  console.log(
    `POST /bets single   ${fmt(bets.perSecond).padStart(8)} bets/s   p50 ${fmt(bets.p50)} ms   p99 ${fmt(bets.p99)} ms   statuses ${JSON.stringify(bets.statuses)}   ledger mismatches ${bets.ledgerMismatches}   bets stored ${bets.betsStored}   server cpu ${fmt(bets.serverCpu, 0)}%`,
  );
  const micros = (n: number | null) => (n === null ? 'n/a (no /proc)' : `${fmt(n, 0)} µs`);
  console.log(
    `CPU per bet: PostgreSQL ${micros(bets.postgresMicrosPerBet)}, the Node server ${micros(bets.serverMicrosPerBet)} (warm-up included; other sessions' use of the same PostgreSQL counts too)`,
  );
  if (!bin || !target) {
    console.log(
      'pgbench NOT FOUND: no baseline, so no ratio. Install it (Debian: `apt-get install postgresql-client`, ' +
        'or postgresql-contrib with the server) or put it on PATH, then run again.',
    );
    guard.finish();
    console.log(guard.verdict('NO VERDICT: no pgbench baseline'));
    return;
  }
  await checkpoint(url);
  const tpcb = await measurePgbench(bin, target, seconds, clients, { builtin: 'tpcb-like' });
  await checkpoint(url);
  const simple = await measurePgbench(bin, target, seconds, clients, { builtin: 'tpcb-like -N' });
  guard.finish();
  for (const [name, f] of [
    ['tpcb-like', tpcb],
    ['tpcb-like -N', simple],
  ] as const)
    console.log(
      `pgbench ${name.padEnd(12)} ${fmt(f.tps).padStart(8)} tps      latency average ${fmt(f.latency)} ms   p99 ${fmt(f.p99)} ms   scale ${scale}, -M prepared, ${clients} clients   PostgreSQL CPU per transaction ${micros(f.postgresMicrosPerTx)}`,
    );
  const ratio = bets.perSecond / tpcb.tps;
  if (bets.ceiling)
    console.log(
      `place_bets alone  ${fmt(bets.ceiling.tps).padStart(8)} calls/s  latency average ${fmt(bets.ceiling.latency)} ms   p99 ${fmt(bets.ceiling.p99)} ms   pgbench -f, the server's parameters, ${clients} clients   PostgreSQL CPU per call ${micros(bets.ceiling.postgresMicrosPerTx)}   = ${fmt((bets.ceiling.tps / tpcb.tps) * 100)}% of tpcb-like: one placement a transaction, the database's ceiling without the server's group commit`,
    );
  console.log(
    `ratio bets/pgbench tpcb-like ${fmt(ratio * 100)}% (target ≥ 50%)   bets/pgbench -N ${fmt((bets.perSecond / simple.tps) * 100)}%   bets p99 ${fmt(bets.p99)} ms (target ≤ 50 ms)${bets.ceiling ? `   bets/place_bets one a transaction ${fmt((bets.perSecond / bets.ceiling.tps) * 100)}%` : ''}`,
  );
  const met = ratio >= 0.5 && bets.p99 <= 50 && bets.ledgerMismatches === 0;
  console.log(guard.verdict(met ? 'targets met' : 'targets NOT met'));
}
