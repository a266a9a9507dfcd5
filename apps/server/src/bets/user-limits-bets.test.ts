import { describe, expect, it } from 'vitest';
import { setUserLimit } from '../accounts/limits';
import { BETS_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import {
  balanceOf,
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  sel,
  type BetsHarness,
  betsSuite,
} from './test-support';

const limit = (db: Db, playerId: number, type: 'wager' | 'loss', amount: number, nowMs: number) =>
  db.transaction((tx) =>
    setUserLimit(
      tx,
      { id: playerId, currency: 'EUR' },
      { type, period: 'day', amount, currency: 'EUR' },
      nowMs,
      0,
    ),
  );

describe.each(testDbKinds())('bets against the player limits on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const place = (token: string, stake: number, key?: string) => {
    const m = bettableMatches(h.catalogue)[0]!;
    return inject(
      h.app,
      'POST',
      BETS_BASE,
      token,
      { bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [sel(h.catalogue, m.id, 1, '1')] }] },
      key ? { 'idempotency-key': key } : {},
    );
  };

  it('[RG5] a bet past the wager limit is refused with user_limit_reached (type wager) and moves no money', async () => {
    const p = await createPlayer(db, 10_000);
    await limit(db, p.id, 'wager', 1_500, h.clock.now());
    expect((await place(p.token, 1_000)).statusCode).toBe(201);
    const refused = await place(p.token, 501);
    const body = expectError(refused, 403, 'user_limit_reached');
    expect((body.data as { details: { type: string } }).details.type).toBe('wager');
    expect(await balanceOf(db, p.id)).toBe(9_000);
    expect((await place(p.token, 500)).statusCode).toBe(201);
  });

  it('[RG5] a loss limit counts open stakes as lost until they are settled', async () => {
    const p = await createPlayer(db, 10_000);
    await limit(db, p.id, 'loss', 2_000, h.clock.now());
    expect((await place(p.token, 2_000)).statusCode).toBe(201);
    const refused = expectError(await place(p.token, 1), 403, 'user_limit_reached');
    expect((refused.data as { details: { type: string } }).details.type).toBe('loss');
  });

  it('[RG5] players without limits bet as before', async () => {
    const p = await createPlayer(db, 10_000);
    expect((await place(p.token, 9_000)).statusCode).toBe(201);
  });
});

/** Concurrency means something only on the real PostgreSQL (PGlite has one connection). */
describe.skipIf(!process.env.DATABASE_URL)('wager limit under concurrent bets on postgres', () => {
  let db: Db;
  let h: BetsHarness;
  betsSuite('postgres', (opened) => ({ db, h } = opened));

  it('[RG6] 200 concurrent bets against a wager limit never exceed it', async () => {
    const p = await createPlayer(db, 1_000_000);
    const limitValue = 7_300; // room for 73 bets of 100
    await limit(db, p.id, 'wager', limitValue, h.clock.now());
    const m = bettableMatches(h.catalogue)[0]!;
    const s = sel(h.catalogue, m.id, 1, '1');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        inject(
          h.app,
          'POST',
          BETS_BASE,
          p.token,
          { bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [s] }] },
          { 'idempotency-key': `w-${i}` },
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.every((c) => c === 201 || c === 403),
      statuses.join(','),
    ).toBe(true);
    expect(
      results.filter((r) => r.statusCode === 403).every((r) => r.json().code === 'user_limit_reached'),
    ).toBe(true);
    const placed = statuses.filter((c) => c === 201).length;
    const wagered = await db.query<{ sum: unknown }>(
      'SELECT coalesce(sum(total_stake), 0) AS sum FROM bets WHERE player_id = $1',
      [p.id],
    );
    expect(Number(wagered.rows[0]!.sum)).toBe(placed * 100);
    expect(placed * 100).toBeLessThanOrEqual(limitValue);
    // The limit was filled exactly: the refusals were real, not errors.
    expect(placed).toBe(73);
    expect(await balanceOf(db, p.id)).toBe(1_000_000 - placed * 100);
  }, 60_000);
});
