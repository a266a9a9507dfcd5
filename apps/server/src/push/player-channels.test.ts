import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testDbKinds } from '../db/test-db';
import { PlayerChannels } from './player-channels';

/** The languages a player's private channel is published in (crash test D2; cluster wiring in cluster.test.ts CL17). */
describe.each(testDbKinds())('player channel languages on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });
  const player = async (): Promise<number> => {
    const { rows } = await db.query<{ id: unknown }>(
      `INSERT INTO players (email, currency, created_at) VALUES (NULL, 'EUR', now()) RETURNING id`,
    );
    return Number(rows[0]!.id);
  };

  it('[CL17] none until the player subscribes; then the languages subscribed in, kept; br is pt, and a language not offered is never kept', async () => {
    const channels = new PlayerChannels(db, ['en', 'de', 'pt', 'ar']);
    const id = await player();
    expect(await channels.languages(id)).toEqual([]);
    await channels.remember(id, ['de']);
    await channels.remember(id, ['br', 'de', 'xx', 'fr']);
    expect(await channels.languages(id)).toEqual(['de', 'pt']);
    // Another node (or a restart) reads the same from the database.
    expect(await new PlayerChannels(db, ['en']).languages(id)).toEqual(['de', 'pt']);
  });

  it('[CL17] a node that learns a language tells the others, which drop their copy; without the word they keep it for its lifetime', async () => {
    const told: number[] = [];
    const b = new PlayerChannels(db, ['en', 'de']);
    const a = new PlayerChannels(db, ['en', 'de'], (id) => {
      told.push(id);
      b.forget(id);
    });
    const id = await player();
    await a.remember(id, ['en']);
    expect(await b.languages(id)).toEqual(['en']);
    await a.remember(id, ['de']);
    expect(told).toEqual([id, id]);
    expect(await b.languages(id)).toEqual(['de', 'en']);
    // A language already known is not written or told again.
    await a.remember(id, ['de', 'en']);
    expect(told).toEqual([id, id]);
    // Without a word (bus down) the copy holds: the database changed, node c still answers what it read.
    const c = new PlayerChannels(db, ['en', 'de', 'ar']);
    expect(await c.languages(id)).toEqual(['de', 'en']);
    await new PlayerChannels(db, ['ar']).remember(id, ['ar']);
    expect(await c.languages(id)).toEqual(['de', 'en']);
    c.forgetAll(); // a gap in the bus
    expect(await c.languages(id)).toEqual(['ar', 'de', 'en']);
  });
});
