import { randomBytes } from 'node:crypto';
import { fossilDelta } from './delta';
import { publicationJson, publicationPushFrame } from './protocol';
import { textWireFrame, type WireFrame } from './wire-frame';

/** One publication kept for recovery and history. `json` is its data, serialised once. */
export interface HistoryEntry {
  readonly offset: number;
  readonly at: number;
  readonly json: string;
  /** Fossil delta from the previous publication's json, computed once when a delta subscriber needs it. */
  delta?: string;
}

/** What a stream needs from a subscriber to deliver a batch (implemented by the hub's subscription). */
export interface StreamSubscriber {
  /** Negotiated fossil delta: data goes as JSON strings, deltas where the client holds the base. */
  readonly delta: boolean;
  /** Offset of the last publication this subscriber received in full form (delta base), or -1. */
  deltaBase: number;
  /** A complete WebSocket frame, the same object for every subscriber of a fan-out. */
  deliver(frame: WireFrame): void;
}

/**
 * One channel's stream: offsets, a random epoch (new on every process start, so a client that recovers
 * against a restarted server learns recovered=false and refetches), a bounded history with TTL, and the
 * subscribers. Publications are serialised once per channel and fanned out in batches: publications that
 * arrive while a batch is pending go out in the same newline-delimited frame, so a busy hub writes
 * fewer, larger frames instead of falling behind.
 */
export class ChannelStream {
  /** Random per process start; with the Redis broker, the channel's epoch in Redis (set by `reset`). */
  epoch = randomBytes(4).toString('hex');
  /** Redis broker: the stream holds what Redis holds (false until the first sync, and after a gap). */
  synced = false;
  /** Redis broker: a sync under way, and the publications that arrived meanwhile. */
  syncing: Promise<void> | null = null;
  syncBuffer: { epoch: string; offset: number; json: string }[] = [];
  readonly channelJson: string;
  top = 0;
  readonly subscribers = new Set<StreamSubscriber>();
  /**
   * Time a subscriber last joined or left. A stream nobody has subscribed to for the history TTL is
   * dropped even if still published to: a client away that long could not recover anyway.
   */
  lastActiveAt: number;
  private readonly history: HistoryEntry[] = [];
  private pending: HistoryEntry[] = [];
  private flushScheduled = false;
  /** The json of the publication before the pending batch (the delta base of its first entry). */
  private lastDeliveredJson: string | null = null;

  /** How long the last fan-out took: the next batch waits that long (capped), gathering what arrives. */
  private lastFlushMs = 0;

  constructor(
    readonly name: string,
    private readonly historySize: number,
    private readonly historyTtlMs: number,
    now: number,
    private readonly maxBatchDelayMs = 0,
    /** Shared counters of the hub (deliveries: publications written to subscribers, for /metrics). */
    private readonly stats?: { deliveries: number },
  ) {
    this.channelJson = JSON.stringify(name);
    this.lastActiveAt = now;
  }

