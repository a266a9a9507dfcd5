import { Centrifuge, type PublicationContext } from 'centrifuge';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsFromDecimal } from '@slipstream/betting';
import { startRealServer, type RealServer } from '../../deploy/real-server';
import type { UofProducer } from './producer/uof-producer';
import { rabbitReachable, startTestProducer, waitFor, type TestProducer } from './test-support';

const rabbit = await rabbitReachable();
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

async function json<T>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/**
 * The whole product on the AMQP path, configured only through its environment (FEED=uof): the simulator's
 * producer publishes into RabbitMQ, the server's prices follow through the API and the push channel, and a
 * bet placed through the API settles when the producer finishes the match.
 */
describe.skipIf(!rabbit)(`FEED=uof whole server (${kind})`, () => {
  let feed: TestProducer;
  let producer: UofProducer;
  let server: RealServer;

  beforeAll(async () => {
    feed = await startTestProducer({ aliveMs: 300, accessToken: 'tok' });
    producer = feed.producer;
    server = await startRealServer(kind, { ...feed.env, LOCALES: 'en' });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await feed?.close();
  });

  it('[FD1][FD2][FD3] producer → RabbitMQ → prices through the API and push → a bet settles', async () => {
    const m = [...producer.view.matches.values()].find(
      (x) => x.status === 0 && x.type === 'match' && x.tournamentId && producer.view.market(x.id, 1, ''),
    )!;
    const id = await waitFor(
      'the event through the API',
      async () => {
        const list = await json<{ data: { id: number }[] }>(
          fetch(`${server.url}/api/sportsbook/v1/matches?external_id=${m.urnId}`),
        );
        return list.data[0]?.id;
      },
      60_000,
    );
    const market1 = async () => {
      const page = await json<{
        data: { status: number; outcomes: { id: string; odds: number; name: string }[] }[];
      }>(fetch(`${server.url}/api/sportsbook/v1/matches/${id}/markets?market_id=1`));
      return page.data[0];
    };
    await waitFor('market 1 open', async () => (await market1())?.status === 1, 60_000);

    // push: the match channel carries the producer's next price
    const token = (
      await json<{ token: string }>(
        fetch(`${server.url}/api/sportsbook/v1/websocket/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      )
    ).token;
    const client = new Centrifuge(`${server.url.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      token,
    });
    const pushed: unknown[] = [];
    const sub = client.newSubscription(`match:en:${id}`);
    sub.on('publication', (ctx: PublicationContext) => pushed.push(ctx.data));
    const subscribed = new Promise<void>((r) => sub.once('subscribed', () => r()));
    sub.subscribe();
    client.connect();
    await subscribed;
    await producer.exclusive(() =>
      producer.sim.setOdds(m.id, 1, '', '1', oddsFromDecimal('3.33'), Date.now()),
    );
    await waitFor('the push', () => pushed.some((p) => JSON.stringify(p).includes('3.33')), 30_000);
    expect((await market1())!.outcomes.find((o) => o.id === '1')!.odds).toBe(3.33);
    client.disconnect();

    // a bet through the API, settled by the producer's bet_settlement
    const signIn = await fetch(`${server.url}/api/platform/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'demo@example.com', password: 'demo-password-123' } }),
    });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const csrf = cookies.find((c) => c.startsWith('slipstream_csrf='))!.split('=')[1]!;
    const bearer = (
      await json<{ token: string }>(
        fetch(`${server.url}/api/platform/sportsbook_sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-csrf-token': csrf },
          body: '{}',
        }),
      )
    ).token;
    const placed = await fetch(`${server.url}/api/sportsbook/v3/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [{ match_id: id, market_id: 1, specifier: '', outcome_id: '1', odds: 3.33 }],
          },
        ],
      }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const betId = (await json<{ data: { id: number }[] }>(placed)).data[0]!.id;
    const finish = await fetch(`${producer.apiUrl}/control/events/${m.urnId}/finish?home=2&away=0`, {
      method: 'POST',
    });
    expect(finish.status).toBe(200);
    const bet = await waitFor(
      'the bet settled',
      async () => {
        const list = await json<{
          data: { id: number; status: string; result: string; win_amount: unknown }[];
        }>(
          fetch(`${server.url}/api/sportsbook/v3/bets?status=done`, {
            headers: { authorization: `Bearer ${bearer}` },
          }),
        );
        return list.data.find((b) => b.id === betId);
      },
      60_000,
      200,
    );
    expect(bet.result).toBe('win_entire');
  });
});
