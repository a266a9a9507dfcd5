import { Centrifuge, type PublicationContext } from 'centrifuge';
import type pg from 'pg';
import WebSocket from 'ws';
import type { ClusterNode, TestCluster } from './test-cluster';

// What the cluster tests do to and ask of real nodes, over HTTP and WebSocket only (test support).

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

export const alive = (n: ClusterNode) => n.process.exitCode === null && n.process.signalCode === null;

export interface NodeReadiness {
  status: string;
  checks: { redis?: boolean };
  cluster: { node: string; feed_leader: boolean; feed_epoch: number | null; feed_in_step: boolean };
}

/** A node's /readyz (null when it does not answer within `timeoutMs`: stopped, or its database is slow). */
export async function readiness(node: ClusterNode, timeoutMs = 1_000): Promise<NodeReadiness | null> {
  return fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(timeoutMs) })
    .then((r) => r.json() as Promise<NodeReadiness>)
    .catch(() => null);
}

/**
 * Asks every node at once, every 100 ms, which of them act as the feed leader, until `stop` resolves; answers
 * the most that said so in one round and the rounds' leader names (a node that does not answer counts as not
 * leading: a stopped process acts on nothing).
 */
export async function watchLeaders(
  cluster: TestCluster,
  stop: Promise<unknown>,
  timeoutMs = 1_000,
): Promise<{ most: number; rounds: string[][] }> {
  let done = false;
  void stop.finally(() => (done = true));
  const rounds: string[][] = [];
  while (!done) {
    const flags = await Promise.all(
      cluster.nodes.map(async (n) => ((await readiness(n, timeoutMs))?.cluster.feed_leader ? n.name : null)),
    );
    rounds.push(flags.filter((f): f is string => f !== null));
    await sleep(100);
  }
  return { most: Math.max(0, ...rounds.map((r) => r.length)), rounds };
}

export async function tokenFor(node: ClusterNode, bearer?: string): Promise<string> {
  const res = await fetch(`${node.url}/api/sportsbook/v1/websocket/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: '{}',
  });
  return ((await res.json()) as { token: string }).token;
}

export async function clientOn(node: ClusterNode, bearer?: string): Promise<Centrifuge> {
  const client = new Centrifuge(node.wsUrl, {
    websocket: WebSocket,
    token: await tokenFor(node, bearer),
    minReconnectDelay: 100,
    maxReconnectDelay: 500,
  });
  client.connect();
  return client;
}

/** A private channel's subscription token from `node` (POST websocket/authorize), for `bearer`'s player. */
export async function channelToken(node: ClusterNode, bearer: string, channel: string): Promise<string> {
  const res = await fetch(`${node.url}/api/sportsbook/v1/websocket/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ channels: [channel] }),
  });
  return ((await res.json()) as { channels: { token: string }[] }).channels[0]!.token;
}

/**
 * The demo player's bet_changed pushes on `node` (its private channel in `lang`), by bet id, as they arrive (each should come exactly once per
 * change): subscribed once this answers; the caller disconnects `client`.
 */
