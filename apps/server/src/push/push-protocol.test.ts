import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publicChannel, userChannel } from '@slipstream/contract';
import { signSubscriptionToken } from './push-tokens';
import {
  TEST_SECRET,
  bearerFor,
  connectionToken,
  newClient,
  nextEvent,
  sleep,
  startPushServer,
  until,
  type PushTestServer,
} from './test-support';

/**
 * The protocol's edges, spoken frame by frame (the centrifuge client never sends most of these):
 * error codes, disconnect codes, pings, limits, slow readers.
 */
class RawClient {
  readonly ws: WebSocket;
  readonly replies: Record<string, unknown>[] = [];
  closeCode: number | null = null;
  private nextId = 1;
  /** `pong: false` makes a client that never answers the server's pings. */
  constructor(url: string, options: { pong?: boolean } = {}) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => {
      for (const line of (data as Buffer).toString('utf8').split('\n')) {
        if (line === '{}' && options.pong !== false) this.ws.send('{}');
        else if (line) this.replies.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    this.ws.on('close', (code) => (this.closeCode = code));
  }
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }
  send(...commands: Record<string, unknown>[]): number[] {
    const ids = commands.map(() => this.nextId++);
    this.ws.send(commands.map((c, i) => JSON.stringify({ id: ids[i], ...c })).join('\n'));
    return ids;
  }
  async reply(id: number): Promise<Record<string, unknown>> {
    await until(() => this.replies.some((r) => r.id === id), 5_000, `reply ${id}`);
    return this.replies.find((r) => r.id === id)!;
  }
  async closed(): Promise<number> {
    await until(() => this.closeCode !== null, 10_000, 'close');
    return this.closeCode!;
  }
}

