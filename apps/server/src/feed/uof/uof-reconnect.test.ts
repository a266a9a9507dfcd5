import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsFromDecimal } from '@slipstream/betting';
import { openTestDb } from '../../db/test-db';
import { LIVE_PRODUCT, PREMATCH_PRODUCT } from './uof-messages';
import { TcpProxy } from './tcp-proxy';
import { bothProducersUp, rabbitReachable, uofHarness, waitFor, type UofHarness } from './test-support';

const rabbit = await rabbitReachable();
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A broker "restart" as the consumer sees it, through a TCP proxy this test cuts and restores (the shared
 * RabbitMQ is never restarted): the consumer reconnects with back-off, binds a new queue and recovers, so
 * what the producer published while it was cut off still arrives.
 */
describe.skipIf(!rabbit)(`UOF consumer across a broker connection loss (${kind})`, () => {
  let h: UofHarness;
  const proxy = new TcpProxy(5672);

  beforeAll(async () => {
    await proxy.start();
    h = await uofHarness(await openTestDb(kind), {
      amqpUrl: `amqp://guest:guest@127.0.0.1:${proxy.port}/`,
    });
    await bothProducersUp(h);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await h?.db.close();
    await proxy.close();
  });

  it('[FD10] reconnects with back-off and recovers what was published while the connection was down', async () => {
    const m = [...h.producer.view.matches.values()].find(
      (x) => x.status === 0 && x.type === 'match' && h.producer.view.market(x.id, 1, ''),
    )!;
    const id = await waitFor('the event', () => {
      const ours = [...h.catalogue.model.matches.values()].find((x) => x.urnId === m.urnId);
      return ours?.id;
    });
    const recoveries = h.producer.recoveries.length;
    await proxy.cut();
    await waitFor('the consumer notices', () => !h.uof.connected);
    // While cut off, the producer moves a price: this message has no queue to reach.
    await h.producer.exclusive(() =>
      h.producer.sim.setOdds(m.id, 1, '', '1', oddsFromDecimal('5.55'), Date.now()),
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(h.catalogue.model.market(id, 1, '')!.outcomes[0]!.odds).not.toBe(5550);
    await proxy.restore();
    await waitFor(
      'the price recovered',
      () => h.catalogue.model.market(id, 1, '')!.outcomes[0]!.odds === 5550,
      30_000,
    );
    expect(h.producer.recoveries.length).toBeGreaterThanOrEqual(recoveries + 2);
    await waitFor(
      'both producers up again',
      () => h.uof.producerUp(LIVE_PRODUCT) && h.uof.producerUp(PREMATCH_PRODUCT),
    );
  });
});
