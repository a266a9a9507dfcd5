import type { Feed } from '../feed/feed';
import type { FeedMessage } from '../feed/messages';
import type { ClusterBus } from './cluster-bus';
import { FeedLeadership } from './feed-leadership';

export interface FeedClusterOptions {
  feed: Feed;
  bus: ClusterBus;
  databaseUrl: string;
  clusterName: string;
  /** Run the feed's loop when leading (main.ts); hand-driven tests lead without a loop. */
  startLoop: boolean;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Runs the feed on whichever node holds the leadership lock and keeps every other node's read model in step
 * with the leader's batches (published on the bus after the leader applied them). A follower that started
 * before the first leader wrote a catalogue reloads from the database until it has one.
 */
export async function startFeedCluster(o: FeedClusterOptions): Promise<{ stop(): Promise<void> }> {
  const { feed, log } = o;
  // Subscribed before anything loads; batches that arrive before the first load are kept and applied after it
  // in order, so what changed since the subscription wins over the database's (older) flush.
  let early: FeedMessage[][] | null = [];
  await o.bus.on('feed', (payload) => {
    if (early) early.push(payload as FeedMessage[]);
    else if (feed.isFollowing) void feed.applyReplicated(payload as FeedMessage[]);
  });
  let loaded = false;
  const leadership = new FeedLeadership(o.databaseUrl, o.clusterName, {
    onLead: async () => {
      log.info({}, 'feed leadership taken');
      if (!loaded) {
        early = null; // the leader's own provider produces what comes next
        await feed.load();
        if (o.startLoop) feed.start();
      } else if (o.startLoop) await feed.promote();
      else await feed.promote().then(() => feed.stopLoop());
      loaded = true;
    },
    onLose: async () => {
      log.error({}, 'feed leadership lost: following');
      await feed.demote();
    },
    onFollowTick: async () => {
      if (!loaded) {
        await feed.loadAsFollower();
        loaded = true;
        const batches = early ?? [];
        early = null;
        // Queued in one go (the feed runs them in call order), ahead of any batch that arrives meanwhile.
        await Promise.all(batches.map((batch) => feed.applyReplicated(batch)));
      } else await feed.reloadIfEmpty();
    },
    onError: (err) => log.error({ err }, 'feed leadership'),
  });
  await leadership.start();
  return {
    stop: async () => {
      await leadership.stop();
    },
  };
}
