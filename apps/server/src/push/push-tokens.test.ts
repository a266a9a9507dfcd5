import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Centrifuge, PublicationContext, SubscribedContext } from 'centrifuge';
import {
  apiErrorSchema,
  publicChannel,
  userChannel,
  websocketAuthorizeResponseSchema,
} from '@slipstream/contract';
import { verifyJwt } from '../auth/jwt';
import {
  TEST_SECRET,
  bearerFor,
  connectionToken,
  newClient,
  nextEvent,
  postJson,
  sleep,
  startPushServer,
  until,
  type PushTestServer,
} from './test-support';

describe('push tokens over HTTP', () => {
  let server: PushTestServer;
  beforeAll(async () => {
    server = await startPushServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const token = (path: string, body: unknown, bearer?: string) =>
    postJson(`${server.url}/api/sportsbook/v1/websocket/${path}`, body, bearer);

  it('issues a connection token with sub = the player id, or "" for a visitor', async () => {
    const visitor = await token('token', {});
    expect(visitor.status).toBe(200);
    const visitorClaims = await verifyJwt((visitor.json as { token: string }).token, TEST_SECRET, Date.now());
    expect(visitorClaims?.sub).toBe('');
    expect(visitorClaims?.exp).toBeGreaterThan(Date.now() / 1000);

    const player = await token('token', {}, await bearerFor(server, '42'));
    const claims = await verifyJwt((player.json as { token: string }).token, TEST_SECRET, Date.now());
    expect(claims).toMatchObject({ sub: '42', typ: 'connection' });
  });

  it('answers a bad bearer with the catalogue 401', async () => {
    const res = await token('token', {}, 'nonsense');
    expect(res.status).toBe(401);
    expect(apiErrorSchema.parse(res.json).code).toBe('unauthorized');
  });

  it('issues subscription tokens only for the player own channel', async () => {
    const bearer = await bearerFor(server, '42');
    const own = await token('authorize', { channels: [userChannel('en', '42')] }, bearer);
    expect(own.status).toBe(200);
    const body = websocketAuthorizeResponseSchema.parse(own.json);
    const claims = await verifyJwt(body.channels[0]!.token, TEST_SECRET, Date.now());
    expect(claims).toMatchObject({ sub: '42', channel: '$user:en:42', typ: 'subscription' });

    const other = await token('authorize', { channels: [userChannel('en', '43')] }, bearer);
    expect(other.status).toBe(403);
    expect(apiErrorSchema.parse(other.json).code).toBe('push_channel_forbidden');
    const publicOne = await token('authorize', { channels: [publicChannel('en')] }, bearer);
    expect(publicOne.status).toBe(403);

    const visitor = await token('authorize', { channels: [userChannel('en', '42')] });
    expect(visitor.status).toBe(401);
    const malformed = await token('authorize', { channels: 'nope' }, bearer);
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(malformed.json).code).toBe('validation_failed');
  });
});

describe('push token expiry and refresh', () => {
  let server: PushTestServer;
  const clients: Centrifuge[] = [];
  beforeAll(async () => {
    server = await startPushServer({
      push: {
        connectionTokenTtlSeconds: 2,
        subscriptionTokenTtlSeconds: 2,
        expiredCloseDelayMs: 1_000,
        sweepIntervalMs: 100,
      },
    });
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a connection and a private subscription alive by refreshing their tokens', async () => {
    const bearer = await bearerFor(server, '7');
    let connectionTokens = 0;
    let subscriptionTokens = 0;
    const client = newClient(server, {
      getToken: async () => {
        connectionTokens++;
        return connectionToken(server, bearer);
      },
    });
    clients.push(client);
    let reconnects = 0;
    client.on('connecting', () => reconnects++);
    const channel = userChannel('en', '7');
    const sub = client.newSubscription(channel, {
      getToken: async () => {
        subscriptionTokens++;
        const res = await postJson(
          `${server.url}/api/sportsbook/v1/websocket/authorize`,
          { channels: [channel] },
          bearer,
        );
        return (res.json as { channels: { token: string }[] }).channels[0]!.token;
      },
    });
    sub.subscribe();
    client.connect();
    await sub.ready(5_000);
    const connectsBefore = reconnects;
    // Tokens live 2 s; the hub enforces them 1 s after: without refresh both would be cut off.
    await until(() => connectionTokens >= 3 && subscriptionTokens >= 3, 10_000, 'token refreshes');
    expect(client.state).toBe('connected');
    expect(sub.state).toBe('subscribed');
    expect(reconnects).toBe(connectsBefore);
    const pub = nextEvent<PublicationContext>(sub, 'publication');
    server.app.push.publisher.publish(channel, { event: 'bet_changed', data: { id: 1 } });
    expect((await pub).data).toEqual({ event: 'bet_changed', data: { id: 1 } });
  });

  it('ends a connection whose token expires with no way to refresh it, without retrying', async () => {
    const client = newClient(server, { token: await connectionToken(server) });
    clients.push(client);
    const disconnected = nextEvent<{ code: number }>(client, 'disconnected', () => true, 10_000);
    client.connect();
    await client.ready(5_000);
    // The connect reply says the token expires in 2 s; with no getToken the client cannot refresh
    // and ends "unauthorized" (code 1) instead of reconnecting with a dead token.
    expect((await disconnected).code).toBe(1);
    await sleep(500);
    expect(client.state).toBe('disconnected');
  });

  it('ends a private subscription whose token cannot be refreshed, keeping the connection', async () => {
    const bearer = await bearerFor(server, '8');
    const channel = userChannel('en', '8');
    const client = newClient(server, { getToken: () => connectionToken(server, bearer) });
    clients.push(client);
    const res = await postJson(
      `${server.url}/api/sportsbook/v1/websocket/authorize`,
      { channels: [channel] },
      bearer,
    );
    const sub = client.newSubscription(channel, {
      token: (res.json as { channels: { token: string }[] }).channels[0]!.token,
    });
    const unsubscribed = nextEvent<{ code: number }>(sub, 'unsubscribed', () => true, 10_000);
    sub.subscribe();
    client.connect();
    await nextEvent<SubscribedContext>(sub, 'subscribed');
    expect((await unsubscribed).code).toBe(1);
    expect(client.state).toBe('connected');
  });
});