export async function demoBetPushes(
  node: ClusterNode,
  db: pg.Pool,
  bearer: string,
  lang = 'en',
): Promise<{ client: Centrifuge; seen: string[] }> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM players WHERE email = 'demo@example.com'`);
  const channel = `$user:${lang}:${rows[0]!.id}`;
  const client = await clientOn(node, bearer);
  const seen: string[] = [];
  const sub = client.newSubscription(channel, { getToken: () => channelToken(node, bearer, channel) });
  sub.on('publication', (ctx: PublicationContext) => {
    const p = ctx.data as { event: string; data: { id?: string } };
    if (p.event === 'bet_changed' && p.data.id) seen.push(String(p.data.id));
  });
  const subscribed = new Promise((ok) => sub.once('subscribed', ok));
  sub.subscribe();
  await subscribed;
  return { client, seen };
}

/** The demo player signed in through `node`: the browser session (cookie, CSRF token) and a sportsbook bearer. */
export async function signedIn(node: ClusterNode): Promise<{ cookie: string; csrf: string; token: string }> {
  const signIn = await fetch(`${node.url}/api/platform/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: 'demo@example.com', password: 'demo-password-123' } }),
  });
  if (signIn.status !== 200) throw new Error(`sign in: ${signIn.status}`);
  const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookies.find((c) => c.startsWith('slipstream_csrf='))!.split('=')[1]!;
  const cookie = cookies.join('; ');
  const session = await fetch(`${node.url}/api/platform/sportsbook_sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: '{}',
  });
  return { cookie, csrf, token: ((await session.json()) as { token: string }).token };
}

/** The demo player's sportsbook bearer token, signed in through `node`. */
export async function signedInBearer(node: ClusterNode): Promise<string> {
  return (await signedIn(node)).token;
}

/** Prematch soccer matches with an active 1x2 market, by start time (the test's own look at the database). */
export async function prematchMatches(cluster: Pick<TestCluster, 'db'>, count: number): Promise<number[]> {
  const { rows } = await cluster.db.query<{ id: string }>(
    `SELECT m.id FROM matches m JOIN tournaments t ON t.id = m.tournament_id JOIN categories c ON c.id = t.category_id
     JOIN markets k ON k.match_id = m.id AND k.market_id = 1 AND k.specifier = '' AND k.status = 1
     WHERE m.status = 0 AND c.sport_id = 1 ORDER BY m.start_time LIMIT $1`,
    [count],
  );
  return rows.map((r) => Number(r.id));
}

/** The home win's price on `node`'s read API (decimal, as the wire has it). */
export async function homeWinOdds(node: ClusterNode, matchId: number): Promise<number | null> {
  const res = await fetch(`${node.url}/api/sportsbook/v1/matches/${matchId}/markets?limit=100`, {
    signal: AbortSignal.timeout(3_000),
  });
  if (res.status !== 200) return null;
  const page = (await res.json()) as {
    data: { id: number; specifier: string; outcomes: { id: string; odds: number }[] }[];
  };
  const market = page.data.find((m) => m.id === 1 && m.specifier === '');
  return market?.outcomes.find((o) => o.id === '1')?.odds ?? null;
}

/** A 1 EUR single on the home win at `odds` through `node`: the status, the answer and how long it took. */
export async function betHomeWin(
  node: ClusterNode,
  token: string,
  matchId: number,
  odds: number,
  timeoutMs = 10_000,
): Promise<{
  status: number;
  body: { data?: { id: number; selections?: { odds: number }[] }[]; code?: string };
  ms: number;
}> {
  const started = Date.now();
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
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: (await res.json()) as never, ms: Date.now() - started };
}

/** Sets the home win's price through feed control on `node` (the leader). */
export async function setHomeWinOdds(node: ClusterNode, matchId: number, odds: number): Promise<number> {
  const res = await fetch(`${node.url}/api/sim/odds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ match_id: matchId, market_id: 1, specifier: '', outcome_id: '1', odds }),
    signal: AbortSignal.timeout(5_000),
  });
  return res.status;
}

/** The feed stream position the database's last flush holds (docs/CLUSTER.md). */
export async function flushedPosition(cluster: TestCluster): Promise<{ epoch: number; seq: number } | null> {
  const { rows } = await cluster.db.query<{ value: { epoch: number; seq: number } }>(
    `SELECT value FROM app_state WHERE key = 'feed_position'`,
  );
  return rows[0]?.value ?? null;
}

/** A call's status and how long its answer took (a timeout is an error naming the call). */
export async function timed(
  what: string,
  call: () => Promise<Response>,
): Promise<{ status: number; ms: number; body: string }> {
  const started = Date.now();
  const res = await call().catch((err: unknown) => {
    throw new Error(`${what}: no answer (${String(err)})`);
  });
  return { status: res.status, ms: Date.now() - started, body: await res.text() };
}