  /** Adds a publication (at the next offset, or at the one Redis gave it) and schedules its fan-out. */
  publish(json: string, now: number, offset = this.top + 1): HistoryEntry {
    this.top = offset;
    const entry: HistoryEntry = { offset, at: now, json };
    if (this.historySize > 0 && this.historyTtlMs > 0) {
      this.history.push(entry);
      if (this.history.length > this.historySize) this.history.shift();
    }
    if (this.subscribers.size === 0) {
      this.lastDeliveredJson = json;
      return entry;
    }
    this.pending.push(entry);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      // Adaptive batching: a cheap fan-out goes at once; an expensive one (many subscribers, busy CPU)
      // waits as long as the last took, so publications meanwhile share one frame and one write per
      // socket instead of queueing fan-outs behind each other.
      const delay = Math.min(this.maxBatchDelayMs, this.lastFlushMs);
      if (delay >= 1) setTimeout(() => this.flush(), delay);
      else setImmediate(() => this.flush());
    }
    return entry;
  }

  /** Sends the pending batch now. Called before a new subscriber joins, so it never gets older publications. */
  flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const started = performance.now();
    let plain: WireFrame | null = null;
    let deltaInSync: WireFrame | null = null;
    let deltaFull: WireFrame | null = null;
    const first = batch[0]!;
    for (const sub of this.subscribers) {
      if (!sub.delta) {
        plain ??= textWireFrame(
          batch.map((e) => publicationPushFrame(this.channelJson, e.json, e.offset)).join('\n'),
        );
        sub.deliver(plain);
      } else if (sub.deltaBase === first.offset - 1 && this.lastDeliveredJson !== null) {
        deltaInSync ??= this.deltaFrame(batch, this.lastDeliveredJson);
        sub.deliver(deltaInSync);
        sub.deltaBase = batch[batch.length - 1]!.offset;
      } else {
        deltaFull ??= this.deltaFrame(batch, null);
        sub.deliver(deltaFull);
        sub.deltaBase = batch[batch.length - 1]!.offset;
      }
    }
    this.lastDeliveredJson = batch[batch.length - 1]!.json;
    if (this.stats) this.stats.deliveries += batch.length * this.subscribers.size;
    this.lastFlushMs = performance.now() - started;
  }

  /** A batch for delta subscribers: the first entry as a delta from `base` (or in full), the rest as deltas. */
  private deltaFrame(batch: HistoryEntry[], base: string | null): WireFrame {
    let previous = base;
    const lines = batch.map((e) => {
      const line =
        previous === null
          ? publicationPushFrame(this.channelJson, JSON.stringify(e.json), e.offset)
          : publicationPushFrame(this.channelJson, JSON.stringify(this.deltaOf(e, previous)), e.offset, true);
      previous = e.json;
      return line;
    });
    return textWireFrame(lines.join('\n'));
  }

  private deltaOf(entry: HistoryEntry, previousJson: string): string {
    entry.delta ??= fossilDelta(previousJson, entry.json);
    return entry.delta;
  }

  /**
   * Redis broker: takes the channel's state from Redis (another epoch, or a first sync): epoch, top offset
   * and the history Redis keeps. Publications not yet fanned out are dropped with the old epoch.
   */
  reset(epoch: string, top: number, entries: { offset: number; json: string }[], now: number): void {
    this.epoch = epoch;
    this.top = top;
    this.pending = [];
    this.lastDeliveredJson = entries.length ? entries[entries.length - 1]!.json : null;
    this.history.length = 0;
    if (this.historySize > 0 && this.historyTtlMs > 0)
      for (const e of entries.slice(-this.historySize))
        this.history.push({ offset: e.offset, at: now, json: e.json });
  }

  /** Drops publications older than the TTL. */
  evict(now: number): void {
    const limit = now - this.historyTtlMs;
    let drop = 0;
    while (drop < this.history.length && this.history[drop]!.at < limit) drop++;
    if (drop > 0) this.history.splice(0, drop);
  }

  /**
   * The publications after `offset` if the stream still holds every one of them (recovered), else null.
   * An empty epoch from the client means "any epoch" (centrifuge-js sends none before it knows one).
   */
  recover(offset: number, epoch: string, now: number): HistoryEntry[] | null {
    if (epoch !== '' && epoch !== this.epoch) return null;
    this.evict(now);
    if (offset === this.top) return [];
    if (offset > this.top) return null;
    const after = this.history.filter((e) => e.offset > offset);
    return after.length > 0 && after[0]!.offset === offset + 1 ? after : null;
  }

  /** History call: publications after `sinceOffset` (or all kept), oldest first unless reversed. */
  read(
    since: { offset: number; epoch: string } | null,
    limit: number,
    reverse: boolean,
    now: number,
  ): { entries: HistoryEntry[] } | { unrecoverable: true } {
    this.evict(now);
    let entries = this.history;
    if (since) {
      const kept = this.recover(since.offset, since.epoch, now);
      if (kept === null) return { unrecoverable: true };
      entries = kept;
    }
    if (reverse) entries = [...entries].reverse();
    if (limit >= 0) entries = entries.slice(0, limit);
    return { entries };
  }

  static entryJson(entry: HistoryEntry, asString: boolean): string {
    return publicationJson(asString ? JSON.stringify(entry.json) : entry.json, entry.offset);
  }
}
