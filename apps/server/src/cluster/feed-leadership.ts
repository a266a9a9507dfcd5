import { createHash } from 'node:crypto';
import pg from 'pg';

/** How often a follower asks for the feed lock, and the leader checks its lock connection is alive. */
export const LEADER_POLL_MS = 500;

/**
 * Feed leadership through a PostgreSQL session advisory lock held on a connection of its own: exactly one
 * node holds it; when the leader's process dies its connection closes and PostgreSQL releases the lock at
 * once, and the next follower poll (≤ LEADER_POLL_MS) takes it. A leader whose lock connection fails
 * (network, database restart) steps down at once, before anyone else can have taken over.
 * The lock key is derived from the cluster's REDIS_PREFIX, so separate clusters on one database never collide.
 */
export class FeedLeadership {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private busy = false;
  private stopped = false;
  private readonly key: [number, number];

  constructor(
    private readonly connectionString: string,
    clusterName: string,
    private readonly events: {
      onLead(): Promise<void>;
      onLose(): Promise<void>;
      onFollowTick?(): Promise<void>;
      onError(err: unknown): void;
    },
  ) {
    const digest = createHash('sha256').update(`slipstream feed leader ${clusterName}`).digest();
    this.key = [digest.readInt32BE(0), digest.readInt32BE(4)];
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries once now (so a first node leads without waiting), then every LEADER_POLL_MS. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), LEADER_POLL_MS);
    this.timer.unref();
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('feed lock connection ended')));
    await client.connect();
    this.client = client;
    return client;
  }

  private lost(client: pg.Client, err: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    if (!this.stopped) this.events.onError(err);
    if (this.leading) {
      this.leading = false;
      void this.events.onLose().catch(this.events.onError);
    }
  }

  private async poll(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      const client = await this.connection();
      if (this.leading) {
        await client.query('SELECT 1'); // a dead connection shows here, and `lost` steps down
        return;
      }
      const res = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', this.key);
      if (res.rows[0]?.ok && !this.stopped) {
        this.leading = true;
        await this.events.onLead();
      } else await this.events.onFollowTick?.();
    } catch (err) {
      this.events.onError(err);
    } finally {
      this.busy = false;
    }
  }

  /** Stops polling and releases the lock (closing the connection releases it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const client = this.client;
    this.client = null;
    this.leading = false;
    if (client) await client.end().catch(() => undefined);
  }
}
