import pg from 'pg';
import type { Queryable } from '../db/db';

/**
 * The timings of leadership (docs/CLUSTER.md gives the reasoning):
 * - the leader renews its lease every `checkEveryMs` on its own connection; a check not answered within
 *   `checkTimeoutMs` fails (statement_timeout on the server, a timer here that drops the connection);
 * - the leader steps down as soon as a check fails or times out, and it does not act (no tick, no publication)
 *   while its last successful check was sent more than `stepDownAfterMs` ago (a paused or starved process stops
 *   on its first look at the clock, and acts again only after a check proved its term still current);
 * - the lease in the database runs `leaseMs` from each renewal: another node takes over once it ran out (a hung
 *   leader), or `stepDownAfterMs + takeoverGraceMs` after it saw the leader's session gone (a crash, a half-open
 *   connection the database closed), both well after the old leader has stopped.
 */
export interface LeadershipTimings {
  checkEveryMs: number;
  checkTimeoutMs: number;
  stepDownAfterMs: number;
  leaseMs: number;
  takeoverGraceMs: number;
}

export const LEADERSHIP_TIMINGS: LeadershipTimings = {
  checkEveryMs: 500,
  checkTimeoutMs: 1_000,
  stepDownAfterMs: 1_500,
  leaseMs: 5_000,
  takeoverGraceMs: 500,
};

/** A check's timer this late means the process, not the database, was stalled (see `timed`). */
const STALL_MS = 100;

/** SQLSTATE of `leadership_fence` (migrations/functions/leadership_fence.sql): the term is over. */
export const STALE_TERM = 'SL409';

/** Thrown (or raised by the database as SQLSTATE SL409) when a former leader tries to act. */
export class StaleTermError extends Error {
  readonly code = STALE_TERM;
  constructor(name: string, epoch: number) {
    super(`leadership term ${epoch} of ${name} is over`);
  }
}

/** One term of leadership: what a leader carries into every write and publication. */
export interface LeaderTerm {
  readonly epoch: number;
  /** True while this term is current as far as this process can know (its lease is fresh and not given up). */
  acting(): boolean;
  /**
   * The first statement of every transaction the leader writes in: refuses (SQLSTATE SL409, StaleTermError once
   * the term ended here) unless this is still the current term in the database, and keeps any takeover from
   * committing until this transaction has ended. The database decides, not the local clock.
   */
  fence(tx: Queryable): Promise<void>;
}

/** What a role does when this node leads or stops leading. */
export interface LeaderRole {
  /** This node leads from now on (not awaited by the checks: a slow start never delays a renewal). */
  lead(term: LeaderTerm): Promise<void>;
  /** This node stopped leading (the term is already not acting when this runs). */
  follow(reason: string): Promise<void>;
  /** Once per check while following. */
  followTick?(): Promise<void>;
}

export interface LeadershipOptions {
  connectionString: string;
  /** The role's name, one row per role in the database (the feed's: `feed`). */
  name: string;
  nodeId: string;
  role: LeaderRole;
  onError(err: unknown): void;
  timings?: Partial<LeadershipTimings>;
  /**
   * Follow only until `allowLeading()` (a starting server: it competes once it listens, so a leader always
   * serves; crash test D6 saw a node take the lead during start-up, never listen, and die holding it).
   */
  followUntilAllowed?: boolean;
}

interface Term extends LeaderTerm {
  lastGoodSentAt: number;
  over: boolean;
}

/**
 * Leadership of one role among the nodes sharing a PostgreSQL database, with a lease and a fence
 * (migrations/0720_leadership.sql): at most one node acts as leader at any moment, a leader that cannot prove
 * its lease stops before anyone can take over, and every write of a former leader is refused by the database.
 * Any role can use it: the simulated feed and a real odds feed consumer alike (`start`, `stop`, `term`).
 */
