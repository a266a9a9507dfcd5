import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Centrifuge, PublicationContext, SubscribedContext, UnsubscribedContext } from 'centrifuge';
import { matchChannel, publicChannel, userChannel } from '@slipstream/contract';
import {
  bearerFor,
  connectionToken,
  newClient,
  nextEvent,
  postJson,
  startPushServer,
  until,
  type PushTestServer,
} from './test-support';

describe('push hub with the centrifuge client', () => {
  let server: PushTestServer;
  const clients: Centrifuge[] = [];
  const client = (...args: Parameters<typeof newClient>): Centrifuge => {
    const c = newClient(...args);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    server = await startPushServer({ push: { maxSubscriptionsPerConnection: 3 } });
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    await server.close();
  });

  it('connects a visitor, subscribes to public:en and receives publications in order', async () => {
    const c = client(server, { token: await connectionToken(server) });
    const sub = c.newSubscription(publicChannel('en'));
    const received: PublicationContext[] = [];
    sub.on('publication', (ctx) => received.push(ctx));
    const subscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    c.connect();
    const ctx = await subscribed;
    expect(ctx.recoverable).toBe(true);
    for (let i = 1; i <= 5; i++)
      server.app.push.publisher.publish(publicChannel('en'), {
        event: 'match_changed',
        data: { seq: i, name: 'Zürich' },
      });
    await nextEvent<PublicationContext>(
      sub,
      'publication',
      (p) => (p.data as { data: { seq: number } }).data.seq === 5,
    );
    expect(received.map((p) => (p.data as { data: { seq: number } }).data.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(received[0]!.data).toEqual({ event: 'match_changed', data: { seq: 1, name: 'Zürich' } });
    const offsets = received.map((p) => p.offset!);
    expect(offsets).toEqual(offsets.map((_, i) => offsets[0]! + i));
  });

  it('stops delivering after unsubscribe; subscribing again recovers what was missed meanwhile', async () => {
    const c = client(server, { token: await connectionToken(server) });
    const sub = c.newSubscription(publicChannel('es'));
    const received: number[] = [];
    sub.on('publication', (p) => received.push((p.data as { data: { n: number } }).data.n));
    sub.subscribe();
    c.connect();
    await sub.ready(5_000);
    const publish = (n: number): void =>
      void server.app.push.publisher.publish(publicChannel('es'), { event: 'match_changed', data: { n } });
    publish(1);
    await until(() => received.length === 1);
    sub.unsubscribe();
    await until(
      () => server.hub.streamIfPresent(publicChannel('es'))?.subscribers.size === 0,
      5_000,
      'unsubscribe',
    );
    publish(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([1]); // not delivered while unsubscribed
    const resubscribed = nextEvent<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    // The client kept its position: the hub recovers publication 2 from the channel's history.
    expect((await resubscribed).recovered).toBe(true);
    publish(3);
    await until(() => received.includes(3));
    expect(received).toEqual([1, 2, 3]);
  });

  it('refuses an unknown channel with 102 and does not retry it', async () => {
    const c = client(server, { token: await connectionToken(server) });
    const sub = c.newSubscription('news:en');
    const unsubscribed = nextEvent<UnsubscribedContext>(sub, 'unsubscribed');
    sub.subscribe();
    c.connect();
    expect((await unsubscribed).code).toBe(102);
    expect(sub.state).toBe('unsubscribed');
  });

  it('refuses a private channel without a token (103) and allows it with one from /websocket/authorize', async () => {
    const bearer = await bearerFor(server, '42');
    const channel = userChannel('en', '42');
    const c = client(server, { token: await connectionToken(server, bearer) });
    c.connect();

    // No subscription token at all: permission denied, and the subscription ends.
    const noToken = c.newSubscription(channel);
    const refusedNoToken = nextEvent<UnsubscribedContext>(noToken, 'unsubscribed');
    noToken.subscribe();
    expect((await refusedNoToken).code).toBe(103);
    c.removeSubscription(noToken);

    // A forged token is worse than a missing one: Centrifugo disconnects with 3500 "invalid token".
    const forged = c.newSubscription(channel, { token: 'not-a-jwt' });
    const disconnected = nextEvent<{ code: number }>(c, 'disconnected');
    forged.subscribe();
    expect((await disconnected).code).toBe(3500);

    const c2 = client(server, { token: await connectionToken(server, bearer) });
    const bare = c2.newSubscription(userChannel('en', '43'), {
      getToken: async () => {
        const res = await postJson(
          `${server.url}/api/sportsbook/v1/websocket/authorize`,
          { channels: [channel] },
          bearer,
        );
        return (res.json as { channels: { token: string }[] }).channels[0]!.token;
      },
    });
    const refused = nextEvent<UnsubscribedContext>(bare, 'unsubscribed');
    bare.subscribe();
    c2.connect();
    // Someone else's channel (with a token for one's own) is permission denied.
    expect((await refused).code).toBe(103);

    const own = c2.newSubscription(channel, {
      getToken: async (ctx) => {
        const res = await postJson(
          `${server.url}/api/sportsbook/v1/websocket/authorize`,
          { channels: [ctx.channel] },
          bearer,
        );
        expect(res.status).toBe(200);
        return (res.json as { channels: { token: string }[] }).channels[0]!.token;
      },
    });
    const subscribed = nextEvent<SubscribedContext>(own, 'subscribed');
    own.subscribe();
    await subscribed;
    const pub = nextEvent<PublicationContext>(own, 'publication');
    server.app.push.publisher.publish(channel, { event: 'balance_changed', data: { value: 1050 } });
    expect((await pub).data).toEqual({ event: 'balance_changed', data: { value: 1050 } });
  });

  it('refuses a private channel to a visitor with 103', async () => {
    const c = client(server, { token: await connectionToken(server) });
    const sub = c.newSubscription(userChannel('en', '42'), { token: 'whatever' });
    const unsubscribed = nextEvent<UnsubscribedContext>(sub, 'unsubscribed');
    sub.subscribe();
    c.connect();
    expect((await unsubscribed).code).toBe(103);
  });

  it('limits subscriptions per connection with 106', async () => {
    const c = client(server, { token: await connectionToken(server) });
    const subs = [1, 2, 3, 4].map((id) => c.newSubscription(matchChannel('en', id)));
    const refused = nextEvent<UnsubscribedContext>(subs[3]!, 'unsubscribed');
    for (const s of subs.slice(0, 3)) s.subscribe();
    c.connect();
    await Promise.all(subs.slice(0, 3).map((s) => s.ready(5_000)));
    subs[3]!.subscribe();
    expect((await refused).code).toBe(106);
  });

  it('answers history for a subscribed channel', async () => {
    const c = client(server, { token: await connectionToken(server) });
    const sub = c.newSubscription(publicChannel('de'));
    sub.subscribe();
    c.connect();
    await sub.ready(5_000);
    for (let i = 1; i <= 3; i++)
      server.app.push.publisher.publish(publicChannel('de'), { event: 'match_changed', data: { i } });
    const history = await sub.history({ limit: 10 });
    expect(history.publications.map((p) => (p.data as { data: { i: number } }).data.i)).toEqual([1, 2, 3]);
    const latest = await sub.history({ limit: 1, reverse: true });
    expect(latest.publications.map((p) => (p.data as { data: { i: number } }).data.i)).toEqual([3]);
    expect(history.epoch).toBe(latest.epoch);
  });

  it('closes a connection whose frame is too large with 1009, which the client does not retry', async () => {
    const c = client(server, { token: await connectionToken(server) });
    c.connect();
    await c.ready(5_000);
    const disconnected = nextEvent<{ code: number; reason: string }>(c, 'disconnected');
    void c.rpc('x', { blob: 'x'.repeat(server.app.push.settings.maxFrameBytes + 10) }).catch(() => undefined);
    const ctx = await disconnected;
    expect(ctx.code).toBe(3); // the client's "message size limit" for close code 1009
    expect(c.state).toBe('disconnected');
  });

  it('ends a connection with an invalid token with 3500 and the client stays disconnected', async () => {
    let attempts = 0;
    server.app.server.on('upgrade', () => attempts++);
    const c = client(server, { token: 'forged.token.value' });
    const disconnected = nextEvent<{ code: number }>(c, 'disconnected');
    c.connect();
    expect((await disconnected).code).toBe(3500);
    await new Promise((r) => setTimeout(r, 800));
    expect(c.state).toBe('disconnected');
    expect(attempts).toBe(1);
  });
});
