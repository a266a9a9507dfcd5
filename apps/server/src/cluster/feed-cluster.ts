import type { Feed } from '../feed/feed';
import { FeedStreamReader, type FeedStreamWriter } from './feed-stream';
import { Leadership, type LeaderTerm } from './leadership';
import type { RedisLink } from './redis-link';

export interface FeedClusterOptions {
  feed: Feed;
  link: RedisLink;
  writer: FeedStreamWriter;
  databaseUrl: string;
  nodeId: string;
  /** Run the feed's loop when leading (main.ts); hand-driven tests lead without a loop. */
  startLoop: boolean;
  /** Follow only until `allowLeading()` (a starting server competes once it listens: D6). */
  followUntilAllowed?: boolean;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The feed's leadership row (migration 0850: one per database). */
export const FEED_LEADERSHIP = 'feed';

/** How often a follower out of step with the stream reloads from the database (when it is past its state). */
const OUT_OF_STEP_RELOAD_MS = 2_000;

export interface FeedCluster {
  leadership: Leadership;
  /**
   * Placement and cashout on a follower: these matches as the database has them when it is past the read model,
   * so no bet is taken at a price the leader has replaced (it commits every batch as it applies it).
   */
  ensureCurrent(matchIds: number[]): Promise<void>;
  /** Following and in step with the leader's stream (or leading). */
  inStep(): boolean;
  /** The node listens: it may lead from now on. */
  allowLeading(): void;
  stop(): Promise<void>;
}

/**
 * Runs the feed on the node that holds the feed's leadership (src/cluster/leadership.ts) and keeps every other
 * node's read model in step with the leader's batches, read from the feed stream (feed-stream.ts) from the
 * position of the state each follower loaded. The leader's writes carry its term (the database's fence) and its
 * stream entries the term's epoch (Redis's fence and the followers').
 */
export async function startFeedCluster(o: FeedClusterOptions): Promise<FeedCluster> {
  const { feed, log } = o;
  let loaded = false;
  let stopping = false;
  let lastOutOfStepReload = 0;
  const reader = new FeedStreamReader(
    o.link,
    {
      batch: (at, messages) => feed.applyReplicated(messages, at),
      resync: async (reason) => {
        log.info({ reason }, 'feed stream: reloading from the database');
        return feed.reload();
      },
      flushed: () => feed.flushedPosition(),
      held: () => feed.position,
    },
    (err) => log.error({ err }, 'feed stream'),
  );
  // Role changes run one after another: a step-down's follow finishes before the next term's lead starts.
  let transition: Promise<void> = Promise.resolve();
  const serially = (fn: () => Promise<void>): Promise<void> => {
    const run = transition.then(fn);
    transition = run.catch(() => undefined);
    return run;
  };
  const role = {
    lead: (term: LeaderTerm) =>
      serially(async () => {
        log.info({ epoch: term.epoch }, 'feed leadership taken');
        o.writer.begin(term);
        // Started at once: feed control and replicated batches queue behind it (`Feed.exclusive`), and the feed
        // leads (its term set) from this moment.
        const starting = loaded ? feed.promote(term) : feed.load(term);
        await reader.stop();
        await starting;
        if (!loaded && o.startLoop) feed.start();
        if (loaded && !o.startLoop) feed.stopLoop();
        loaded = true;
      }),
    follow: (reason: string) =>
      serially(async () => {
        o.writer.end();
        if (stopping) return; // the node is shutting down: its feed has stopped already
        log.error({ reason }, 'feed leadership lost: following');
        const position = await feed.demote();
        loaded = true;
        // A newer term of this node may have begun meanwhile (its lead runs next): it reads no stream.
        if (!leadership.held) reader.start(position);
      }),
    followTick: () =>
      serially(async () => {
        if (leadership.held) return;
        if (!loaded) {
          const position = await feed.loadAsFollower();
          loaded = true;
          reader.start(position);
          return;
        }
        await feed.reloadIfEmpty();
        if (!reader.inStep && performance.now() - lastOutOfStepReload > OUT_OF_STEP_RELOAD_MS) {
          lastOutOfStepReload = performance.now();
          await feed.reloadIfAhead();
        }
      }),
  };
  const leadership: Leadership = new Leadership({
    connectionString: o.databaseUrl,
    // One per database, whatever the REDIS_PREFIX: the catalogue rows and the stored feed position it fences are
    // the database's (a name per prefix let a second cluster's epochs start below the position it found: D5).
    name: FEED_LEADERSHIP,
    nodeId: o.nodeId,
    role,
    onError: (err) => log.error({ err }, 'feed leadership'),
    followUntilAllowed: o.followUntilAllowed === true,
  });
  await leadership.start();
  return {
    leadership,
    // Every placement and cashout on a follower, in step or not: the stream may lag the leader by a batch in flight
    // (D8) or a connection gone half-open (D3); the database has every batch the leader applied (it commits each
    // as it applies it), so a price the leader replaced is never taken here.
    ensureCurrent: async (matchIds) => {
      if (feed.leads) return;
      await feed.refreshMatches(matchIds);
    },
    inStep: () => feed.leads || reader.inStep,
    allowLeading: () => leadership.allowLeading(),
    stop: async () => {
      stopping = true;
      // A leader's last flush goes under its fence, before the lease is given up.
      if (feed.leads) await feed.stop().catch((err: unknown) => log.error({ err }, 'feed stop'));
      await leadership.stop();
      await reader.stop();
      o.writer.end();
    },
  };
}
