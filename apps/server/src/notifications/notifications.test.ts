import { notificationListResponseSchema, notificationSchema } from '@slipstream/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { suiteHarness } from '../testing/suite-harness';
import { testDbKinds } from '../db/test-db';
import { bettableMatches, createPlayer, expectError, inject, placeBet, sel } from '../bets/test-support';
import { surroundingsHarness, type SurroundingsHarness } from './test-support';

const BASE = '/api/sportsbook/v1/notifications';

describe.each(testDbKinds())('notifications on %s', (kind) => {
  let db: Db;
  let h: SurroundingsHarness;
  suiteHarness(kind, surroundingsHarness, (opened) => ({ db, h } = opened));

  const emailOf = async (id: number) =>
    String(
      (await db.query<{ email: unknown }>('SELECT email FROM players WHERE id = $1', [id])).rows[0]!.email,
    );
  const pushedTo = (channel: string, event: string) =>
    h.published
      .filter((p) => p.channel === channel && p.publication.event === event)
      .map((p) => p.publication.data);
  const sim = async (email: string, title: string, body = 'Body') => {
    const res = await inject(h.app, 'POST', '/api/sim/notifications', null, { email, title, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('[NT1] POST /api/sim/notifications stores one and pushes notification and unread_counters_changed to that player only', async () => {
    const a = await createPlayer(db, 0);
    const b = await createPlayer(db, 0);
    const before = h.published.length;
    const id = await sim(await emailOf(a.id), 'Hello', 'Welcome aboard');
    const sent = h.published.slice(before);
    // Every locale's private channel of player a, nothing anywhere else.
    expect(new Set(sent.map((p) => p.channel))).toEqual(new Set([`$user:en:${a.id}`, `$user:de:${a.id}`]));
    expect(sent.some((p) => p.channel.endsWith(`:${b.id}`))).toBe(false);
    const [pushed] = pushedTo(`$user:en:${a.id}`, 'notification');
    expect(notificationSchema.parse(pushed)).toMatchObject({
      id,
      title: 'Hello',
      body: 'Welcome aboard',
      read: false,
    });
    expect(pushedTo(`$user:en:${a.id}`, 'unread_counters_changed')).toEqual([{ unread: 1 }]);
    expect((await inject(h.app, 'GET', `${BASE}/counters`, a.token)).json()).toEqual({ unread: 1 });
    expect((await inject(h.app, 'GET', `${BASE}/counters`, b.token)).json()).toEqual({ unread: 0 });
    const list = notificationListResponseSchema.parse((await inject(h.app, 'GET', BASE, b.token)).json());
    expect(list.data).toEqual([]);
  });

  it('[NT6] an issued bonus notifies its player once, pushed after bonus issue committed', async () => {
    const a = await createPlayer(db, 0);
    const before = h.published.length;
    const res = await inject(h.app, 'POST', '/api/sim/bonuses', null, {
      email: await emailOf(a.id),
      type: 'freebet_all_win',
      amount: 500,
      currency: 'EUR',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bonusId = Number(res.json().data.id);
    const sent = h.published.slice(before).filter((p) => p.channel === `$user:en:${a.id}`);
    const [pushed] = sent
      .filter((p) => p.publication.event === 'notification')
      .map((p) => p.publication.data);
    expect(notificationSchema.parse(pushed)).toMatchObject({ link: '/promotions', read: false });
    expect((pushed as { body: string }).body).toContain('5.00 EUR');
    expect(pushedTo(`$user:en:${a.id}`, 'unread_counters_changed')).toEqual([{ unread: 1 }]);
    const list = notificationListResponseSchema.parse((await inject(h.app, 'GET', BASE, a.token)).json());
    expect(list.data).toHaveLength(1);
    const stored = await db.query<{ dedupe_key: string }>(
      'SELECT dedupe_key FROM notifications WHERE player_id = $1',
      [a.id],
    );
    expect(stored.rows.map((r) => r.dedupe_key)).toEqual([`bonus_issued:${bonusId}`]);
  });

  it("[NT2] lists newest first with pages; read marks only the player's own, read-all clears the counter", async () => {
    const a = await createPlayer(db, 0);
    const b = await createPlayer(db, 0);
    const email = await emailOf(a.id);
    const ids = [await sim(email, 'one'), await sim(email, 'two'), await sim(email, 'three')];
    const other = await sim(await emailOf(b.id), 'theirs');
    const page1 = notificationListResponseSchema.parse(
      (await inject(h.app, 'GET', `${BASE}?limit=2`, a.token)).json(),
    );
    expect(page1.data.map((n) => n.title)).toEqual(['three', 'two']);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    const page2 = notificationListResponseSchema.parse(
      (await inject(h.app, 'GET', `${BASE}?limit=2&page=2`, a.token)).json(),
    );
    expect(page2.data.map((n) => n.title)).toEqual(['one']);

    const before = h.published.length;
    const read = await inject(h.app, 'POST', `${BASE}/read`, a.token, { ids: [ids[0], other] });
    expect(read.json()).toEqual({ unread: 2 });
    // The counter change reaches the player's other tabs; b's notification stays unread.
    expect(h.published.slice(before).map((p) => [p.channel, p.publication.data])).toContainEqual([
      `$user:en:${a.id}`,
      { unread: 2 },
    ]);
    expect((await inject(h.app, 'GET', `${BASE}/counters`, b.token)).json()).toEqual({ unread: 1 });
    const all = await inject(h.app, 'POST', `${BASE}/read-all`, a.token);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inject(h.app, 'GET', `${BASE}/counters`, a.token)).json()).toEqual({ unread: 0 });
    const after = notificationListResponseSchema.parse((await inject(h.app, 'GET', BASE, a.token)).json());
    expect(after.data.every((n) => n.read)).toBe(true);
  });

  it('[NT3] visitors get 401; bad input gets 400; an unknown e-mail 404', async () => {
    expectError(await inject(h.app, 'GET', BASE, null), 401, 'unauthorized');
    expectError(await inject(h.app, 'GET', `${BASE}/counters`, null), 401, 'unauthorized');
    expectError(await inject(h.app, 'POST', `${BASE}/read-all`, null), 401, 'unauthorized');
    const a = await createPlayer(db, 0);
    expectError(await inject(h.app, 'POST', `${BASE}/read`, a.token, { ids: [] }), 400, 'validation_failed');
    expectError(
      await inject(h.app, 'POST', `${BASE}/read`, a.token, { ids: ['x'] }),
      400,
      'validation_failed',
    );
    expectError(await inject(h.app, 'GET', `${BASE}?limit=1000`, a.token), 400, 'validation_failed');
    expectError(
      await inject(h.app, 'POST', '/api/sim/notifications', null, {
        email: 'nobody@example.com',
        title: 't',
      }),
      404,
      'not_found',
    );
    expectError(
      await inject(h.app, 'POST', '/api/sim/notifications', null, { title: 't' }),
      400,
      'validation_failed',
    );
  });

  it('[NT4] settling a bet notifies its player once, after the settlement committed', async () => {
    const p = await createPlayer(db, 100_000);
    const m = bettableMatches(h.catalogue)[0]!;
    await placeBet(h.app, p.token, [sel(h.catalogue, m.id, 1, '1')], 2000);
    const finish = await inject(h.app, 'POST', `/api/sim/matches/${m.id}/finish`, null, {
      home_score: 2,
      away_score: 0,
    });
    expect(finish.statusCode, finish.body).toBe(200);
    await h.notifier.settled();
    const list = notificationListResponseSchema.parse((await inject(h.app, 'GET', BASE, p.token)).json());
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      type: 'bet_settled',
      object_type: 'bet',
      title: 'Your bet won',
      read: false,
    });
    expect(list.data[0]!.body).toMatch(/^Bet B\d{8}: \d+\.\d{2} EUR credited to your account\.$/);
    // The same text as a key and values, which the web app writes in the player's language (issue 33 item 7).
    expect(list.data[0]!.message).toMatchObject({
      key: 'bet_settled',
      values: { result: 'win_entire', currency: 'EUR', subunits: 100 },
    });
    expect(list.data[0]!.message!.values.ref).toMatch(/^B\d{8}$/);
    expect(pushedTo(`$user:en:${p.id}`, 'unread_counters_changed')).toEqual([{ unread: 1 }]);
    // The same settlement announced again (a sweep racing the hook) adds nothing.
    const [bet] = (await db.query<{ id: unknown }>('SELECT id FROM bets WHERE player_id = $1', [p.id])).rows;
    h.notifier.queue(p.id, {
      title: 'again',
      body: '',
      dedupeKey: `bet_settled:${String(bet!.id)}`,
    });
    await h.notifier.settled();
    expect((await inject(h.app, 'GET', `${BASE}/counters`, p.token)).json()).toEqual({ unread: 1 });
  });
});