export class Leadership {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private current: Term | null = null;
  private busy = false;
  private stopped = false;
  /** Per epoch seen held by another node: when its session was first seen gone (performance.now()). */
  private goneSince: { epoch: number; at: number } | null = null;
  /** The role's start of the term taken by the first check (`start` waits for it). */
  private starting: Promise<void> | null = null;
  private mayLead: boolean;
  readonly timings: LeadershipTimings;

  constructor(private readonly o: LeadershipOptions) {
    this.timings = { ...LEADERSHIP_TIMINGS, ...o.timings };
    this.mayLead = o.followUntilAllowed !== true;
  }

  /** The current term while this node acts as leader, else null. */
  get term(): LeaderTerm | null {
    return this.current?.acting() ? this.current : null;
  }

  /** The term this node holds (acting or, after a stall, waiting for its next check), else null. */
  get held(): LeaderTerm | null {
    return this.current;
  }

  get isLeader(): boolean {
    return this.term !== null;
  }

  /** This node may compete for the role from now on (checks at once). */
  allowLeading(): void {
    if (this.mayLead) return;
    this.mayLead = true;
    void this.check();
  }

  /** Checks once now (a first node leads without waiting), then every `checkEveryMs`. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.timings.checkEveryMs);
    this.timer.unref();
    await this.starting;
  }

  /** Stops checking; a leader stops acting, then gives its lease up so the next node need not wait for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const term = this.current;
    if (term) {
      term.over = true;
      this.current = null;
      await this.o.role.follow('stopping').catch(this.o.onError);
    }
    const client = this.client;
    this.client = null;
    if (client && term)
      await this.timed(client, 'SELECT leadership_release($1, $2)', [this.o.name, term.epoch]).catch(
        () => undefined,
      );
    if (client) await endQuietly(client);
  }

  private stepDown(reason: string): void {
    const term = this.current;
    if (!term) return;
    term.over = true;
    this.current = null;
    this.o.onError(new Error(`${this.o.name}: stepped down (${reason})`));
    // The term's session lock goes with its connection: others see it gone and take over after the grace.
    this.dropConnection();
    void this.o.role.follow(reason).catch(this.o.onError);
  }

  private newTerm(epoch: number, sentAt: number): Term {
    const t = this.timings;
    const name = this.o.name;
    const term: Term = {
      epoch,
      lastGoodSentAt: sentAt,
      over: false,
      acting: () => !term.over && performance.now() - term.lastGoodSentAt < t.stepDownAfterMs,
      fence: async (tx) => {
        if (term.over) throw new StaleTermError(name, epoch);
        await tx.query('SELECT leadership_fence($1, $2)', [name, epoch]);
      },
    };
    return term;
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.o.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: this.timings.checkTimeoutMs,
      statement_timeout: this.timings.checkTimeoutMs,
      application_name: `slipstream-leadership:${this.o.nodeId}`,
    });
    client.on('error', (err) => {
      if (this.client === client) this.lost(err);
    });
    client.on('end', () => {
      if (this.client === client) this.lost(new Error('leadership connection ended'));
    });
    this.client = client;
    try {
      await client.connect();
    } catch (err) {
      if (this.client === client) this.client = null;
      throw err;
    }
    return client;
  }

  /** The connection broke: a leader steps down at once (its session, and with it its term lock, may be gone). */
  private lost(err: unknown): void {
    this.client = null;
    if (!this.stopped) this.o.onError(err);
    if (this.current) this.stepDown('leadership connection lost');
  }

  private dropConnection(): void {
    const client = this.client;
    this.client = null;
    if (client) destroy(client);
  }