describe('push protocol edges', () => {
  let server: PushTestServer;
  const raws: RawClient[] = [];
  const raw = async (options: { pong?: boolean } = {}): Promise<RawClient> => {
    const c = new RawClient(server.wsUrl, options);
    raws.push(c);
    await c.opened();
    return c;
  };
  const connected = async (bearer?: string, options: { pong?: boolean } = {}): Promise<RawClient> => {
    // The token first: a socket that waits for it could go stale (staleCloseMs) on a busy machine.
    const token = await connectionToken(server, bearer);
    const c = await raw(options);
    const [id] = c.send({ connect: { token } });
    expect(await c.reply(id!)).toHaveProperty('connect');
    return c;
  };

  beforeAll(async () => {
    server = await startPushServer({
      push: {
        pingIntervalMs: 300,
        pongTimeoutMs: 1_000,
        staleCloseMs: 1_000,
        sweepIntervalMs: 50,
        maxConnectionsPerIp: 6,
        maxBufferedBytes: 64 * 1024,
        expiredCloseDelayMs: 0,
        subscriptionTokenTtlSeconds: 1,
      },
    });
  });
  afterEach(() => {
    for (const c of raws.splice(0)) c.ws.terminate();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a batch of commands in one frame, in order, with the connect result first', async () => {
    const token = await connectionToken(server);
    const c = await raw();
    const [connectId, subId, dupId, unknownId] = c.send(
      { connect: { token } },
      { subscribe: { channel: publicChannel('en') } },
      { subscribe: { channel: publicChannel('en') } },
      { subscribe: { channel: 'nope:en' } },
    );
    const connect = (await c.reply(connectId!)).connect as Record<string, unknown>;
    expect(connect).toMatchObject({ expires: true, ping: 0.3, pong: true });
    expect((await c.reply(subId!)).subscribe).toMatchObject({ recoverable: true, offset: 0 });
    expect((await c.reply(dupId!)).error).toMatchObject({ code: 105 });
    expect((await c.reply(unknownId!)).error).toMatchObject({ code: 102 });
    expect(c.replies.map((r) => r.id)).toEqual([connectId, subId, dupId, unknownId]);
  });

  it('refuses client publish (103), presence and rpc (108), and unknown methods (104)', async () => {
    const c = await connected();
    const [pub, presence, rpc, unknown] = c.send(
      { publish: { channel: publicChannel('en'), data: {} } },
      { presence: { channel: publicChannel('en') } },
      { rpc: { method: 'x' } },
      { nonsense: {} },
    );
    expect((await c.reply(pub!)).error).toMatchObject({ code: 103 });
    expect((await c.reply(presence!)).error).toMatchObject({ code: 108 });
    expect((await c.reply(rpc!)).error).toMatchObject({ code: 108 });
    expect((await c.reply(unknown!)).error).toMatchObject({ code: 104 });
  });

  it('closes with 3501 on a malformed frame and on a command before connect', async () => {
    const a = await raw();
    a.ws.send('{not json');
    expect(await a.closed()).toBe(3501);
    const b = await raw();
    b.send({ subscribe: { channel: publicChannel('en') } });
    expect(await b.closed()).toBe(3501);
  });

  it('closes a socket that never connects with 3502 (stale)', async () => {
    const c = await raw();
    expect(await c.closed()).toBe(3502);
  });

  it('pings with {} and closes a client that does not pong with 3012', async () => {
    const ponging = await connected();
    const silent = await connected(undefined, { pong: false });
    expect(await silent.closed()).toBe(3012);
    expect(ponging.closeCode).toBeNull();
    expect(ponging.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes the connection over the per-IP limit with 3504', async () => {
    const open = await Promise.all([1, 2, 3, 4, 5, 6].map(() => raw()));
    const extra = await raw();
    expect(await extra.closed()).toBe(3504);
    for (const c of open) c.ws.terminate();
    await until(() => server.hub.connectionCount === 0, 5_000, 'connections to close');
    const again = await raw();
    await sleep(100);
    expect(again.closeCode).toBeNull();
  });

  it('makes the centrifuge client stop for good when over the per-IP limit (3504 is terminal)', async () => {
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => raw()));
    let upgrades = 0;
    const count = (): void => void upgrades++;
    server.app.server.on('upgrade', count);
    const client = newClient(server, { token: await connectionToken(server) });
    try {
      const disconnected = nextEvent<{ code: number }>(client, 'disconnected');
      client.connect();
      expect((await disconnected).code).toBe(3504);
      await sleep(800); // several reconnect delays of the test client
      expect(client.state).toBe('disconnected');
      expect(upgrades).toBe(1);
    } finally {
      server.app.server.off('upgrade', count);
      client.disconnect();
    }
  });

  it('unsubscribes a private channel whose token expired with 2501 and refreshes one with sub_refresh', async () => {
    const bearer = await bearerFor(server, '5');
    const c = await connected(bearer);
    // The player's push tokens name the browser session of the bearer (DEP-PUSH-1).
    const { sid } = JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const player = { playerId: '5', sid };
    const channel = userChannel('en', '5');
    const other = userChannel('en', '6');
    const now = Date.now();
    const token = await signSubscriptionToken(TEST_SECRET, player, channel, now, 1);
    const [subId] = c.send({ subscribe: { channel, token } });
    expect((await c.reply(subId!)).subscribe).toMatchObject({ expires: true, ttl: expect.any(Number) });
    // A token for another channel cannot refresh this one.
    const [badRefresh] = c.send({
      sub_refresh: { channel, token: await signSubscriptionToken(TEST_SECRET, player, other, now, 60) },
    });
    expect((await c.reply(badRefresh!)).error).toMatchObject({ code: 103 });
    await until(
      () =>
        c.replies.some(
          (r) => (r.push as { unsubscribe?: { code: number } } | undefined)?.unsubscribe?.code === 2501,
        ),
      5_000,
      'unsubscribe push',
    );
    const [again] = c.send({
      subscribe: {
        channel,
        token: await signSubscriptionToken(TEST_SECRET, player, channel, Date.now(), 60),
      },
    });
    expect((await c.reply(again!)).subscribe).toBeDefined();
    const [refresh] = c.send({
      sub_refresh: {
        channel,
        token: await signSubscriptionToken(TEST_SECRET, player, channel, Date.now(), 120),
      },
    });
    expect((await c.reply(refresh!)).sub_refresh).toMatchObject({ expires: true });
  });

  it('bounds the replies a single frame can pile up (3008)', async () => {
    const c = await connected();
    const channel = publicChannel('it');
    const [subId] = c.send({ subscribe: { channel } });
    await c.reply(subId!);
    const blob = 'y'.repeat(8 * 1024);
    for (let i = 0; i < 6; i++)
      server.app.push.publisher.publish(channel, { event: 'match_changed', data: { i, blob } });
    // One history call answers ~48 kB: twenty in one frame would queue ~1 MB of replies.
    c.send(...Array.from({ length: 20 }, () => ({ history: { channel, limit: -1 } })));
    expect(await c.closed()).toBe(3008);
  });

  it('disconnects a slow reader with 3008 instead of buffering without bound', async () => {
    const c = await connected();
    const [subId] = c.send({ subscribe: { channel: publicChannel('fr') } });
    await c.reply(subId!);
    // Stop reading: the kernel buffers fill, then the hub's per-socket queue.
    const socket = (c.ws as unknown as { _socket: Socket })._socket;
    socket.pause();
    const blob = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 400 && server.hub.connectionCount > 0; i++) {
      server.app.push.publisher.publish(publicChannel('fr'), { event: 'match_changed', data: { i, blob } });
      await new Promise((r) => setImmediate(r));
    }
    socket.resume();
    expect(await c.closed()).toBe(3008);
  });
});
