import { afterAll, describe, expect, it } from 'vitest';
import {
  alive,
  homeWinOdds,
  prematchMatches,
  readiness,
  setHomeWinOdds,
  until,
} from './cluster-test-support';
import { clusterUnavailableReason, startTestCluster, type TestCluster } from './test-cluster';

// Crash test D5 (docs/CRASH-TEST.md): a cluster started on a database an earlier cluster used, under another
// REDIS_PREFIX. The feed's stored position is the database's; its leadership was counted per prefix, so the new
// cluster's epochs began below the position it found, and its followers waited for an epoch that never came while
// taking bets at the prices the leader had replaced.
const unavailable = await clusterUnavailableReason();
if (unavailable) console.warn(`cluster tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('[CL] a cluster on a database an earlier cluster used', () => {
  const clusters: TestCluster[] = [];
  afterAll(async () => {
    // The first cluster owns the schema and drops it: it closes last.
    for (const c of [...clusters].reverse()) await c.close();
  }, 30_000);

  it('a new REDIS_PREFIX goes on from the epoch the database reached: its followers follow its prices', async () => {
    const earlier = await startTestCluster(1);
    clusters.push(earlier);
    await until(
      async () => (await readiness(earlier.nodes[0]!))?.cluster.feed_leader === true,
      30_000,
      'a leader',
    );
    // The earlier cluster's leadership changed hands a few times (the shortcut for killing its leaders four
    // times): its last term, and the feed position its leader stored, are at epoch 5.
    for (const n of earlier.nodes) n.process.kill('SIGTERM');
    await Promise.all(earlier.nodes.map((n) => n.exited));
    await earlier.db.query(`UPDATE leadership SET epoch = 5, lease_until = '-infinity'`);
    await earlier.db.query(
      `UPDATE app_state SET value = jsonb_set(value::jsonb, '{epoch}', '5') WHERE key = 'feed_position'`,
    );

    const later = await startTestCluster(2, {}, earlier.databaseUrl);
    clusters.push(later);
    expect(later.prefix).not.toBe(earlier.prefix);
    const leader = await (async () => {
      let found = await later.leader();
      await until(async () => (found = await later.leader()) !== null, 30_000, 'a leader');
      return found!;
    })();
    const follower = later.nodes.find((n) => n !== leader && alive(n))!;
    const epoch = (await readiness(leader))!.cluster.feed_epoch!;
    expect(epoch).toBeGreaterThan(5);

    const [matchId] = await prematchMatches(later, 1);
    const before = await homeWinOdds(follower, matchId!);
    const next = before === 3.33 ? 3.44 : 3.33;
    expect(await setHomeWinOdds(leader, matchId!, next)).toBe(200);
    await until(
      async () => (await homeWinOdds(follower, matchId!)) === next,
      10_000,
      "the follower's new price",
    );
    await until(
      async () => (await readiness(follower))?.cluster.feed_in_step === true,
      10_000,
      'the follower in step',
    );
  }, 180_000);
});
