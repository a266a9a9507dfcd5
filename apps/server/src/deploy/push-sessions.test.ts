import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '@slipstream/contract';
import { clusterUnavailableReason, startTestCluster, type TestCluster } from '../cluster/test-cluster';
import { testDbKinds } from '../db/test-db';
import { call, cookiesOf, startRealServer, type RealServer } from './real-server';
import { bearer, PASSWORD, signIn, signOut, signUp, type Browser } from './test-player-client';

const WS = '/api/sportsbook/v1/websocket';

/** The push tokens a signed-in page fetches: the connection's and its private channel's. */
async function pushTokens(url: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const connection = await call(`${url}${WS}/token`, { body: {}, headers });
  expect(connection.status).toBe(200);
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const channel = userChannel('en', sub.sub);
  const authorize = await call(`${url}${WS}/authorize`, { body: { channels: [channel] }, headers });
  expect(authorize.status).toBe(200);
  const channels = authorize.json!.channels as { token: string }[];
  return {
    bearer: token,
    connection: connection.json!.token as string,
    channel,
    subscription: channels[0]!.token,
  };
}

/** A raw client of the hub's protocol: sends commands, collects replies, knows when the server closed it. */
class PushClient {
  readonly replies = new Map<number, Record<string, unknown>>();
  closeCode: number | null = null;
  private readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(url: string) {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/connection/websocket`);
    this.opened = new Promise((ok, fail) => {
      this.ws.once('open', () => ok());
      this.ws.once('error', fail);
    });
    this.closed = new Promise((ok) =>
      this.ws.once('close', (code) => {
        this.closeCode = code;
        ok(code);
      }),
    );
    this.ws.on('message', (data) => {
      for (const line of String(data).split('\n')) {
        if (!line.trim()) continue;
        const frame = JSON.parse(line) as { id?: number };
        if (frame.id) this.replies.set(frame.id, frame as Record<string, unknown>);
      }
    });
  }

  /** Sends a command; resolves with its reply, or null when the connection closed first. */
  async send(id: number, method: string, params: object): Promise<Record<string, unknown> | null> {
    await this.opened;
    this.ws.send(JSON.stringify({ id, [method]: params }));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const reply = this.replies.get(id);
      if (reply) return reply;
      if (this.closeCode !== null) return null;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no reply to ${method}`);
  }

  /** The close code within `ms`, or null while still open. */
  async closedWithin(ms: number): Promise<number | null> {
    return Promise.race([this.closed, new Promise<null>((r) => setTimeout(() => r(null), ms))]);
  }

  close(): void {
    this.ws.close();
  }
}

/** A connection subscribed to the player's private channel (asserted). */
async function subscribed(url: string, tokens: Awaited<ReturnType<typeof pushTokens>>): Promise<PushClient> {
  const client = new PushClient(url);
  const connected = await client.send(1, 'connect', { token: tokens.connection });
  expect(connected?.connect).toBeTruthy();
  const sub = await client.send(2, 'subscribe', { channel: tokens.channel, token: tokens.subscription });
  expect(sub?.subscribe).toBeTruthy();
  return client;
}

/** Within the 2 s validity cache and the hub's re-check. */
const CLOSES_WITHIN_MS = 5_000;

