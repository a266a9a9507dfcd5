import { favouriteIdsResponseSchema, matchListSchema } from '@slipstream/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { suiteHarness } from '../testing/suite-harness';
import { testDbKinds } from '../db/test-db';
import { createPlayer, expectError, inject } from '../bets/test-support';
import { surroundingsHarness, type SurroundingsHarness } from '../notifications/test-support';

const BASE = '/api/sportsbook/v1/favourites';

describe.each(testDbKinds())('favourites on %s', (kind) => {
  let db: Db;
  let h: SurroundingsHarness;
  suiteHarness(kind, surroundingsHarness, (opened) => ({ db, h } = opened));

  const send = (method: 'POST' | 'DELETE' | 'GET', url: string, token: string | null) =>
    h.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const ids = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return favouriteIdsResponseSchema.parse(res.json()).favoriteIds;
  };
  const byStatus = (status: number) =>
    [...h.catalogue.model.matches.values()].filter((m) => m.status === status).map((m) => m.id);

  it('[FV1] stars are stored per player, idempotent, and removed by DELETE', async () => {
    const a = await createPlayer(db, 0);
    const b = await createPlayer(db, 0);
    const [m1, m2] = byStatus(0);
    expect((await send('POST', `${BASE}/matches/${m1}`, a.token)).statusCode).toBe(201);
    expect(ids(await send('POST', `${BASE}/matches/${m2}`, a.token))).toEqual([m1, m2]);
    expect(ids(await send('POST', `${BASE}/matches/${m2}`, a.token))).toEqual([m1, m2]);
    expect(ids(await send('GET', `${BASE}/matches`, a.token))).toEqual([m1, m2]);
    expect(ids(await send('GET', `${BASE}/matches`, b.token))).toEqual([]);
    expect(ids(await send('DELETE', `${BASE}/matches/${m1}`, a.token))).toEqual([m2]);
    expect(ids(await send('DELETE', `${BASE}/matches/${m1}`, a.token))).toEqual([m2]);
    const t = [...h.catalogue.model.tournaments.keys()][0]!;
    expect(ids(await send('POST', `${BASE}/tournaments/${t}`, a.token))).toEqual([t]);
    expect(ids(await send('GET', `${BASE}/matches`, a.token))).toEqual([m2]);
  });

  it('[FV2] match_status and bettable filter favourite matches; GET /matches?favourite=1 lists them', async () => {
    const a = await createPlayer(db, 0);
    const pre = byStatus(0)[3]!;
    const live = byStatus(1)[0]!;
    await send('POST', `${BASE}/matches/${pre}`, a.token);
    await send('POST', `${BASE}/matches/${live}`, a.token);
    expect(ids(await send('GET', `${BASE}/matches?match_status=1`, a.token))).toEqual([live]);
    expect(ids(await send('GET', `${BASE}/matches?match_status=0,1`, a.token)).sort()).toEqual(
      [pre, live].sort(),
    );
    expect(ids(await send('GET', `${BASE}/matches?bettable=false`, a.token))).not.toContain(pre);
    for (const flag of ['1', 'true']) {
      const list = matchListSchema.parse(
        (await inject(h.app, 'GET', `/api/sportsbook/v1/matches?favourite=${flag}`, a.token)).json(),
      );
      expect(list.data.map((m) => m.id).sort()).toEqual([pre, live].sort());
    }
    const visitor = matchListSchema.parse(
      (await inject(h.app, 'GET', '/api/sportsbook/v1/matches?favourite=1', null)).json(),
    );
    expect(visitor.data).toEqual([]);
  });

  it('[FV3] visitors get 401; unknown items 404; bad paths and filters 400', async () => {
    expectError(await send('GET', `${BASE}/matches`, null), 401, 'unauthorized');
    expectError(await send('POST', `${BASE}/matches/1`, null), 401, 'unauthorized');
    const a = await createPlayer(db, 0);
    expectError(await send('POST', `${BASE}/matches/999999999`, a.token), 404, 'match_not_found');
    expectError(await send('POST', `${BASE}/tournaments/999999999`, a.token), 404, 'tournament_not_found');
    expectError(await send('POST', `${BASE}/sports/1`, a.token), 400, 'validation_failed');
    expectError(await send('POST', `${BASE}/matches/abc`, a.token), 400, 'validation_failed');
    expectError(await send('GET', `${BASE}/matches?match_status=9`, a.token), 400, 'validation_failed');
    expectError(await send('GET', `${BASE}/matches?bettable=maybe`, a.token), 400, 'validation_failed');
  });

  it('[FV7] a player keeps at most 200 favourites of each kind; a new star past that is quota_reached', async () => {
    const a = await createPlayer(db, 0);
    const [m1, m2] = byStatus(0);
    // 199 earlier stars (ids the catalogue no longer holds: a favourite may outlive its match) and one real one.
    await db.query(
      `INSERT INTO favourites (player_id, kind, item_id, created_at)
       SELECT $1, 'matches', 900000000 + g, now() - interval '1 day' FROM generate_series(1, 199) AS g`,
      [a.id],
    );
    expect(ids(await send('POST', `${BASE}/matches/${m1}`, a.token))).toHaveLength(200);
    const over = await send('POST', `${BASE}/matches/${m2}`, a.token);
    expectError(over, 409, 'quota_reached');
    expect(over.json()).toMatchObject({ data: { details: { max_favourites: 200 } } });
    // Starring one already there stays a no-op at the cap; the other kind has a cap of its own.
    expect(ids(await send('POST', `${BASE}/matches/${m1}`, a.token))).toHaveLength(200);
    const t = [...h.catalogue.model.tournaments.keys()][0]!;
    expect(ids(await send('POST', `${BASE}/tournaments/${t}`, a.token))).toEqual([t]);
    // Removing one makes room again.
    expect(ids(await send('DELETE', `${BASE}/matches/${m1}`, a.token))).toHaveLength(199);
    expect(ids(await send('POST', `${BASE}/matches/${m2}`, a.token))).toHaveLength(200);
  });
});
