import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alive,
  betHomeWin,
  flushedPosition,
  homeWinOdds,
  prematchMatches,
  readiness,
  setHomeWinOdds,
  signedInBearer,
  sleep,
  until,
  watchLeaders,
} from './cluster-test-support';
import { TcpProxy } from './tcp-proxy';
import {
  clusterUnavailableReason,
  startTestCluster,
  type ClusterNode,
  type TestCluster,
} from './test-cluster';

// Three real nodes whose every PostgreSQL connection goes through a TCP proxy the test controls (issue 31:
// networks fail silently, halfway or slowly). ARCHITECTURE.md "Cluster" has the timings these bounds follow.
const unavailable = await clusterUnavailableReason();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('feed leadership across PostgreSQL partitions', () => {
  let proxy: TcpProxy;
  let cluster: TestCluster;
  /** Straight to PostgreSQL, never through the proxy. */
  let direct: pg.Client;
  let token: string;

  beforeAll(async () => {
    const base = new URL(process.env.DATABASE_URL!);
    proxy = new TcpProxy(base.hostname, Number(base.port || 5432));
    const proxied = new URL(base);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(await proxy.listen());
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = proxied.toString(); // test-cluster.ts takes the database from here
    try {
      cluster = await startTestCluster(3);
    } finally {
      process.env.DATABASE_URL = saved;
    }
    console.info(`cluster logs: ${cluster.logDir}`);
    cluster.db.on('error', () => undefined); // its idle connections are reset with the others
    direct = new pg.Client({ connectionString: saved });
    await direct.connect();
    token = await signedInBearer(cluster.nodes[0]!);
  }, 120_000);

  afterAll(async () => {
    await direct?.end();
    for (const n of cluster?.nodes ?? []) if (alive(n)) n.process.kill('SIGCONT');
    await cluster?.close();
    await proxy?.close();
  }, 30_000);

  /** The node that acts as feed leader in a term after `afterEpoch` (waits for one). */
  const leaderNow = async (afterEpoch = -1): Promise<{ node: ClusterNode; epoch: number }> => {
    let found: { node: ClusterNode; epoch: number } | null = null;
    await until(
      async () => {
        for (const node of cluster.nodes) {
          if (!alive(node)) continue;
          const r = await readiness(node);
          const epoch = r?.cluster.feed_epoch ?? 0;
          if (r?.cluster.feed_leader && epoch > afterEpoch) found = { node, epoch };
        }
        return found !== null;
      },
      15_000,
      'a feed leader',
    );
    return found!;
  };

  /**
   * The proxied connection of the leader's leadership session: of this cluster's sessions (those behind the proxy),
   * the one holding a session advisory lock while idle (a transaction's locks go with the transaction).
   */
  const leadershipConnection = async () => {
    const { rows } = await direct.query<{ pid: number; client_port: number }>(
      `SELECT DISTINCT a.pid, a.client_port FROM pg_stat_activity a
         JOIN pg_locks l ON l.pid = a.pid AND l.locktype = 'advisory' AND l.granted
        WHERE a.state = 'idle'`,
    );
    const ours = rows.filter((r) => proxy.byUpstreamPort(r.client_port));
    if (ours.length !== 1) throw new Error(`${ours.length} sessions of this cluster hold a lock`);
    return { pid: ours[0]!.pid, conn: proxy.byUpstreamPort(ours[0]!.client_port)! };
  };
  /** The same, asked again while the session is busy with a check. */
  const leadershipConnectionSoon = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await leadershipConnection();
      } catch (err) {
        if (attempt >= 30) throw err;
        await sleep(50);
      }
    }
  };

  /** Every node that answers quotes the same home-win price for `matchId` (no fork). */
  const samePriceEverywhere = async (matchId: number, odds: number, timeoutMs: number) =>
    until(
      async () => {
        const seen = await Promise.all(cluster.nodes.filter(alive).map((n) => homeWinOdds(n, matchId)));
        return seen.every((o) => o === odds);
      },
      timeoutMs,
      `${odds} on every node`,
    );

  it('[CL8] a half-open leadership connection: the leader steps down before anyone takes over, and one price holds everywhere', async () => {
    const before = await leaderNow();
    const { pid, conn } = await leadershipConnectionSoon();
    // No FIN or RST reaches the leader; its other connections keep working; PostgreSQL then ends the session
    // (as the keepalive settings in docs/DEPLOY.md do after about 20 s).
    proxy.freeze(conn);
    await direct.query('SELECT pg_terminate_backend($1)', [pid]);
    const frozenAt = Date.now();
    const { most, rounds } = await watchLeaders(cluster, sleep(8_000));
    expect(most).toBeLessThanOrEqual(1);
    const after = await leaderNow(before.epoch);
    const gapRounds = rounds.findIndex((r, i) => i > 0 && r.length === 0);
    console.info(
      `[CL8] new term ${after.epoch} on ${after.node.name} (was ${before.epoch} on ${before.node.name}); ` +
        `${rounds.length} rounds in ${Date.now() - frozenAt} ms, first leaderless round ${gapRounds}`,
    );
    expect(after.epoch).toBeGreaterThan(before.epoch);
    // The flushed position belongs to the new term: the old one's writes are refused by the fence.
    const flushed = await flushedPosition(cluster);
    expect(flushed?.epoch).toBe(after.epoch);
    // One price everywhere, set through the one leader; every other node refuses feed control.
    const [matchId] = await prematchMatches(cluster, 1);
    expect(await setHomeWinOdds(after.node, matchId!, 5.55)).toBe(200);
    for (const n of cluster.nodes.filter((x) => x !== after.node))
      expect(await setHomeWinOdds(n, matchId!, 1.11)).toBe(409);
    await samePriceEverywhere(matchId!, 5.55, 10_000);
  }, 60_000);

  it('[CL9] a paused leader (SIGSTOP) is replaced within its lease and never acts again after it wakes', async () => {
    const before = await leaderNow();
    before.node.process.kill('SIGSTOP');
    const stoppedAt = Date.now();
    let after: { node: ClusterNode; epoch: number };
    try {
      after = await leaderNow(before.epoch);
      const tookMs = Date.now() - stoppedAt;
      console.info(`[CL9] a new leader ${tookMs} ms after SIGSTOP`);
      // The lease (5 s), one check, and up to 3 s more if it was paused inside a write (ARCHITECTURE.md).
      expect(tookMs).toBeLessThan(11_000);
      expect(after.node).not.toBe(before.node);
      expect(after.epoch).toBeGreaterThan(before.epoch);
      // Prices move again, through the new leader.
      const [, matchId] = await prematchMatches(cluster, 2);
      expect(await setHomeWinOdds(after.node, matchId!, 4.44)).toBe(200);
      await until(
        async () =>
          (await homeWinOdds(
            cluster.nodes.find((n) => n !== before.node && n !== after.node)!,
            matchId!,
          )) === 4.44,
        10_000,
        'the new price on the third node',
      );
    } finally {
      before.node.process.kill('SIGCONT');
    }
    // Woken, the former leader neither leads nor writes: one leader throughout, the flushed term stays the new one.
    const epochs: number[] = [];
    const watching = watchLeaders(cluster, sleep(5_000));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const p = await flushedPosition(cluster);
      if (p) epochs.push(p.epoch);
      await sleep(100);
    }
    const { most } = await watching;
    expect(most).toBeLessThanOrEqual(1);
    expect(Math.min(...epochs)).toBeGreaterThanOrEqual(after!.epoch);
    expect((await readiness(before.node))?.cluster.feed_leader).toBe(false);
  }, 60_000);

  it('[CL10] a slow database (every byte 600 ms late): leadership may move but never two leaders act', async () => {
    await leaderNow();
    proxy.setDelay(600);
    const slow = watchLeaders(cluster, sleep(8_000), 5_000);
    const { most } = await slow;
    proxy.setDelay(0);
    expect(most).toBeLessThanOrEqual(1);
    // Back to normal: one leader (feed control goes through whichever leads by then), prices the same everywhere.
    const [, , matchId] = await prematchMatches(cluster, 3);
    let after = await leaderNow();
    await until(
      async () => {
        after = await leaderNow();
        return (await setHomeWinOdds(after.node, matchId!, 3.33)) === 200;
      },
      10_000,
      'feed control accepted by the leader',
    );
    await samePriceEverywhere(matchId!, 3.33, 10_000);
    const placed = await betHomeWin(
      cluster.nodes.find((n) => n !== after.node)!,
      token,
      matchId!,
      3.33,
    );
    expect(placed.status).toBe(201);
  }, 60_000);

  it('[CL11] PostgreSQL restarted (every connection reset): one leader again within seconds, bets placed', async () => {
    const before = await leaderNow();
    const stop = sleep(6_000);
    const watching = watchLeaders(cluster, stop);
    proxy.resetAll();
    const after = await leaderNow(before.epoch);
    expect(after.epoch).toBeGreaterThan(before.epoch);
    expect((await watching).most).toBeLessThanOrEqual(1);
    const [matchId] = await prematchMatches(cluster, 1);
    const odds = (await homeWinOdds(after.node, matchId!))!;
    for (const node of cluster.nodes) {
      let placed = await betHomeWin(node, token, matchId!, odds);
      // A pool connection reset under the request may fail it once; the next one goes through.
      if (placed.status >= 500) placed = await betHomeWin(node, token, matchId!, odds);
      expect(placed.status).toBe(201);
    }
  }, 60_000);
});
