import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgresDb } from '../db/postgres-db';
import { Leadership, STALE_TERM, type LeaderTerm, type LeadershipTimings } from './leadership';

// The leadership module on the real PostgreSQL (session locks and row locks mean nothing on PGlite), with short
// timings so each case takes a second or two; the cluster tests run the production timings on real processes.
const url = process.env.DATABASE_URL;
const FAST: LeadershipTimings = {
  checkEveryMs: 100,
  checkTimeoutMs: 500,
  stepDownAfterMs: 600,
  leaseMs: 1_500,
  takeoverGraceMs: 100,
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('leadership with a lease and a fence (PostgreSQL)', () => {
  let schema: string;
  let connectionString: string;
  let db: Db;
  let admin: pg.Client;

  beforeAll(async () => {
    schema = `l_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    db = await openPostgresDb({ connectionString: url!, schema });
    await migrate(db);
    const u = new URL(url!);
    u.searchParams.set('options', `-c search_path=${schema}`);
    connectionString = u.toString();
  });
  afterAll(async () => {
    await db?.close();
    await admin?.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin?.end();
  });

  /** A node's leadership of `name` that records what it was told. */
  function node(name: string, nodeId: string) {
    const events: string[] = [];
    let term: LeaderTerm | null = null;
    const leadership = new Leadership({
      connectionString,
      name,
      nodeId,
      timings: FAST,
      onError: () => undefined,
      role: {
        lead: async (t) => {
          term = t;
          events.push(`lead ${t.epoch}`);
        },
        follow: async (reason) => {
          events.push(`follow: ${reason}`);
        },
      },
    });
    return { leadership, events, term: () => term };
  }

  it('exactly one of two nodes leads; a clean stop hands over at once, with a new epoch', async () => {
    const a = node('one', 'a');
    const b = node('one', 'b');
    await a.leadership.start();
    await b.leadership.start();
    try {
      expect([a.leadership.isLeader, b.leadership.isLeader]).toEqual([true, false]);
      const first = a.term()!.epoch;
      const stoppedAt = Date.now();
      await a.leadership.stop();
      while (!b.leadership.isLeader && Date.now() - stoppedAt < 3_000) await sleep(20);
      expect(b.leadership.isLeader).toBe(true);
      // Released, not waited out: well under the lease.
      expect(Date.now() - stoppedAt).toBeLessThan(FAST.leaseMs);
      expect(b.term()!.epoch).toBe(first + 1);
    } finally {
      await a.leadership.stop();
      await b.leadership.stop();
    }
  });

  it('the database refuses a former term (SQLSTATE SL409), and a takeover waits for a fenced transaction in flight', async () => {
    const a = node('two', 'a');
    await a.leadership.start();
    const old = a.term()!;
    const b = node('two', 'b');
    try {
      // A write of the current term holds the fence; the takeover must wait for it to end.
      let committed = false;
      let ledBeforeCommit = false;
      const inFlight = db.transaction(async (tx) => {
        await old.fence(tx);
        await sleep(1_500); // longer than the takeover grace
        await tx.query(`INSERT INTO app_state (key, value) VALUES ('fenced', '1'::jsonb)`);
        committed = true;
      });
      await sleep(100);
      // The term's session dies (a crash): b may take over after the grace, but not before the write committed.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'slipstream-leadership:a'`,
      );
      await b.leadership.start();
      // Either node may win the next term (a reconnects as a follower); neither before the write committed.
      const next = () => [a, b].find((n) => n.leadership.term && n.leadership.term.epoch > old.epoch);
      const deadline = Date.now() + 5_000;
      while (!next() && Date.now() < deadline) {
        await sleep(10);
        if (next() && !committed) ledBeforeCommit = true;
      }
      await inFlight;
      expect(ledBeforeCommit).toBe(false);
      expect(committed).toBe(true);
      expect(next()).toBeDefined();
      // a stepped down when its session died: the broken connection's event or the next check's failed query,
      // whichever the process saw first (a busy machine runs the check before the socket's error arrives)
      expect(a.events).toContainEqual(
        expect.stringMatching(/^follow: (leadership connection lost|check failed)$/),
      );
      // The former term writes nothing more.
      const stale = db.transaction(async (tx) => {
        await tx.query('SELECT leadership_fence($1, $2)', ['two', old.epoch]);
      });
      await expect(stale).rejects.toMatchObject({ code: STALE_TERM });
    } finally {
      await a.leadership.stop();
      await b.leadership.stop();
    }
  });

  it('a leader whose session is gone is replaced only after it can no longer act', async () => {
    const a = node('three', 'a');
    const b = node('three', 'b');
    await a.leadership.start();
    await b.leadership.start();
    try {
      const term = a.term()!;
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'slipstream-leadership:a'`,
      );
      const goneAt = Date.now();
      // Either node may win the next term (a reconnects as a follower); never while the old one acts.
      const next = () => [a, b].find((n) => n.leadership.term && n.leadership.term.epoch > term.epoch);
      let overlap = false;
      while (!next() && Date.now() - goneAt < 5_000) {
        await sleep(10);
        if (next() && term.acting()) overlap = true;
      }
      expect(next()).toBeDefined();
      expect(overlap).toBe(false);
      expect(term.acting()).toBe(false);
      expect(Date.now() - goneAt).toBeGreaterThanOrEqual(FAST.stepDownAfterMs + FAST.takeoverGraceMs);
    } finally {
      await a.leadership.stop();
      await b.leadership.stop();
    }
  });

  it('[CL19] a leader whose process stalls while a check is in flight keeps its term when the answer came meanwhile', async () => {
    const a = node('five', 'a');
    await a.leadership.start();
    const epoch = a.term()!.epoch;
    const blocker = new pg.Client({ connectionString });
    await blocker.connect();
    try {
      // The next renewal waits for this row lock: a check in flight.
      await blocker.query('BEGIN');
      await blocker.query(`SELECT 1 FROM leadership WHERE name = 'five' FOR UPDATE`);
      await sleep(3 * FAST.checkEveryMs);
      // The lock goes (the COMMIT is written now), then this process stalls past the check's time-out: the
      // renewal's answer arrives during the stall, and the expired timer runs first when the process wakes.
      const released = blocker.query('COMMIT');
      // Stalled in an I/O or immediate callback (as takeover work is), the loop's next turn runs the expired
      // timers before it reads the sockets.
      await new Promise<void>((done) =>
        setImmediate(() => {
          const until = performance.now() + FAST.checkTimeoutMs + 400;
          while (performance.now() < until); // a stalled event loop (CPU starvation, a long synchronous task)
          done();
        }),
      );
      await released;
      await sleep(4 * FAST.checkEveryMs);
      expect(a.events).not.toContainEqual(expect.stringMatching(/^follow/));
      expect(a.term()?.epoch).toBe(epoch);
    } finally {
      await blocker.end();
      await a.leadership.stop();
    }
  });

  it('a hung leader (its session alive, its checks stopped) loses the role when the lease runs out', async () => {
    const a = node('four', 'a');
    const b = node('four', 'b');
    await a.leadership.start();
    // Its checks stop as if the process were paused: the session and its lock stay.
    (a.leadership as unknown as { stopped: boolean }).stopped = true;
    const term = a.term()!;
    const hungAt = Date.now();
    await b.leadership.start();
    try {
      while (!b.leadership.isLeader && Date.now() - hungAt < 5_000) await sleep(20);
      expect(b.leadership.isLeader).toBe(true);
      expect(Date.now() - hungAt).toBeGreaterThanOrEqual(FAST.leaseMs - 200);
      expect(term.acting()).toBe(false);
      const stale = db.transaction((tx) => term.fence(tx));
      await expect(stale).rejects.toMatchObject({ code: STALE_TERM });
    } finally {
      await a.leadership.stop();
      await b.leadership.stop();
    }
  });
});
