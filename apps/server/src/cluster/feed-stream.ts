import type { FeedMessage } from '../feed/messages';
import type { LeaderTerm } from './leadership';
import type { RedisLink } from './redis-link';

/** A position in the feed stream: the leader's term and its batch number in that term (entry id `epoch-seq`). */
export interface StreamPosition {
  epoch: number;
  seq: number;
}

export const comparePositions = (a: StreamPosition, b: StreamPosition): number =>
  a.epoch !== b.epoch ? a.epoch - b.epoch : a.seq - b.seq;

/** Entries kept in Redis (about; trimmed with `~`): minutes of the feed, far more than the flush interval. */
export const FEED_STREAM_MAX_LEN = 1_000;
/** The leader appends an empty batch this often, so a follower can tell a quiet feed from a lost one. */
export const FEED_HEARTBEAT_MS = 250;
/**
 * A follower whose newest entry (heartbeats included) was made by the leader longer ago than this is out of step:
 * it checks prices against the database. Measured from the leader's clock (each entry carries it), not from when
 * the entry arrived, so entries that waited in an outbox during a Redis outage (D1) or behind a half-open
 * connection (D3) never count as current. Nodes' clocks are kept in step by NTP (docs/DEPLOY.md); a follower
 * whose clock runs ahead is only out of step more often, one behind by `s` trusts the stream `s` longer.
 */
export const FEED_FRESH_MS = 1_000;
/** A blocking read that does not come back within this (a half-open connection) drops the connection. */
export const FEED_SILENCE_MS = 3_000;

/**
 * XADD under the Redis-side fence: the key `{prefix}feed:epoch` holds the highest term that wrote; an older
 * term's entry is refused (0), a newer one raises it. The explicit id `epoch-seq` makes a resend harmless: an id
 * not above the stream's top is refused by Redis (-1), which also refuses every entry of a term once a later
 * term wrote. KEYS: stream, epoch key. ARGV: epoch, seq, data, max length, the leader's wall time (ms) at making.
 */
const APPEND_LUA = `
local current = tonumber(redis.call('get', KEYS[2]) or '0')
local epoch = tonumber(ARGV[1])
if current > epoch then return 0 end
if current < epoch then redis.call('set', KEYS[2], ARGV[1]) end
local ok = redis.pcall('xadd', KEYS[1], 'MAXLEN', '~', ARGV[4], ARGV[1] .. '-' .. ARGV[2], 'd', ARGV[3], 't', ARGV[5])
if type(ok) == 'table' and ok.err then return -1 end
return 1
`;

type AppendCommand = (stream: string, epochKey: string, ...args: (string | number)[]) => Promise<number>;

/**
 * The leader's side: every batch it applied, numbered within its term and stamped with its making time, through
 * the link's control outbox (never awaited, never queued behind push publications).
 */
export class FeedStreamWriter {
  private seq = 0;
  private term: LeaderTerm | null = null;
  private readonly stream: string;
  private readonly epochKey: string;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly link: RedisLink) {
    this.stream = `${link.prefix}feed`;
    this.epochKey = `${link.prefix}feed:epoch`;
    link.cmd.defineCommand('slipstreamFeedAppend', { numberOfKeys: 2, lua: APPEND_LUA });
  }

  /** Starts a term: numbering restarts at 1 and a heartbeat marks the term's start at once. */
  begin(term: LeaderTerm): void {
    this.term = term;
    this.seq = 0;
    this.append([]);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      if (this.term === term && term.acting()) this.append([]);
    }, FEED_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  end(): void {
    this.term = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** The position of the last batch appended in this term (saved with every flush). */
  position(): StreamPosition | null {
    return this.term ? { epoch: this.term.epoch, seq: this.seq } : null;
  }

  append(messages: FeedMessage[]): void {
    const term = this.term;
    if (!term) return;
    const seq = ++this.seq;
    // Not acting (a stall this term has not yet proved it survived): the entry is numbered but never sent, so
    // followers see a gap and reload from the database.
    if (!term.acting()) return;
    const data = JSON.stringify(messages);
    const madeAt = Date.now();
    const cmd = this.link.cmd as unknown as { slipstreamFeedAppend: AppendCommand };
    this.link.control.push(
      () =>
        cmd.slipstreamFeedAppend(
          this.stream,
          this.epochKey,
          term.epoch,
          seq,
          data,
          FEED_STREAM_MAX_LEN,
          madeAt,
        ),
      () => term.acting(),
    );
  }
}

export interface FeedStreamHandlers {
  /** One batch in order, right after the follower's position. */
  batch(position: StreamPosition, messages: FeedMessage[]): Promise<void>;
  /**
   * A gap (entries trimmed or lost) or a new term: reload from the database and answer the position that state
   * holds (the stream resumes after it).
   */
  resync(reason: string): Promise<StreamPosition>;
  /** The position of the database's last flush (one cheap read). */
  flushed(): Promise<StreamPosition>;
  /** The position the read model holds (a reload from the database may move it past the stream's). */
  held(): StreamPosition;
}

/** How long a follower that found a gap or a new term waits for the leader's flush to cover it. */
const RESYNC_WAIT_MS = 3_000;

