import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, throwawaySchema, type ServerProcess } from '../testing/compiled-server';
import {
  betHomeWin,
  demoBetPushes,
  homeWinOdds,
  prematchMatches,
  readiness,
  signedIn,
  until,
} from './cluster-test-support';
import { spawnClusterNode } from './test-cluster';

// Nodes started while their Redis is down (crash test 31, D4): they listen, serve on the database and say
// degraded, and once Redis comes up they subscribe and pushes flow, without a restart. Redis is a redis-server of
// the test's own, not running when the node starts.
const unavailable = !process.env.DATABASE_URL
  ? 'DATABASE_URL is not set (cluster mode needs PostgreSQL)'
  : (await redisServerMissing())
    ? 'no redis-server'
    : null;
if (unavailable) console.warn(`start-without-redis tests skipped: ${unavailable}`);

async function redisServerMissing(): Promise<boolean> {
  return new Promise((ok) => {
    const p = spawn('redis-server', ['--version'], { stdio: 'ignore' });
    p.on('error', () => ok(true));
    p.on('exit', (code) => ok(code !== 0));
  });
}

/** Every node's /readyz says `status` (each answering within its 1 s). */
async function allSay(nodes: ServerProcess[], status: string): Promise<boolean> {
  return (await Promise.all(nodes.map((n) => readiness(n)))).every((r) => r?.status === status);
}

describe.skipIf(unavailable !== null)('nodes whose Redis is down at start', () => {
  let redisPort: number;
  let redis: ChildProcess | undefined;
  let leader: ServerProcess;
  let follower: ServerProcess;
  let db: pg.Pool;
  let drop: () => Promise<void>;
  const started = Date.now();

  beforeAll(async () => {
    redisPort = await freePort();
    const schema = await throwawaySchema(process.env.DATABASE_URL!, 'nr');
    drop = schema.drop;
    db = new pg.Pool({ connectionString: schema.databaseUrl, max: 2 });
    const logDir = mkdtempSync(join(tmpdir(), 'slipstream-no-redis-'));
    console.info(`node logs: ${logDir}`);
    const prefix = `slipstream-test-${randomBytes(6).toString('hex')}:`;
    const start = (name: string) =>
      spawnClusterNode(name, logDir, {
        DATABASE_URL: schema.databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_PREFIX: prefix,
      });
    // The first node migrates and generates the catalogue, and leads the feed; the second follows.
    leader = await start('node1');
    await until(async () => (await readiness(leader))?.status === 'degraded', 20_000, 'node1 degraded').catch(
      (err: unknown) => {
        throw new Error(`${String(err)} after ${Date.now() - started} ms:\n${leader.tail()}`);
      },
    );
    follower = await start('node2');
  }, 60_000);

  afterAll(async () => {
    await Promise.all([leader?.stop(), follower?.stop()]);
    await db?.end();
    await drop?.();
    redis?.kill('SIGKILL');
  }, 30_000);

  it('[CL15] a leader and a follower started while Redis is down answer /readyz degraded within 20 s and take bets on the database; once Redis is up they become ready and pushes flow between them without a restart', async () => {
    const since = Date.now();
    await until(
      async () => (await readiness(follower))?.status === 'degraded',
      20_000,
      'node2 degraded',
    ).catch((err: unknown) => {
      throw new Error(`${String(err)} after ${Date.now() - since} ms:\n${follower.tail()}`);
    });
    for (const node of [leader, follower]) {
      const r = await readiness(node);
      expect(r?.checks.redis).toBe(false);
      expect(await (await fetch(`${node.url}/metrics`)).text()).toMatch(/^redis_up 0$/m);
    }
    expect((await readiness(leader))?.cluster.feed_leader).toBe(true);
    expect((await readiness(follower))?.cluster.feed_leader).toBe(false);

    // Requests are served on the database meanwhile: sign-in, reads, a bet on each node.
    const { token } = await signedIn(follower);
    const [matchId] = await prematchMatches({ db }, 1);
    for (const node of [leader, follower]) {
      const odds = (await homeWinOdds(node, matchId!))!;
      const bet = await betHomeWin(node, token, matchId!, odds, 5_000);
      expect(bet.status, node.name).toBe(201);
      expect(bet.ms).toBeLessThan(2_000);
    }

    // Redis comes up: both nodes become ready (not degraded) on their own.
    redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis({
      port: redisPort,
      lazyConnect: true,
      retryStrategy: () => 100,
      maxRetriesPerRequest: 1,
    });
    probe.on('error', () => undefined);
    await until(
      async () => (await probe.ping().catch(() => null)) === 'PONG',
      10_000,
      'the test redis-server',
    );
    probe.disconnect();
    await until(() => allSay([leader, follower], 'ready'), 15_000, '/readyz ready on both once Redis is up');
    for (const node of [leader, follower])
      expect(await (await fetch(`${node.url}/metrics`)).text()).toMatch(/^redis_up 1$/m);

    // Pushes flow through Redis: a bet placed on the leader reaches the player's channel on the follower.
    const { client, seen } = await demoBetPushes(follower, db, token);
    try {
      const after = await betHomeWin(leader, token, matchId!, (await homeWinOdds(leader, matchId!))!, 5_000);
      expect(after.status).toBe(201);
      const id = String(after.body.data![0]!.id);
      await until(
        () => seen.includes(id),
        10_000,
        'the bet_changed push of a bet placed on the other node after Redis returned',
      );
    } finally {
      client.disconnect();
    }
  }, 90_000);
});