describe.each(testDbKinds())('DEP-PUSH: push tokens bound to the browser session, on %s', (kind) => {
  let s: RealServer;
  beforeAll(async () => {
    s = await startRealServer(kind, {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      SIGN_IN_LOCK_AFTER_FAILURES: '3',
    });
  });
  afterAll(() => s.close());

  it('DEP-PUSH-1: after sign-out the tokens minted before open no new connection and no private channel', async () => {
    const b = await signUp(s.url, 'push-signout@example.com');
    const tokens = await pushTokens(s.url, await bearer(s.url, b));
    expect((await signOut(s.url, b)).status).toBe(204);
    const fresh = new PushClient(s.url);
    const connected = await fresh.send(1, 'connect', { token: tokens.connection });
    expect(connected?.connect).toBeUndefined();
    // Told as an expired token (109): a page asks for a new one, which an ended session cannot get.
    expect(connected?.error).toMatchObject({ code: 109 });
    expect(
      (await call(`${s.url}${WS}/token`, { body: {}, headers: { authorization: `Bearer ${tokens.bearer}` } }))
        .status,
    ).toBe(401);
    fresh.close();
    // A visitor's connection with the private channel's token is refused too.
    const visitor = await call(`${s.url}${WS}/token`, { body: {} });
    const other = new PushClient(s.url);
    expect((await other.send(1, 'connect', { token: visitor.json!.token as string }))?.connect).toBeTruthy();
    const sub = await other.send(2, 'subscribe', { channel: tokens.channel, token: tokens.subscription });
    expect(sub?.subscribe).toBeUndefined();
    expect(sub?.error).toBeTruthy();
    other.close();
  });

  it('DEP-PUSH-1: a subscription token of a signed-out session is refused on a connection that is still good', async () => {
    const email = 'push-two-browsers@example.com';
    const first = await signUp(s.url, email);
    const second = cookiesOf((await signIn(s.url, email)).headers);
    const old = await pushTokens(s.url, await bearer(s.url, first));
    const live = await pushTokens(s.url, await bearer(s.url, second));
    await signOut(s.url, first);
    const client = new PushClient(s.url);
    expect((await client.send(1, 'connect', { token: live.connection }))?.connect).toBeTruthy();
    const sub = await client.send(2, 'subscribe', { channel: old.channel, token: old.subscription });
    expect(sub?.subscribe).toBeUndefined();
    client.close();
  });

  it('DEP-PUSH-2: signing out closes that session’s open connections, not the other browser’s', async () => {
    const email = 'push-open@example.com';
    const a = await signUp(s.url, email);
    const b = cookiesOf((await signIn(s.url, email)).headers);
    const clientA = await subscribed(s.url, await pushTokens(s.url, await bearer(s.url, a)));
    const clientB = await subscribed(s.url, await pushTokens(s.url, await bearer(s.url, b)));
    await signOut(s.url, a);
    expect(await clientA.closedWithin(CLOSES_WITHIN_MS)).not.toBeNull();
    expect(await clientB.closedWithin(500)).toBeNull();
    clientB.close();
  });

  it('DEP-PUSH-2: a password change closes the other browsers’ connections; a lock closes them all', async () => {
    const email = 'push-password@example.com';
    const here = await signUp(s.url, email);
    const there = cookiesOf((await signIn(s.url, email)).headers);
    const clientHere = await subscribed(s.url, await pushTokens(s.url, await bearer(s.url, here)));
    const clientThere = await subscribed(s.url, await pushTokens(s.url, await bearer(s.url, there)));
    const changed = await call(`${s.url}/api/platform/player/password`, {
      method: 'PATCH',
      body: { user: { current_password: PASSWORD, password: 'a newer passphrase' } },
      headers: { cookie: here.cookie, 'x-csrf-token': here.csrf },
    });
    expect(changed.status).toBe(200);
    expect(await clientThere.closedWithin(CLOSES_WITHIN_MS)).not.toBeNull();
    expect(await clientHere.closedWithin(500)).toBeNull();
    // The lock (failures from three addresses) signs out every browser: the remaining connection closes.
    for (const ip of ['203.0.113.41', '203.0.113.42', '203.0.113.43'])
      expect((await signIn(s.url, email, 'wrong guess!', ip)).status).toBe(401);
    expect(await clientHere.closedWithin(CLOSES_WITHIN_MS)).not.toBeNull();
  });
});

const clusterSkip = await clusterUnavailableReason();
describe.skipIf(clusterSkip !== null)('DEP-PUSH-2 across a cluster (PostgreSQL and Redis)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster(2, { NODE_ENV: 'production' });
  }, 180_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('signing out on one node closes the session’s connection on the other node', async () => {
    const a = cluster.nodes[0]!;
    const b = cluster.nodes[1]!;
    const browser: Browser = await signUp(a.url, 'push-cluster@example.com');
    const client = await subscribed(b.url, await pushTokens(b.url, await bearer(a.url, browser)));
    expect((await signOut(a.url, browser)).status).toBe(204);
    expect(await client.closedWithin(CLOSES_WITHIN_MS)).not.toBeNull();
  });
});
