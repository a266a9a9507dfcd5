import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsFromDecimal } from '@slipstream/betting';
import {
  clusterUnavailableReason,
  startTestCluster,
  type ClusterNode,
  type TestCluster,
} from '../../cluster/test-cluster';
import type { UofProducer } from './producer/uof-producer';
import { rabbitReachable, startTestProducer, waitFor, type TestProducer } from './test-support';

const rabbit = await rabbitReachable();
const clusterReason = await clusterUnavailableReason();
const reason = !rabbit ? 'RabbitMQ does not answer on 127.0.0.1:5672' : clusterReason;
if (reason) console.warn(`uof-cluster.test.ts skipped: ${reason}`);

/** The price of outcome 1 of market 1 of the event with this URN, as a node answers it (null: not there). */
async function priceOn(node: ClusterNode, urn: string): Promise<number | null> {
  const list = await fetch(
    `${node.url}/api/sportsbook/v1/matches?external_id=${encodeURIComponent(urn)}`,
  ).then((r) => r.json() as Promise<{ data: { id: number }[] }>);
  const id = list.data[0]?.id;
  if (!id) return null;
  const markets = await fetch(`${node.url}/api/sportsbook/v1/matches/${id}/markets?market_id=1`).then(
    (r) => r.json() as Promise<{ data: { status: number; outcomes: { id: string; odds: number }[] }[] }>,
  );
  const m = markets.data[0];
  return m && m.status === 1 ? (m.outcomes.find((o) => o.id === '1')?.odds ?? null) : null;
}

/**
 * FEED=uof with two real node processes over one PostgreSQL and Redis (SPEC.md FD9, CL1): only the feed leader
 * consumes (one queue, one recovery per product), followers get the leader's batches, and when the leader is
 * killed the new one recovers from the last processed timestamp it finds persisted.
 */
describe.skipIf(reason !== null)('UOF consumer in a cluster', () => {
  let feed: TestProducer;
  let producer: UofProducer;
  let cluster: TestCluster;

  beforeAll(async () => {
    feed = await startTestProducer({ aliveMs: 300 });
    producer = feed.producer;
    cluster = await startTestCluster(2, { ...feed.env, UOF_NODE_ID: '3', UOF_INACTIVITY_SECONDS: '10' });
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await feed?.close();
  });

  it('[FD9][CL1] one node consumes; both answer its prices; a killed leader is replaced and recovery resumes after its last message', async () => {
    const m = [...producer.view.matches.values()].find(
      (x) => x.status === 0 && x.type === 'match' && producer.view.market(x.id, 1, ''),
    )!;
    for (const node of cluster.nodes)
      await waitFor(`${node.name} has the event`, () => priceOn(node, m.urnId), 60_000);
    // One consumer: its request ids count up once (a second consumer would repeat 1 and 2), all from node 3,
    // and the first of each product asks for everything (nothing processed yet).
    const ids = producer.recoveries.map((r) => r.requestId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(producer.recoveries.every((r) => r.nodeId === 3)).toBe(true);
    for (const product of ['liveodds', 'pre'])
      expect(producer.recoveries.find((r) => r.product === product)?.after).toBeNull();

    await producer.exclusive(() =>
      producer.sim.setOdds(m.id, 1, '', '1', oddsFromDecimal('6.25'), Date.now()),
    );
    for (const node of cluster.nodes)
      await waitFor(`${node.name} sees 6.25`, async () => (await priceOn(node, m.urnId)) === 6.25);

    const leader = (await cluster.leader())!;
    const survivor = cluster.nodes.find((n) => n !== leader)!;
    await new Promise((r) => setTimeout(r, 2500)); // a flush persists the last processed timestamp
    const before = producer.recoveries.length;
    leader.process.kill('SIGKILL');
    await leader.exited;
    await waitFor('the survivor leads', async () => (await cluster.leader()) === survivor, 30_000);
    await waitFor('a recovery from the new leader', () => producer.recoveries.length >= before + 2, 30_000);
    const resumed = producer.recoveries.slice(before);
    expect(resumed.every((r) => r.after !== null && r.after > 0)).toBe(true);

    await producer.exclusive(() =>
      producer.sim.setOdds(m.id, 1, '', '1', oddsFromDecimal('7.75'), Date.now()),
    );
    await waitFor('the survivor sees 7.75', async () => (await priceOn(survivor, m.urnId)) === 7.75, 30_000);
  });
});
