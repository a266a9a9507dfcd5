import { afterEach, describe, expect, it } from 'vitest';
import { ReadModel } from '../catalogue/read-model';
import { testClock } from '../catalogue/test-support';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { createRecordingPublisher } from '../push/publisher';
import { defaultSimOptions, SMALL_SIM, Simulator } from '../sim/simulator';
import { Feed } from './feed';
import type { FeedMessage } from './messages';
import { CataloguePublisher } from './publish';

/** Every market's prices and statuses of a read model, as comparable text. */
function prices(model: ReadModel): string[] {
  const out: string[] = [];
  for (const id of [...model.matches.keys()].sort((a, b) => a - b))
    for (const m of model.listedMarkets(id))
      out.push(`${id}/${m.marketId}/${m.specifier}:${m.status}:${m.outcomes.map((o) => o.odds).join(',')}`);
  return out;
}

// Cluster mode's feed roles (ARCHITECTURE.md "Cluster") over one real database: a leader and a follower.
describe.each(testDbKinds())('feed leader and follower on %s', { timeout: 120_000 }, (kind) => {
  const dbs: Db[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.close().catch(() => undefined);
  });

  async function pair() {
    const db = await openTestDb(kind);
    dbs.push(db);
    const clock = testClock();
    const make = (replicate?: (m: FeedMessage[]) => void) => {
      const published = createRecordingPublisher();
      const model = new ReadModel();
      const feed = new Feed({
        db,
        clock,
        model,
        provider: new Simulator({ ...defaultSimOptions(7, 1), size: SMALL_SIM }),
        events: new CataloguePublisher(published, ['en'], (err) => {
          throw err;
        }),
        flushEveryMs: 0,
        replicate,
      });
      return { feed, model, published: published.published };
    };
    const follower = make();
    // Batches go over JSON in production (Redis): the follower gets a copy, never the leader's objects.
    const leader = make(
      (messages) => void follower.feed.applyReplicated(JSON.parse(JSON.stringify(messages))),
    );
    return { db, clock, leader, follower };
  }

  it('a follower applies the leader batches to its read model without publishing', async () => {
    const { clock, leader, follower } = await pair();
    await leader.feed.load();
    await follower.feed.loadAsFollower();
    for (let i = 0; i < 20; i++) {
      clock.advance(3_000);
      await leader.feed.step();
    }
    await follower.feed.flush();
    expect(leader.published.length).toBeGreaterThan(0);
    expect(follower.published).toHaveLength(0);
    expect(prices(follower.model)).toEqual(prices(leader.model));
    expect(follower.model.matches.size).toBe(leader.model.matches.size);
    // Feed control on a follower would fork the feed: the routes refuse it (sim/routes.ts).
    expect(follower.feed.isFollowing).toBe(true);
  });

  it('a promoted follower resumes from the last flush: the same state and position the leader persisted', async () => {
    const { clock, leader, follower } = await pair();
    await leader.feed.load();
    await follower.feed.loadAsFollower();
    for (let i = 0; i < 10; i++) {
      clock.advance(3_000);
      await leader.feed.step(); // flushEveryMs 0: every step is persisted
    }
    const persisted = prices(leader.model);
    // The leader dies here; the follower takes over.
    await follower.feed.promote();
    follower.feed.stopLoop();
    expect(follower.feed.isFollowing).toBe(false);
    expect(prices(follower.model)).toEqual(persisted);
    // The provider continued from the same position as the leader would have: the same next tick.
    clock.advance(3_000);
    await Promise.all([leader.feed.step(), follower.feed.step()]);
    expect(prices(follower.model)).toEqual(prices(leader.model));
    expect(follower.published.length).toBeGreaterThan(0);
  });

  it('[CL12] a follower out of step takes the prices the database holds when its flush is past the follower, never older ones', async () => {
    const db = await openTestDb(kind);
    dbs.push(db);
    const clock = testClock();
    let seq = 0;
    // The leader of term 1 whose stream cannot reach the follower (Redis away): only its flushes do.
    const term = { epoch: 1, acting: () => true, fence: async () => undefined };
    const leaderModel = new ReadModel();
    const leader = new Feed({
      db,
      clock,
      model: leaderModel,
      provider: new Simulator({ ...defaultSimOptions(7, 1), size: SMALL_SIM }),
      events: new CataloguePublisher(createRecordingPublisher(), ['en'], (err) => {
        throw err;
      }),
      flushEveryMs: 0,
      replicate: () => void seq++,
      cluster: { position: () => ({ epoch: 1, seq }), urgent: () => false },
    });
    const followerModel = new ReadModel();
    const follower = new Feed({
      db,
      clock,
      model: followerModel,
      provider: new Simulator({ ...defaultSimOptions(7, 1), size: SMALL_SIM }),
      events: new CataloguePublisher(createRecordingPublisher(), ['en'], (err) => {
        throw err;
      }),
    });
    await leader.load(term);
    await follower.loadAsFollower();
    const before = follower.position;
    for (let i = 0; i < 5; i++) {
      clock.advance(3_000);
      await leader.step();
    }
    const changed = [...leaderModel.matches.keys()].filter(
      (id) =>
        JSON.stringify(prices(leaderModel).filter((p) => p.startsWith(`${id}/`))) !==
        JSON.stringify(prices(followerModel).filter((p) => p.startsWith(`${id}/`))),
    );
    expect(changed.length).toBeGreaterThan(0);
    await follower.refreshMatches(changed);
    for (const id of changed)
      expect(prices(followerModel).filter((p) => p.startsWith(`${id}/`))).toEqual(
        prices(leaderModel).filter((p) => p.startsWith(`${id}/`)),
      );
    expect(follower.position).toEqual(before); // only these matches: the stream position is not moved
    // A full reload when the flush is past the follower: then the position is the flush's.
    await follower.reloadIfAhead();
    expect(prices(followerModel)).toEqual(prices(leaderModel));
    expect(follower.position).toEqual({ epoch: 1, seq });
  });
});