  /** A query answered within checkTimeoutMs, or a rejection (the connection is then dropped: it may be half-open). */
  private async timed<T>(client: pg.Client, sql: string, params: unknown[]): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const limit = this.timings.checkTimeoutMs;
    const sentAt = performance.now();
    let deferred = false;
    let settled = false;
    const timeout = new Promise<never>((_, fail) => {
      const late = (): void => {
        if (settled) return; // answered during the deferral
        // The timer came late: this process was stalled (CPU load, a long task), not necessarily the database.
        // Timers run before the poll for I/O, so an answer that arrived meanwhile still waits in the socket: let
        // one poll read it before calling the check lost (crash test D9, flaps under load). Never extends a term:
        // `acting` counts from when the check was sent.
        if (!deferred && performance.now() - sentAt > limit + STALL_MS) {
          deferred = true;
          setImmediate(late);
          return;
        }
        if (this.client === client) this.client = null;
        destroy(client);
        fail(new Error(`${this.o.name}: check not answered within ${limit} ms`));
      };
      timer = setTimeout(late, limit);
    });
    try {
      const res = await Promise.race([client.query(sql, params), timeout]);
      return res.rows[0] as T | undefined;
    } finally {
      settled = true;
      clearTimeout(timer);
    }
  }

  private async check(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      const client = await this.connection();
      if (this.current) await this.renew(client, this.current);
      else {
        if (this.mayLead) await this.tryToLead(client);
        if (!this.current) await this.o.role.followTick?.();
      }
    } catch (err) {
      if (!this.stopped) this.o.onError(err);
      if (this.current) this.stepDown('check failed');
    } finally {
      this.busy = false;
    }
  }

  private async renew(client: pg.Client, term: Term): Promise<void> {
    const sentAt = performance.now();
    const row = await this.timed<{ ok: boolean }>(client, 'SELECT leadership_renew($1, $2, $3) AS ok', [
      this.o.name,
      term.epoch,
      this.timings.leaseMs,
    ]);
    if (this.current !== term) return;
    if (row?.ok) term.lastGoodSentAt = sentAt;
    else this.stepDown('term taken over');
  }

  private async tryToLead(client: pg.Client): Promise<void> {
    const { name } = this.o;
    const row = await this.timed<{ epoch: string; expired: boolean }>(
      client,
      'SELECT epoch, lease_until < clock_timestamp() AS expired FROM leadership WHERE name = $1',
      [name],
    );
    let gone: number | null = null;
    if (row && !row.expired) {
      const epoch = Number(row.epoch);
      // Is that term's session still there? Its lock is free once the database ended the session.
      const probe = await this.timed<{ free: boolean }>(
        client,
        'SELECT pg_try_advisory_lock(hashtext($1), ($2::bigint % 2147483647)::integer) AS free',
        [name, epoch],
      );
      if (probe?.free) {
        await this.timed(
          client,
          'SELECT pg_advisory_unlock(hashtext($1), ($2::bigint % 2147483647)::integer)',
          [name, epoch],
        );
        const now = performance.now();
        if (this.goneSince?.epoch !== epoch) this.goneSince = { epoch, at: now };
        // Its holder stopped acting at most stepDownAfterMs after its last renewal, which was before its session
        // ended, which was before we first saw it gone.
        if (now - this.goneSince.at >= this.timings.stepDownAfterMs + this.timings.takeoverGraceMs)
          gone = epoch;
      } else this.goneSince = null;
      if (gone === null) return;
    }
    const sentAt = performance.now();
    const taken = await this.timed<{ epoch: string | null }>(
      client,
      'SELECT leadership_take($1, $2, $3, $4) AS epoch',
      [name, this.o.nodeId, this.timings.leaseMs, gone],
    );
    if (!taken?.epoch || this.stopped) return;
    this.goneSince = null;
    const term = this.newTerm(Number(taken.epoch), sentAt);
    this.current = term;
    const lead = this.o.role.lead(term).catch((err: unknown) => {
      this.o.onError(err);
      if (this.current === term) this.stepDown('could not start leading');
    });
    if (!this.timer) this.starting = lead;
  }
}

/** Closes a connection without waiting for the server (a half-open one would never answer a Terminate). */
function destroy(client: pg.Client): void {
  const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
  stream?.destroy();
  void client.end().catch(() => undefined);
}

async function endQuietly(client: pg.Client): Promise<void> {
  await Promise.race([client.end().catch(() => undefined), new Promise((r) => setTimeout(r, 1_000))]);
}
