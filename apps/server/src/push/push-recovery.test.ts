import { afterEach, describe, expect, it } from 'vitest';
import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { publicChannel } from '@slipstream/contract';
import {
  droppableSubscription,
  nextEvent,
  startPushServer,
  until,
  type PushTestServer,
} from './test-support';

const seqOf = (p: PublicationContext): number => (p.data as { data: { seq: number } }).data.seq;

describe('push recovery and restarts', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  async function serverWith(push: Parameters<typeof startPushServer>[0]): Promise<PushTestServer> {
    const server = await startPushServer(push);
    cleanups.push(() => server.close());
    return server;
  }

  /** A subscribed client whose TCP sockets the test can cut like a dropped network. */
  const subscribedClient = (server: PushTestServer) =>
    droppableSubscription(server, publicChannel('en'), cleanups, {
      client: { minReconnectDelay: 400, maxReconnectDelay: 600 },
    });

  const publish = (server: PushTestServer, from: number, to: number): void => {
    for (let seq = from; seq <= to; seq++)
      server.app.push.publisher.publish(publicChannel('en'), { event: 'markets_changed', data: { seq } });
  };

  it('recovers every publication, in order, after a dropped connection', async () => {
    const server = await serverWith({ push: { historySize: 100, historyTtlMs: 60_000 } });
    const { client, sub, received, dropNetwork } = await subscribedClient(server);
    publish(server, 1, 3);
    await until(() => received.length === 3, 5_000, 'first publications');

    const connecting = nextEvent(client, 'connecting');
    dropNetwork();
    publish(server, 4, 6); // published while the server still thinks the socket is open
    await connecting;
    publish(server, 7, 10); // published while the client is away
    const resubscribed = await nextEvent<SubscribedContext>(sub, 'subscribed');
    expect(resubscribed.wasRecovering).toBe(true);
    expect(resubscribed.recovered).toBe(true);
    await until(() => received.length >= 10, 5_000, 'recovered publications');
    publish(server, 11, 11);
    await until(() => received.length >= 11, 5_000, 'live publication');
    expect(received.map(seqOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('tells the client recovered=false when it was away beyond the history window', async () => {
    const server = await serverWith({ push: { historySize: 3, historyTtlMs: 60_000 } });
    const { client, sub, received, dropNetwork } = await subscribedClient(server);
    publish(server, 1, 1);
    await until(() => received.length === 1);
    const connecting = nextEvent(client, 'connecting');
    dropNetwork();
    await connecting;
    publish(server, 2, 10);
    const resubscribed = await nextEvent<SubscribedContext>(sub, 'subscribed');
    expect(resubscribed.wasRecovering).toBe(true);
    expect(resubscribed.recovered).toBe(false);
    expect(received.map(seqOf)).toEqual([1]); // nothing partial: the app refetches instead
  });

  it('reconnects and resubscribes clients after a server restart on the same port', async () => {
    const first = await startPushServer();
    const port = first.port;
    const { client, sub, received } = await subscribedClient(first);
    publish(first, 1, 1);
    await until(() => received.length === 1);

    const connecting = nextEvent<{ code: number }>(client, 'connecting');
    await first.close();
    expect((await connecting).code).toBe(3001); // shutdown: reconnect

    const second = await serverWith({ port });
    // The connection token is still valid: the same secret signs both.
    const resubscribed = await nextEvent<SubscribedContext>(sub, 'subscribed', () => true, 10_000);
    expect(client.state).toBe('connected');
    // A new process has a new epoch: the client learns its position is gone and refetches.
    expect(resubscribed.wasRecovering).toBe(true);
    expect(resubscribed.recovered).toBe(false);
    publish(second, 2, 2);
    await until(() => received.length === 2);
    expect(received.map(seqOf)).toEqual([1, 2]);
  });
});
