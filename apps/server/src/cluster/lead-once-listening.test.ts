import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readiness, until } from './cluster-test-support';
import { clusterUnavailableReason, startTestCluster, type TestCluster } from './test-cluster';

// Crash test D6 (docs/CRASH-TEST.md): a restarted node took the feed leadership while still starting, never
// listened, and died holding it (its start-up then ran the leader's work on a starved pool). A node competes for
// the leadership only once it listens, so the leader is always a node that serves.
const unavailable = await clusterUnavailableReason();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('a starting node and the feed leadership', () => {
  let cluster: TestCluster | undefined;
  afterAll(async () => {
    await cluster?.close();
  }, 30_000);

  it('[CL18] a node takes the feed leadership only after it listens', async () => {
    cluster = await startTestCluster(1);
    const node = cluster.nodes[0]!;
    await until(async () => (await readiness(node))?.cluster.feed_leader === true, 30_000, 'a leader');
    const lines = readFileSync(join(cluster.logDir, 'node1.log'), 'utf8').split('\n');
    const listening = lines.findIndex((l) => l.includes('Server listening'));
    const taken = lines.findIndex((l) => l.includes('feed leadership taken'));
    expect(listening, 'the node logged that it listens').toBeGreaterThanOrEqual(0);
    expect(taken, 'the node logged that it leads').toBeGreaterThanOrEqual(0);
    expect(taken).toBeGreaterThan(listening);
  });
});
