import { afterEach, describe, expect, it } from 'vitest';
import type { PublicationContext, SubscribedContext } from 'centrifuge';
import { matchChannel } from '@slipstream/contract';
import {
  droppableSubscription,
  connectionToken,
  newClient,
  nextEvent,
  startPushServer,
  until,
  type PushTestServer,
} from './test-support';

/** A markets_changed payload where one price moves: the kind of update fossil deltas shrink. */
const marketsUpdate = (seq: number) => ({
  event: 'markets_changed',
  data: {
    seq,
    match_id: 1,
    team: 'Fenerbahçe – Galatasaray',
    markets: Array.from({ length: 20 }, (_, m) => ({
      id: m,
      outcomes: [
        { id: 1, odds: m === seq % 20 ? 2.35 + seq / 100 : 2.35 },
        { id: 2, odds: 3.1 },
      ],
    })),
  },
});

describe('fossil delta on match channels', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  async function setup(deltaForMatchChannels: boolean) {
    const server = await startPushServer({ push: { deltaForMatchChannels } });
    cleanups.push(() => server.close());
    const subscribed = await droppableSubscription(server, matchChannel('en', 1), cleanups, {
      client: { minReconnectDelay: 400 },
      subscription: { delta: 'fossil' },
    });
    return { server, ...subscribed };
  }

  const publish = (server: PushTestServer, from: number, to: number): void => {
    for (let seq = from; seq <= to; seq++)
      server.app.push.publisher.publish(matchChannel('en', 1), marketsUpdate(seq));
  };

  it('sends deltas the centrifuge client decodes to exactly what was published', async () => {
    const { server, sub, received } = await setup(true);
    // A plain subscriber on the same channel gets whole payloads.
    const plainClient = newClient(server, { token: await connectionToken(server) });
    cleanups.push(() => plainClient.disconnect());
    const plain = plainClient.newSubscription(matchChannel('en', 1));
    const plainReceived: PublicationContext[] = [];
    plain.on('publication', (p) => plainReceived.push(p));
    plain.subscribe();
    plainClient.connect();
    await plain.ready(5_000);

    for (let seq = 1; seq <= 10; seq++) {
      publish(server, seq, seq);
      await until(() => received.length === seq && plainReceived.length === seq);
    }
    publish(server, 11, 15); // several in one batch
    await until(() => received.length === 15 && plainReceived.length === 15);
    expect(received.map((p) => p.data)).toEqual(Array.from({ length: 15 }, (_, i) => marketsUpdate(i + 1)));
    expect(plainReceived.map((p) => p.data)).toEqual(received.map((p) => p.data));
    const stats = sub.deltaStats();
    expect(stats.numFullPayloads).toBe(1);
    expect(stats.numDeltaPayloads).toBe(14);
    expect(stats.bytesReceived).toBeLessThan(stats.bytesDecoded / 3);
  });

  it('keeps decoding correctly across a dropped connection and recovery', async () => {
    const { server, client, sub, received, dropNetwork } = await setup(true);
    publish(server, 1, 3);
    await until(() => received.length === 3);
    const connecting = nextEvent(client, 'connecting');
    dropNetwork();
    await connecting;
    publish(server, 4, 6);
    const resubscribed = await nextEvent<SubscribedContext>(sub, 'subscribed');
    expect(resubscribed.recovered).toBe(true);
    publish(server, 7, 9);
    await until(() => received.length === 9);
    expect(received.map((p) => p.data)).toEqual(Array.from({ length: 9 }, (_, i) => marketsUpdate(i + 1)));
  });

  it('sends whole payloads when delta compression is turned off', async () => {
    const { server, sub, received } = await setup(false);
    publish(server, 1, 4);
    await until(() => received.length === 4);
    expect(received.map((p) => p.data)).toEqual(Array.from({ length: 4 }, (_, i) => marketsUpdate(i + 1)));
    expect(sub.deltaStats().numDeltaPayloads).toBe(0);
  });
});
