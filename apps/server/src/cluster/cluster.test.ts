import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import {
  betHomeWin,
  channelToken,
  clientOn,
  demoBetPushes,
  homeWinOdds,
  prematchMatches,
  setHomeWinOdds,
  signedInBearer,
  sleep,
  tokenFor,
  until,
} from './cluster-test-support';
import {
  clusterUnavailableReason,
  startTestCluster,
  type ClusterNode,
  type TestCluster,
} from './test-cluster';

// Three real server processes over one PostgreSQL schema and one Redis prefix (ARCHITECTURE.md "Cluster").
const unavailable = await clusterUnavailableReason();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

interface Received {
  offset: number;
  data: unknown;
}

describe.skipIf(unavailable !== null)('a cluster of three nodes over PostgreSQL and Redis', () => {
  let cluster: TestCluster;
  const clients: Centrifuge[] = [];
  beforeAll(async () => {
    cluster = await startTestCluster(3);
  }, 90_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await cluster?.close();
  }, 30_000);

  it('[CL1] exactly one node leads the feed', async () => {
    const flags = await Promise.all(
      cluster.nodes.map(
        async (n) =>
          ((await (await fetch(`${n.url}/readyz`)).json()) as { cluster: { feed_leader: boolean } }).cluster
            .feed_leader,
      ),
    );
    expect(flags.filter(Boolean)).toHaveLength(1);
  });

  it('[CL14] nodes started while prices move hold the same prices as the leader once the feed pauses', async () => {
    const leader = (await cluster.leader())!;
    const pause = await fetch(`${leader.url}/api/sim/pause`, { method: 'POST' });
    expect(pause.status).toBe(200);
    try {
      // Every open match: live prices move every second, prematch ones drift now and then (a change a starting
      // node missed there stays missed until the next one).
      const { rows } = await cluster.db.query<{ id: string }>(
        `SELECT id FROM matches WHERE status IN (0, 1) ORDER BY id`,
      );
      expect(rows.length).toBeGreaterThan(100);
      const marketsOn = async (node: ClusterNode): Promise<string[]> => {
        const out: string[] = [];
        for (let i = 0; i < rows.length; i += 20)
          out.push(
            ...(await Promise.all(
              rows.slice(i, i + 20).map(async (r) => {
                const res = await fetch(`${node.url}/api/sportsbook/v1/matches/${r.id}/markets?limit=100`);
                const page = (await res.json()) as {
                  data?: { id: number; specifier: string; status: number; outcomes: { odds: number }[] }[];
                };
                return `${r.id}:${JSON.stringify(page.data?.map((m) => [m.id, m.specifier, m.status, m.outcomes.map((o) => o.odds)]))}`;
              }),
            )),
          );
        return out;
      };
      // Whatever was in flight when the feed paused reaches every node within a second or two.
      let differing: string[] = [];
      await until(
        async () => {
          const [first, ...others] = await Promise.all(cluster.nodes.map(marketsOn));
          differing = others.flatMap((o) => o.filter((m, i) => m !== first![i])).map((m) => m.split(':')[0]!);
          return differing.length === 0;
        },
        15_000,
        'the same prices on every node',
      ).catch((err: unknown) => {
        throw new Error(`${String(err)}: matches ${differing.slice(0, 10).join(', ')} differ`);
      });
    } finally {
      await fetch(`${leader.url}/api/sim/resume`, { method: 'POST' });
    }
  }, 60_000);

  it('[CL2] a price change on the leader reaches clients on all three nodes, each publication once and at the same offset', async () => {
    const received: Received[][] = [];
    for (const node of cluster.nodes) {
      const client = await clientOn(node);
      clients.push(client);
      const list: Received[] = [];
      received.push(list);
      const sub = client.newSubscription('public:en');
      sub.on('publication', (ctx: PublicationContext) =>
        list.push({ offset: ctx.offset ?? -1, data: ctx.data }),
      );
      sub.subscribe();
    }
    await until(
      () => received.every((l) => l.some((r) => (r.data as { event?: string }).event === 'markets_changed')),
      15_000,
      'markets_changed on every node',
    );
    await sleep(1_000);
    // The publications all three saw: same data at the same offset, never twice on one node.
    for (const list of received) expect(new Set(list.map((r) => r.offset)).size).toBe(list.length);
    const first = new Map(received[0]!.map((r) => [r.offset, JSON.stringify(r.data)]));
    const common = received[1]!.filter((r) => first.has(r.offset));
    expect(common.length).toBeGreaterThan(0);
    for (const r of common) expect(JSON.stringify(r.data)).toBe(first.get(r.offset));
  });

  it('[CL3] a client that leaves node 1 and comes back on node 2 recovers what it missed', async () => {
    const [n1, n2] = cluster.nodes;
    const c1 = await clientOn(n1!);
    const s1 = c1.newSubscription('public:en');
    const seen: number[] = [];
    s1.on('publication', (ctx: PublicationContext) => seen.push(ctx.offset ?? -1));
    const subscribed = new Promise<SubscribedContext>((ok) => s1.once('subscribed', ok));
    s1.subscribe();
    const first = await subscribed;
    await until(() => seen.length > 0, 10_000, 'a publication on node 1');
    const epoch = first.streamPosition?.epoch ?? '';
    const offset = seen[seen.length - 1]!;
    c1.disconnect();
    // Publications go on meanwhile (the live matches tick every second).
    await sleep(2_500);
    const c2 = await clientOn(n2!);
    clients.push(c2);
    const s2 = c2.newSubscription('public:en', { since: { offset, epoch } });
    const recoveredPubs: number[] = [];
    s2.on('publication', (ctx: PublicationContext) => recoveredPubs.push(ctx.offset ?? -1));
    const again = new Promise<SubscribedContext>((ok) => s2.once('subscribed', ok));
    s2.subscribe();
    const ctx = await again;
    expect(ctx.wasRecovering).toBe(true);
    expect(ctx.recovered).toBe(true);
    await until(() => recoveredPubs.length > 1, 5_000, 'recovered publications');
    // Contiguous from the offset the client left at: nothing lost, nothing twice.
    expect(recoveredPubs[0]).toBe(offset + 1);
    recoveredPubs.forEach((o, i) => expect(o).toBe(offset + 1 + i));
  });

  it('[CL4] sign-out on one node revokes the token on the others', async () => {
    const [n1, n2, n3] = cluster.nodes;
    const signIn = await fetch(`${n1!.url}/api/platform/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'demo@example.com', password: 'demo-password-123' } }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cookie = cookies.join('; ');
    const csrf = cookies.find((c) => c.startsWith('slipstream_csrf='))!.split('=')[1]!;
    const session = await fetch(`${n1!.url}/api/platform/sportsbook_sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: '{}',
    });
    const token = ((await session.json()) as { token: string }).token;
    const myBets = (node: ClusterNode) =>
      fetch(`${node.url}/api/sportsbook/v3/bets`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      );
    expect(await myBets(n2!)).toBe(200);
    expect(await myBets(n3!)).toBe(200);
    const out = await fetch(`${n3!.url}/api/platform/users/sign_out`, {
      method: 'DELETE',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(out.status).toBeLessThan(300);
    const revokedAt = Date.now();
    await until(
      async () => (await myBets(n2!)) === 401 && (await myBets(n1!)) === 401,
      3_000,
      'revocation on nodes 1 and 2',
    );
    // Told over Redis at once (without the message the bound is SESSION_VALIDITY_CACHE_MS, 2 s).
    expect(Date.now() - revokedAt).toBeLessThan(1_500);
  });

  it('[CL5] bets placed through all three nodes settle exactly once', async () => {
    const [n1] = cluster.nodes;
    const token = await signedInBearer(n1!);
    const leader = (await cluster.leader())!;
    const follower = cluster.nodes.find((n) => n !== leader)!;
    // A prematch soccer match with an active 1x2 market.
    const { rows } = await cluster.db.query<{ id: string }>(
      `SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id JOIN categories c ON c.id = t.category_id
       JOIN markets k ON k.match_id = m.id AND k.market_id = 1 AND k.specifier = '' AND k.status = 1
       WHERE m.status = 0 AND c.sport_id = 1 ORDER BY m.start_time LIMIT 1`,
    );
    const matchId = Number(rows[0]!.id);
    const betIds: number[] = [];
    for (const node of cluster.nodes) betIds.push(await placeHomeWin(node, token, matchId));
    expect(new Set(betIds).size).toBe(3);
    // Feed control belongs to the leader's simulator.
    const refused = await fetch(`${follower.url}/api/sim/matches/${matchId}/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ home_score: 2, away_score: 0 }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('feed_not_leader');
    const finish = await fetch(`${leader.url}/api/sim/matches/${matchId}/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ home_score: 2, away_score: 0 }),
    });
    expect(finish.status).toBe(200);
    await until(
      async () => {
        const r = await cluster.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM bets WHERE id = ANY($1) AND status = 'done'`,
          [betIds],
        );
        return Number(r.rows[0]!.n) === 3;
      },
      15_000,
      'three settled bets',
    );
    // Every node's backlog sweep has run meanwhile: still one payout per bet.
    await sleep(1_000);
    const payouts = await cluster.db.query<{ key: string; n: string }>(
      `SELECT t.idempotency_key AS key, count(*) AS n FROM ledger_transactions t
       WHERE t.idempotency_key = ANY($1) GROUP BY t.idempotency_key`,
      [betIds.map((id) => `bet_settle:${id}`)],
    );
    expect(payouts.rows).toHaveLength(3);
    for (const r of payouts.rows) expect(Number(r.n)).toBe(1);
    const results = await cluster.db.query<{ result: string }>(`SELECT result FROM bets WHERE id = ANY($1)`, [
      betIds,
    ]);
    expect(results.rows.map((r) => r.result)).toEqual(['win_entire', 'win_entire', 'win_entire']);
  });

  it("[CL17] a player's events go to its private channel in the languages it subscribed in, and no other; a language subscribed on one node is published in by the others at once", async () => {
    const [matchId] = await prematchMatches(cluster, 1);
    const bearer = await signedInBearer(cluster.nodes[0]!);
    const english = await demoBetPushes(cluster.nodes[0]!, cluster.db, bearer);
    const placeOn = async (node: ClusterNode): Promise<string> => {
      const bet = await betHomeWin(node, bearer, matchId!, (await homeWinOdds(node, matchId!))!);
      expect(bet.status).toBe(201);
      return String(bet.body.data![0]!.id);
    };
    let german: Awaited<ReturnType<typeof demoBetPushes>> | null = null;
    try {
      // Node 2 publishes this player's events in English, the one language subscribed (it now holds that answer).
      const first = await placeOn(cluster.nodes[1]!);
      await until(async () => english.seen.includes(first), 5_000, 'the first bet in English');
      // German subscribed on node 1: node 2 publishes the next bet in German too, without waiting out its copy.
      german = await demoBetPushes(cluster.nodes[0]!, cluster.db, bearer, 'de');
      const second = await placeOn(cluster.nodes[1]!);
      await until(async () => german!.seen.includes(second), 5_000, 'the second bet in German');
      // Nothing went to the 35 languages nobody subscribed in (each published channel keeps its history in Redis).
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      try {
        const { rows } = await cluster.db.query<{ id: string }>(
          `SELECT id FROM players WHERE email = 'demo@example.com'`,
        );
        const keys = await redis.keys(`${cluster.prefix}h:m:$user:*:${rows[0]!.id}`);
        const langs = keys.map((k) => k.split(':').at(-2)).sort();
        expect(langs).toEqual(['de', 'en']);
      } finally {
        redis.disconnect();
      }
    } finally {
      english.client.disconnect();
      german?.client.disconnect();
    }
  });

  it('[CL20] a bet on a follower at the price the leader replaced a moment ago is never taken at it', async () => {
    const leader = (await cluster.leader())!;
    const followers = cluster.nodes.filter((n) => n !== leader);
    const [matchId] = await prematchMatches(cluster, 1);
    const bearer = await signedInBearer(followers[0]!);
    expect((await fetch(`${leader.url}/api/sim/pause`, { method: 'POST' })).status).toBe(200);
    try {
      const taken: string[] = [];
      for (let i = 0; i < 10; i++)
        for (const follower of followers) {
          const old = (await homeWinOdds(follower, matchId!))!;
          const replaced = Number((old >= 5 ? 1.5 + i / 100 : old + 0.37).toFixed(2));
          expect(await setHomeWinOdds(leader, matchId!, replaced)).toBe(200);
          // At once: the follower's stream may not have brought the change yet; the database has it.
          const bet = await betHomeWin(follower, bearer, matchId!, old);
          if (bet.status === 201 && bet.body.data![0]!.selections![0]!.odds === old)
            taken.push(`${follower.name} at ${old} (replaced by ${replaced})`);
        }
      expect(taken).toEqual([]);
    } finally {
      await fetch(`${leader.url}/api/sim/resume`, { method: 'POST' });
    }
  });

  it('[CL7] a bet placed on a follower gets its cashout offers pushed once, by the leader, after that follower left', async () => {
    const leader = (await cluster.leader())!;
    const [placing, watching] = cluster.nodes.filter((n) => n !== leader);
    const follower = watching!;
    const token = await signedInBearer(follower);
    const { rows: players } = await cluster.db.query<{ id: string }>(
      `SELECT id FROM players WHERE email = 'demo@example.com'`,
    );
    const channel = `$user:en:${players[0]!.id}`;
    const client = new Centrifuge(follower.wsUrl, {
      websocket: WebSocket,
      token: await tokenFor(follower, token),
    });
    clients.push(client);
    client.connect();
    const offers: { betId: string; json: string }[] = [];
    const sub = client.newSubscription(channel, {
      getToken: () => channelToken(follower, token, channel),
    });
    sub.on('publication', (ctx: PublicationContext) => {
      const p = ctx.data as { event: string; data: { bet_id: string } };
      if (p.event === 'bet_cashout_changed')
        offers.push({ betId: p.data.bet_id, json: JSON.stringify(p.data) });
    });
    const subscribed = new Promise((ok) => sub.once('subscribed', ok));
    sub.subscribe();
    await subscribed;
    const { rows } = await cluster.db.query<{ id: string }>(
      `SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id JOIN categories c ON c.id = t.category_id
       JOIN markets k ON k.match_id = m.id AND k.market_id = 1 AND k.specifier = '' AND k.status = 1
       WHERE m.status = 0 AND c.sport_id = 1 ORDER BY m.start_time OFFSET 3 LIMIT 1`,
    );
    const matchId = Number(rows[0]!.id);
    const betId = String(await placeHomeWin(placing!, token, matchId));
    // The leader learns of the bet over the bus; the node that took it stops; a price change moves the offer.
    await sleep(500);
    placing!.process.kill('SIGTERM');
    await placing!.exited;
    for (const odds of [1.5, 3.5]) {
      const res = await fetch(`${leader.url}/api/sim/odds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds }),
      });
      expect(res.status).toBe(200);
      await until(() => offers.filter((o) => o.betId === betId).length > 0, 5_000, 'a cashout offer');
    }
    await sleep(500);
    const mine = offers.filter((o) => o.betId === betId);
    // One node pushes: never the same offer twice in a row.
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.json).not.toBe(mine[i - 1]!.json);
  });

  it('[CL6] kill -9 of the leader: another node leads within 5 s and live odds keep moving', async () => {
    const leader = (await cluster.leader())!;
    const survivor = cluster.nodes.find(
      (n) => n !== leader && n.process.exitCode === null && n.process.signalCode === null,
    )!;
    const client = await clientOn(survivor);
    clients.push(client);
    const offsets: { at: number; event: string }[] = [];
    const sub = client.newSubscription('public:en');
    sub.on('publication', (ctx: PublicationContext) =>
      offsets.push({ at: Date.now(), event: (ctx.data as { event: string }).event }),
    );
    sub.subscribe();
    await until(() => offsets.length > 0, 10_000, 'publications before the kill');
    leader.process.kill('SIGKILL');
    const killedAt = Date.now();
    await leader.exited;
    let next: ClusterNode | null = null;
    await until(
      async () => {
        next = await cluster.leader();
        return next !== null;
      },
      5_000,
      'a new leader',
    );
    const tookMs = Date.now() - killedAt;
    console.info(`[CL6] a new leader ${tookMs} ms after kill -9`);
    expect(tookMs).toBeLessThan(5_000);
    expect(next).not.toBe(leader);
    // Odds move again after the takeover (published by the new leader, delivered through Redis).
    const tookOverAt = Date.now();
    await until(
      () => offsets.some((o) => o.at > tookOverAt && o.event === 'markets_changed'),
      10_000,
      'odds after takeover',
    );
  });
});

/** A 1 EUR single on the home win through `node`, at the price that node quotes (retried if it moved). */
async function placeHomeWin(node: ClusterNode, token: string, matchId: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const page = (await (
      await fetch(`${node.url}/api/sportsbook/v1/matches/${matchId}/markets?limit=100`)
    ).json()) as { data: { id: number; specifier: string; outcomes: { id: string; odds: number }[] }[] };
    const market = page.data.find((m) => m.id === 1 && m.specifier === '')!;
    const odds = market.outcomes.find((o) => o.id === '1')!.odds;
    const res = await fetch(`${node.url}/api/sportsbook/v3/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds }],
          },
        ],
      }),
    });
    const body = (await res.json()) as { data?: { id: number }[] };
    if (res.status === 201) return Number(body.data![0]!.id);
    if (attempt >= 4) throw new Error(`bet through ${node.name}: ${res.status} ${JSON.stringify(body)}`);
    await sleep(200);
  }
}
