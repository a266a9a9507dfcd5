import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { RETENTION_RULES } from './retention-rules';
import { startRetentionSweep, sweepRetention } from './retention-sweep';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const DAY = 86_400_000;
const at = (msAgo: number) => new Date(NOW - msAgo);

/** For each table, one row its rule lets go (`old`) and one it keeps (`young`), told apart by a marker. */
async function seed(db: Db): Promise<{ player: number; other: number }> {
  const ids = await db.query<{ id: number }>(
    `INSERT INTO players (email, currency, created_at)
     VALUES ('retention-a@example.com', 'USDT', now()), ('retention-b@example.com', 'USDT', now()) RETURNING id`,
  );
  const [player, other] = ids.rows.map((r) => Number(r.id)) as [number, number];
  await db.query(
    `INSERT INTO jackpot_contributions (bet_id, jackpot_id, share, folded_at) VALUES
       (1, 1, 10, $1), (2, 1, 10, $2), (3, 1, 10, NULL)`,
    [at(31 * DAY), at(29 * DAY)],
  );
  await db.query(
    `INSERT INTO rate_limits (key, points, expire) VALUES ('old', 1, $1), ('young', 1, $2), ('never', 1, NULL)`,
    [NOW - 120_000, NOW + 1000],
  );
  await db.query(
    `INSERT INTO web_sessions (token_hash, player_id, csrf_token, created_at, expires_at) VALUES
       ('old', $1, 'c', $2, $3), ('young', $1, 'c', $2, $4)`,
    [player, at(40 * DAY), at(1000), new Date(NOW + 1000)],
  );
  await db.query(
    `INSERT INTO account_tokens (token_hash, player_id, kind, created_at, expires_at) VALUES
       ('old', $1, 'unlock', $2, $3), ('young', $1, 'reset_password', $2, $4)`,
    [player, at(2 * DAY), at(1000), new Date(NOW + 1000)],
  );
  await db.query(
    `INSERT INTO phone_verifications (player_id, phone_number, code_hash, created_at, expires_at) VALUES
       ($1, 'old', 'h', $2, $3), ($1, 'young', 'h', $4, $5)`,
    [player, at(DAY + 1000), at(DAY), at(DAY - 1000), at(DAY - 2000)],
  );
  // The player's latest session stays however old; an earlier one goes after 30 days.
  await db.query(
    `INSERT INTO sportsbook_sessions (player_id, started_at, expires_at) VALUES
       ($1, $3, NULL), ($1, $4, NULL), ($1, $5, NULL), ($2, $3, NULL)`,
    [player, other, at(60 * DAY), at(31 * DAY), at(29 * DAY)],
  );
  // Activity windows: the player's limit has a week's period, the other player has none.
  await db.query(
    `INSERT INTO user_limits (player_id, type, period, allowance_seconds, created_at) VALUES ($1, 'activity', $2, 3600, now())`,
    [player, 7 * 86_400],
  );
  await db.query(
    `INSERT INTO activity_limit_track (player_id, window_start, tracked_seconds, last_ping_at) VALUES
       ($1, $3, 1, $3), ($1, $4, 1, $4), ($2, $5, 1, $5)`,
    [player, other, at(8 * DAY), at(6 * DAY), at(DAY)],
  );
  await db.query(
    `INSERT INTO outbox (channel, recipient, kind, subject, body, created_at) VALUES
       ('email', 'old', 'unlock', 's', 'b', $1), ('email', 'young', 'unlock', 's', 'b', $2)`,
    [at(31 * DAY), at(29 * DAY)],
  );
  await db.query(
    `INSERT INTO notifications (player_id, type, title, body, created_at) VALUES
       ($1, 'bet', 'old', 'b', $2), ($1, 'bet', 'young', 'b', $3)`,
    [player, at(91 * DAY), at(89 * DAY)],
  );
  return { player, other };
}

const left = async (db: Db, sql: string): Promise<unknown[]> =>
  (await db.query<{ v: unknown }>(sql)).rows.map((r) => (typeof r.v === 'string' ? r.v : String(r.v)));

describe.each(testDbKinds())('retention sweep (%s)', (kind) => {
  let db: Db;
  let ids: { player: number; other: number };
  beforeAll(async () => {
    db = await openTestDb(kind);
    ids = await seed(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('each table that grows with traffic loses exactly the rows its rule lets go', async () => {
    const deleted = await sweepRetention(db, NOW);
    expect(deleted).toEqual({
      jackpot_contributions: 1,
      rate_limits: 1,
      web_sessions: 1,
      account_tokens: 1,
      phone_verifications: 1,
      sportsbook_sessions: 2,
      activity_limit_track: 2,
      outbox: 1,
      notifications: 1,
    });
    expect(Object.keys(deleted)).toEqual(RETENTION_RULES.map((r) => r.table));
    expect(await left(db, 'SELECT bet_id AS v FROM jackpot_contributions ORDER BY 1')).toEqual(['2', '3']);
    expect(await left(db, 'SELECT key AS v FROM rate_limits ORDER BY 1')).toEqual(['never', 'young']);
    expect(await left(db, 'SELECT token_hash AS v FROM web_sessions')).toEqual(['young']);
    expect(await left(db, 'SELECT token_hash AS v FROM account_tokens')).toEqual(['young']);
    expect(await left(db, 'SELECT phone_number AS v FROM phone_verifications')).toEqual(['young']);
    expect(
      await left(
        db,
        "SELECT player_id || ':' || (extract(epoch FROM started_at) * 1000)::bigint AS v FROM sportsbook_sessions ORDER BY 1",
      ),
    ).toEqual([`${ids.player}:${NOW - 29 * DAY}`, `${ids.other}:${NOW - 60 * DAY}`].sort());
    expect(
      await left(
        db,
        'SELECT (extract(epoch FROM window_start) * 1000)::bigint AS v FROM activity_limit_track',
      ),
    ).toEqual([String(NOW - 6 * DAY)]);
    expect(await left(db, 'SELECT recipient AS v FROM outbox')).toEqual(['young']);
    expect(await left(db, 'SELECT title AS v FROM notifications')).toEqual(['young']);
  });

  it('a second sweep finds nothing left to delete', async () => {
    const deleted = await sweepRetention(db, NOW);
    expect(Object.values(deleted).every((n) => n === 0)).toBe(true);
  });

  it('deletes in batches until none is left (a batch of 2 over 7 rows)', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `('batch-${i}', 1, ${NOW - 120_000})`).join(', ');
    await db.query(`INSERT INTO rate_limits (key, points, expire) VALUES ${rows}`);
    const rateLimits = RETENTION_RULES.filter((r) => r.table === 'rate_limits');
    expect(await sweepRetention(db, NOW, rateLimits, 2)).toEqual({ rate_limits: 7 });
    expect(await left(db, 'SELECT key AS v FROM rate_limits ORDER BY 1')).toEqual(['never', 'young']);
  });

  it('runs on the periodic sweep the app starts', async () => {
    await db.query(
      `INSERT INTO outbox (channel, recipient, kind, subject, body, created_at) VALUES ('email', 'swept', 'unlock', 's', 'b', $1)`,
      [at(31 * DAY)],
    );
    const errors: unknown[] = [];
    const stop = startRetentionSweep(db, { now: () => NOW }, { error: (e: unknown) => errors.push(e) }, 20);
    try {
      await expect
        .poll(async () => left(db, "SELECT recipient AS v FROM outbox WHERE recipient = 'swept'"), {
          timeout: 10_000,
        })
        .toEqual([]);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});