/**
 * A follower's side: reads the stream on its own connection from its position on, in order; resumes from that
 * position after any disconnection; a gap or a new term makes it reload from the database first. `inStep` is
 * false while it is not sure to have everything (disconnected, silent, resyncing): placement then checks prices
 * against the database.
 */
export class FeedStreamReader {
  private running = false;
  private position: StreamPosition = { epoch: 0, seq: 0 };
  /** performance.now() of the moment the leader made the newest entry applied (from its wall time; -∞: none yet). */
  private freshAt = -Infinity;
  private resyncing = false;
  private lastResyncAt = -Infinity;
  /**
   * After a gap the database did not cover in time: the read model may miss what lies before this position
   * until a reload from the database reaches it (the node's periodic reload while out of step).
   */
  private unsureUntil: StreamPosition | null = null;
  private loop: Promise<void> | null = null;
  private readonly stream: string;

  constructor(
    private readonly link: RedisLink,
    private readonly handlers: FeedStreamHandlers,
    private readonly onError: (err: unknown) => void,
  ) {
    this.stream = `${link.prefix}feed`;
  }

  get inStep(): boolean {
    return (
      this.running &&
      !this.resyncing &&
      (this.unsureUntil === null || comparePositions(this.handlers.held(), this.unsureUntil) >= 0) &&
      this.link.reader.status === 'ready' &&
      performance.now() - this.freshAt < FEED_FRESH_MS
    );
  }

  get at(): StreamPosition {
    return this.position;
  }

  /** Reads from `from` on (the position of the state the follower loaded). */
  start(from: StreamPosition): void {
    if (this.running) return;
    this.position = from;
    this.running = true;
    this.freshAt = -Infinity; // in step from the first current entry on
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.link.reader.disconnect(true); // ends a blocking read at once
    await this.loop?.catch(() => undefined);
    this.loop = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const entries = await this.read();
        if (!this.running) return;
        if (entries.length === 0) continue;
        for (const [id, fields] of entries) {
          const [epochText, seqText] = id.split('-');
          const at = { epoch: Number(epochText), seq: Number(seqText) };
          if (at.epoch < this.position.epoch) continue; // a former leader's: never applied
          if (at.epoch > this.position.epoch || at.seq !== this.position.seq + 1) {
            await this.resync(at.epoch > this.position.epoch ? `term ${at.epoch}` : `gap before ${id}`, at);
            break; // read again from the position the database gave
          }
          const { messages, madeAt } = entryFields(fields);
          if (messages.length > 0) await this.handlers.batch(at, messages);
          this.position = at;
          this.freshAt = Math.max(this.freshAt, performance.now() - Math.max(0, Date.now() - madeAt));
        }
      } catch (err) {
        if (!this.running) return;
        this.onError(err);
        await sleep(200);
      }
    }
  }

  /**
   * XREAD from the position, blocking up to a second; a read that does not come back in FEED_SILENCE_MS (a
   * half-open connection) drops the connection, which reconnects.
   */
  private async read(): Promise<[string, string[]][]> {
    const reader = this.link.reader;
    if (reader.status !== 'ready') {
      await sleep(200);
      return [];
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((ok) => {
      timer = setTimeout(() => {
        reader.disconnect(true);
        ok(null);
      }, FEED_SILENCE_MS);
    });
    const from = `${this.position.epoch}-${this.position.seq}`;
    try {
      const res = (await Promise.race([
        reader.xread('COUNT', 500, 'BLOCK', 1_000, 'STREAMS', this.stream, from),
        late,
      ])) as [string, [string, string[]][]][] | null;
      if (res === null) return [];
      return res[0]?.[1] ?? [];
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Waits (cheaply) for the leader's flush to cover everything before `seen`, reloads from the database and
   * resumes after the database's position. If the flush does not come in time the follower reloads anyway and
   * goes on from `seen`, out of step until a later reload reaches it.
   */
  private async resync(reason: string, seen: StreamPosition): Promise<void> {
    this.resyncing = true;
    try {
      // A gap that persists is retried at most once a second.
      const wait = this.lastResyncAt + 1_000 - performance.now();
      if (wait > 0) await sleep(wait);
      this.lastResyncAt = performance.now();
      const before = { epoch: seen.epoch, seq: seen.seq - 1 };
      const deadline = performance.now() + RESYNC_WAIT_MS;
      let covered = false;
      while (this.running && !covered && performance.now() < deadline) {
        covered = comparePositions(await this.handlers.flushed(), before) >= 0;
        if (!covered) await sleep(200);
      }
      if (!this.running) return;
      const db = await this.handlers.resync(reason);
      if (comparePositions(db, before) >= 0) {
        this.position = db;
        this.unsureUntil = null;
      } else {
        this.position = before;
        this.unsureUntil = before;
      }
    } finally {
      this.resyncing = false;
    }
  }
}

/** An entry's fields (`d` the batch, `t` the leader's wall time at making; an entry without `t` counts as old). */
function entryFields(fields: string[]): { messages: FeedMessage[]; madeAt: number } {
  let messages: FeedMessage[] = [];
  let madeAt = 0;
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'd') messages = JSON.parse(fields[i + 1]!) as FeedMessage[];
    else if (fields[i] === 't') madeAt = Number(fields[i + 1]) || 0;
  }
  return { messages, madeAt };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
