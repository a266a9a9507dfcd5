import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betHomeWin,
  demoBetPushes,
  homeWinOdds,
  prematchMatches,
  readiness,
  setHomeWinOdds,
  signedIn,
  sleep,
  timed,
  until,
} from './cluster-test-support';
import { TcpProxy } from './tcp-proxy';
import {
  clusterUnavailableReason,
  startTestCluster,
  type ClusterNode,
  type TestCluster,
} from './test-cluster';

// Three real nodes on a Redis of the test's own (never the shared one), reached through a TCP proxy the test
// controls: Redis goes away, or its connections go half-open, while bets are placed and prices move (issue 31).
const unavailable =
  (await clusterUnavailableReason()) ?? ((await redisServerMissing()) ? 'no redis-server' : null);
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

async function redisServerMissing(): Promise<boolean> {
  return new Promise((ok) => {
    const p = spawn('redis-server', ['--version'], { stdio: 'ignore' });
    p.on('error', () => ok(true));
    p.on('exit', (code) => ok(code !== 0));
  });
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.skipIf(unavailable !== null)('Redis outages: no request waits on Redis, nothing is lost', () => {
  let redis: ChildProcess;
  let proxy: TcpProxy;
  let cluster: TestCluster;
  let token: string;
  let session: { cookie: string; csrf: string };
  let leader: ClusterNode;
  let followers: ClusterNode[];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: 1 });
    probe.on('error', () => undefined);
    await until(
      async () => (await probe.ping().catch(() => null)) === 'PONG',
      10_000,
      'the test redis-server',
    );
    probe.disconnect();
    proxy = new TcpProxy('127.0.0.1', port);
    const proxied = await proxy.listen();
    cluster = await startTestCluster(3, { REDIS_URL: `redis://127.0.0.1:${proxied}` });
    console.info(`cluster logs: ${cluster.logDir}`);
    cluster.db.on('error', () => undefined); // its idle connections are reset with the others
    const signed = await signedIn(cluster.nodes[0]!);
    token = signed.token;
    session = signed;
    leader = (await cluster.leader())!;
    followers = cluster.nodes.filter((n) => n !== leader);
  }, 120_000);

  afterAll(async () => {
    proxy?.heal();
    if (proxy) proxy.refuseNew = false;
    await cluster?.close();
    await proxy?.close();
    redis?.kill('SIGKILL');
  }, 30_000);

  it('[CL12] Redis down: bets answer at once and are kept, /readyz and /metrics say degraded, a follower never takes a replaced price, and every push arrives once when Redis is back', async () => {
    const [matchId, otherMatch] = await prematchMatches(cluster, 2);
    const watcher = await demoBetPushes(followers[0]!, cluster.db, token);
    try {
      proxy.refuseNew = true;
      proxy.resetAll();
      // Every node answers a bet within 2 s, and the bet is stored.
      const placed: string[] = [];
      for (const node of cluster.nodes) {
        const odds = (await homeWinOdds(node, otherMatch!))!;
        const bet = await betHomeWin(node, token, otherMatch!, odds, 5_000).catch((err: unknown) => {
          throw new Error(`${node.name} gave no answer to a bet within 5 s: ${String(err)}`);
        });
        expect(bet.status).toBe(201);
        expect(bet.ms).toBeLessThan(2_000);
        placed.push(String(bet.body.data![0]!.id));
      }
      await until(
        async () =>
          (await Promise.all(cluster.nodes.map((n) => readiness(n)))).every((r) => r?.status === 'degraded'),
        8_000,
        '/readyz degraded on every node',
      );
      for (const node of cluster.nodes) {
        const r = await readiness(node);
        expect(r?.checks.redis).toBe(false);
        const metrics = await (await fetch(`${node.url}/metrics`)).text();
        expect(metrics).toMatch(/^redis_up 0$/m);
      }
      const stored = await cluster.db.query(`SELECT id FROM bets WHERE id = ANY($1)`, [placed]);
      expect(stored.rowCount).toBe(3);
      // A deposit and a cashout answer within 2 s as well.
      const node = followers[0]!;
      const deposit = await timed('deposit', () =>
        fetch(`${node.url}/api/platform/payments/deposit`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: session.cookie,
            'x-csrf-token': session.csrf,
          },
          body: JSON.stringify({ amount: { value: 1_000, currency: 'EUR' } }),
          signal: AbortSignal.timeout(5_000),
        }),
      );
      expect(deposit.status).toBe(201);
      const depositId = (JSON.parse(deposit.body) as { id: string | number }).id;
      const completed = await timed('deposit completion', () =>
        fetch(`${node.url}/api/platform/payments/demo/${depositId}/complete`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'result=success',
          redirect: 'manual',
          signal: AbortSignal.timeout(5_000),
        }),
      );
      expect(completed.status).toBe(303);
      expect(Math.max(deposit.ms, completed.ms)).toBeLessThan(2_000);
      const credited = await cluster.db.query<{ status: string }>(
        `SELECT status FROM deposits WHERE id = $1`,
        [depositId],
      );
      expect(credited.rows[0]?.status).toBe('success');
      const cashout = await timed('cashout', () =>
        fetch(`${node.url}/api/sportsbook/v3/bets/cashout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ bet_id: placed[1], to_cashout: 1 }),
          signal: AbortSignal.timeout(5_000),
        }),
      );
      // An answer (here: the offer moved, or none), not a wait.
      expect(cashout.status).toBeLessThan(500);
      expect(cashout.ms).toBeLessThan(2_000);
      // The leader replaces a price while Redis is away; a follower that still shows the old one takes no bet at it.
      const old = (await homeWinOdds(followers[1]!, matchId!))!;
      const replaced = old === 9.99 ? 9.98 : 9.99;
      expect(await setHomeWinOdds(leader, matchId!, replaced)).toBe(200);
      // No wait: while its stream cannot reach Redis the leader commits a change before the call that made it ends.
      const atOld = await betHomeWin(followers[1]!, token, matchId!, old, 5_000);
      expect(atOld.ms).toBeLessThan(2_000);
      if (atOld.status === 201) expect(atOld.body.data![0]!.selections![0]!.odds).toBe(replaced);
      // Redis is back: pushes queued meanwhile arrive once each, the follower converges, /readyz is ready again.
      proxy.refuseNew = false;
      await until(
        async () => placed.every((id) => watcher.seen.includes(id)),
        15_000,
        'the bets placed during the outage pushed to the player',
      );
      await until(
        async () => (await homeWinOdds(followers[1]!, matchId!)) === replaced,
        10_000,
        'the replaced price on the follower',
      );
      await until(
        async () =>
          (await Promise.all(cluster.nodes.map((n) => readiness(n)))).every((r) => r?.status === 'ready'),
        10_000,
        '/readyz ready on every node',
      );
      await sleep(1_000);
      for (const id of placed) expect(watcher.seen.filter((x) => x === id)).toHaveLength(1);
    } finally {
      proxy.refuseNew = false;
      watcher.client.disconnect();
    }
  }, 90_000);

  it('[CL13] half-open Redis connections: bets still answer at once, the nodes say degraded, and catch up after', async () => {
    const [, , matchId] = await prematchMatches(cluster, 3);
    proxy.freezeAll();
    try {
      for (const node of cluster.nodes) {
        const odds = (await homeWinOdds(node, matchId!))!;
        const bet = await betHomeWin(node, token, matchId!, odds, 5_000);
        expect(bet.status).toBe(201);
        expect(bet.ms).toBeLessThan(2_000);
      }
      await until(
        async () =>
          (await Promise.all(cluster.nodes.map((n) => readiness(n)))).every((r) => r?.status === 'degraded'),
        8_000,
        '/readyz degraded on every node',
      );
      expect(await setHomeWinOdds(leader, matchId!, 7.77)).toBe(200);
    } finally {
      proxy.heal();
    }
    await until(
      async () =>
        (await Promise.all(followers.map((n) => homeWinOdds(n, matchId!)))).every((o) => o === 7.77),
      15_000,
      'the price set during the partition on every follower',
    );
  }, 90_000);
});
