import { describe, expect, it } from 'vitest';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import {
  balanceOf,
  createPlayer,
  expectError,
  inject,
  pricedOutcome,
  SECRET,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';
import { foldAndPublish } from './jackpot-contributions';
import { payHit } from './jackpot-money';

describe.each(testDbKinds())('jackpots on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const jackpot = async () => (await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpots/1`, null)).json().data;
  const emailOf = async (id: number) =>
    (await db.query<{ email: string }>('SELECT email FROM players WHERE id = $1', [id])).rows[0]!.email;
  function pick(min: number, max = 100_000) {
    const { s, next: after } = pricedOutcome(h.catalogue, next, min, max);
    next = after;
    return s;
  }

  it("[LC1] the demo jackpot is named in the asker's language (the locale, its base language, else its own name)", async () => {
    const named = async (lang: string) =>
      (
        await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpots`, null, undefined, {
          'accept-language': lang,
        })
      ).json().data[0].name as string;
    expect(await named('en')).toBe('Slipstream jackpot');
    expect(await named('de-AT')).toBe('Slipstream-Jackpot');
    expect(await named('bg')).toBe('Джакпот Slipstream');
    expect(await named('xx')).toBe('Slipstream jackpot');
    const one = await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpots/1`, null, undefined, {
      'accept-language': 'ja',
    });
    expect(one.json().data.name).toBe('Slipstreamジャックポット');
  });

  it('[JP1] a qualifying bet feeds 1 % of its stake to the levels by share, once; used_in_jackpot is real', async () => {
    const before = await jackpot();
    expect(before).toMatchObject({
      id: '1',
      currency: 'EUR',
      levels: [{ code: 'mini' }, { code: 'major' }, { code: 'grand' }],
    });
    const p = await createPlayer(db, 100_000);
    const res = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 10_000, currency: 'EUR' }, selections: [pick(1500)] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const bet = res.json().data[0];
    expect(bet.used_in_jackpot).toBe(true);
    const after = await jackpot();
    // 1 % of 100.00 = 1.00 → mini 20 %, major 30 %, grand 50 %.
    expect(after.levels.map((l: { pool_amount: number }) => l.pool_amount)).toEqual(
      before.levels.map((l: { pool_amount: number }, i: number) => l.pool_amount + [20, 30, 50][i]!),
    );
    expect(after.pool_amount).toBe(before.pool_amount + 100);
    // Pools are pushed by the fold sweep (about once a second), not per bet; folding moves no money.
    const pushes = () =>
      h.published.filter(
        (x) => x.channel === 'public:en' && x.publication.event === 'tournament_pool_changed',
      );
    const pushed = pushes().length;
    expect(await foldAndPublish(h.jackpots.deps)).toBe(1);
    expect(pushes().length).toBe(pushed + 1);
    expect(pushes().at(-1)!.publication.data).toEqual({ jackpot: after });
    expect(await jackpot()).toEqual(after);
    expect(await foldAndPublish(h.jackpots.deps)).toBe(0);
    expect(pushes().length).toBe(pushed + 1);
    const listed = (await inject(h.app, 'GET', BETS_BASE, p.token)).json().data[0];
    expect(listed.used_in_jackpot).toBe(true);

    // Below the jackpot's min odds (1.50): no contribution.
    const low = await inject(h.app, 'POST', BETS_BASE, p.token, {
      bets: [{ stake: { value: 10_000, currency: 'EUR' }, selections: [pick(1001, 1499)] }],
    });
    expect(low.json().data[0].used_in_jackpot).toBe(false);
    expect((await jackpot()).pool_amount).toBe(after.pool_amount);
  });

  it('[JP2][JP3] a forced hit takes the top level, reseeds it, and is paid once', async () => {
    const p = await createPlayer(db, 0);
    const before = await jackpot();
    const grand = before.levels.find((l: { code: string }) => l.code === 'grand').pool_amount;
    const res = await inject(h.app, 'POST', '/api/sim/jackpots/1/hit', null, { email: await emailOf(p.id) });
    expect(res.statusCode, res.body).toBe(201);
    const hit = res.json().data;
    expect(hit).toMatchObject({
      jackpot_id: '1',
      jackpot_level_code: 'grand',
      amount: grand,
      status: 'paid',
      seen: false,
    });
    expect(hit.user_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await balanceOf(db, p.id)).toBe(grand);
    const after = await jackpot();
    expect(after.levels.find((l: { code: string }) => l.code === 'grand').pool_amount).toBe(500_000);
    expect(after.hits_amount).toBe(before.hits_amount + grand);
    // Paying again (twice at once) moves nothing.
    expect(
      await Promise.all([
        payHit({ ...h.bets.deps, locales: ['en'], secret: SECRET }, Number(hit.id)),
        payHit({ ...h.bets.deps, locales: ['en'], secret: SECRET }, Number(hit.id)),
      ]),
    ).toEqual([false, false]);
    expect(await balanceOf(db, p.id)).toBe(grand);

    // The player's own unseen hits, then seen.
    const mine = await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpot-hits?for_user=1&unseen=1`, p.token);
    expect(mine.json().data.map((x: { id: string }) => x.id)).toEqual([hit.id]);
    expect(
      (await inject(h.app, 'POST', `${SPORTSBOOK_BASE}/jackpot-hits/${hit.id}/seen`, p.token)).statusCode,
    ).toBe(200);
    const none = await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpot-hits?for_user=1&unseen=1`, p.token);
    expect(none.json().data).toEqual([]);
    // Anyone sees the public list with hashes only.
    const pub = (
      await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpot-hits?jackpot_id=1&limit=10`, null)
    ).json().data;
    expect(pub[0]).toMatchObject({ id: hit.id, user_hash: hit.user_hash });
    expect(JSON.stringify(pub)).not.toContain(await emailOf(p.id));
    expectError(await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpot-hits?for_user=1`, null), 401);
    expectError(await inject(h.app, 'GET', `${SPORTSBOOK_BASE}/jackpots/99`, null), 404, 'jackpot_not_found');
    expectError(
      await inject(
        h.app,
        'POST',
        `${SPORTSBOOK_BASE}/jackpot-hits/${hit.id}/seen`,
        (await createPlayer(db, 0)).token,
      ),
      404,
      'jackpot_hit_not_found',
    );
  });
});
