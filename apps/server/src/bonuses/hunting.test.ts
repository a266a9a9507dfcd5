import { describe, expect, it } from 'vitest';
import { ambFreebetSchema, huntingSchema, tournamentRatingResponseSchema } from '@slipstream/contract';
import { BETS_BASE, SPORTSBOOK_BASE } from '../catalogue/register';
import type { Db } from '../db/db';
import { testDbKinds } from '../db/test-db';
import { settleMatchBets, settleOpenBet } from '../bets/settlement';
import {
  bettableMatches,
  createPlayer,
  expectError,
  inject,
  pricedOutcome,
  issueSimBonus,
  marketOf,
  sel,
  writeResults,
  type BetsHarness,
  betsSuite,
} from '../bets/test-support';

const BONUSES = `${SPORTSBOOK_BASE}/bonuses`;

describe.each(testDbKinds())('hunting and tournaments on %s', (kind) => {
  let db: Db;
  let h: BetsHarness;
  let next = 0;
  betsSuite(kind, (opened) => ({ db, h } = opened));

  const simIssue = (playerId: number, body: Record<string, unknown>) => issueSimBonus(h, playerId, body);
  /** A fresh match's 1x2 outcome priced within [min, max]. */
  function pick(min = 1500, max = 6000) {
    const { m, s, next: after } = pricedOutcome(h.catalogue, next, min, max);
    next = after;
    return { m, s };
  }
  type Selection = ReturnType<typeof sel>;
  /** The selections' matches finish with them lost, and their bets settle (a bet farms when it settles: HT5). */
  async function settle(selections: Selection[]) {
    for (const s of selections)
      await writeResults(db, s.match_id, [{ marketId: 1, outcomeId: s.outcome_id, result: 0 }]);
    for (const id of new Set(selections.map((s) => s.match_id)))
      await settleMatchBets(h.bets.deps, h.bets.offers, id);
  }
  /** Places one bet and, unless `open`, settles it at once (lost). */
  async function place(token: string, stake: number, selections: Selection[], bonus?: unknown, open = false) {
    const res = await inject(h.app, 'POST', BETS_BASE, token, {
      bets: [{ stake: { value: stake, currency: 'EUR' }, selections, ...(bonus ? { bonus } : {}) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    if (!open) await settle(selections);
    return res.json().data[0] as { id: string };
  }
  const hunt = async (token: string, kindName: 'huntings' | 'tournaments' | 'lootboxes', id: string) =>
    huntingSchema.parse((await inject(h.app, 'GET', `${BONUSES}/${kindName}/${id}`, token)).json().data);

  it('[HT1][HT2] an active hunt farms a point per whole unit of each qualifying cash bet', async () => {
    const p = await createPlayer(db, 100_000);
    const waiting = await simIssue(p.id, { type: 'hunting', state: 'available' });
    const active = await simIssue(p.id, { type: 'hunting' });
    const a = pick();
    const bet = await place(p.token, 1_050, [a.s]);
    await place(p.token, 2_000, [pick().s]);
    // Below min odds (1.50): nothing.
    const cheap = bettableMatches(h.catalogue)
      .slice(next)
      .flatMap((m) => marketOf(h.catalogue, m.id, 1).outcomes.map((o) => ({ m, o })))
      .find(({ o }) => o.odds < 1500);
    if (cheap) await place(p.token, 5_000, [sel(h.catalogue, cheap.m.id, 1, cheap.o.id)]);
    // A bet on a free bet: nothing.
    const fb = await simIssue(p.id, { type: 'freebet_all_win', amount: 3_000 });
    await place(p.token, 3_000, [pick().s], { id: fb.id, type: fb.type });

    const farmed = await hunt(p.token, 'huntings', active.id);
    expect(farmed.issued.farming_stats).toEqual({
      avg_stake: 1_525,
      bets_count: 2,
      points: 30,
      available_points: 30,
      potential_points: 20,
      potential_freebet_amount: 500,
      initial_pool: 0,
      currency: 'EUR',
      farming_freebet_type: 'freebet_all_win',
    });
    expect(farmed.issued.used_in_bets).toContain(bet.id);
    expect(farmed.issued.farmed_event_ids).toContain(a.m.id);
    expect(farmed.issued.freebets_to_boost).toBe(1);
    // Waiting for activation: it farmed nothing; once active it farms.
    expect((await hunt(p.token, 'huntings', waiting.id)).issued.farming_stats.points).toBe(0);
    expect((await inject(h.app, 'POST', `${BONUSES}/${waiting.id}/activate`, p.token)).statusCode).toBe(200);
    await place(p.token, 700, [pick().s]);
    expect((await hunt(p.token, 'huntings', waiting.id)).issued.farming_stats.points).toBe(7);
    // §7 lists: huntings hold hunts only, 4 a page.
    const list = (await inject(h.app, 'GET', `${BONUSES}/huntings`, p.token)).json();
    expect(list.pagination).toMatchObject({ total: 2, limit: 4 });
    const overview = (await inject(h.app, 'GET', `${BONUSES}?type=hunting`, p.token)).json();
    expect(overview.data).toHaveLength(2);
  });

  it('[HT3] a boost turns whole blocks of points into one free bet, once, even under concurrent boosts', async () => {
    const p = await createPlayer(db, 100_000);
    const h1 = await simIssue(p.id, { type: 'hunting', amount: 400 });
    expectError(
      await inject(h.app, 'POST', `${BONUSES}/${h1.id}/boost`, p.token),
      409,
      'bonus_not_activatable',
    );
    await place(p.token, 4_500, [pick().s]);
    // 45 points: 2 blocks of 20. Ten boosts at once spend them once.
    const boosts = await Promise.all(
      Array.from({ length: 10 }, () => inject(h.app, 'POST', `${BONUSES}/${h1.id}/boost`, p.token)),
    );
    const ok = boosts.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(1);
    for (const r of boosts.filter((x) => x.statusCode !== 201)) expectError(r, 409, 'bonus_not_activatable');
    const freeBet = ok[0]!.json().data;
    expect(freeBet).toMatchObject({
      type: 'freebet_all_win',
      name: 'Hunting free bet',
      issued: { amount: 800, currency: 'EUR', computed_status: 'active' },
    });
    const after = await hunt(p.token, 'huntings', h1.id);
    expect(after.issued.farming_stats).toMatchObject({
      points: 45,
      available_points: 5,
      potential_points: 0,
    });
    expect(after.issued.freebets_to_boost).toBe(0);
    // The free bet is a real one: it places a bet (which farms nothing).
    await place(p.token, 800, [pick().s], { id: freeBet.id, type: freeBet.type });
    expect((await hunt(p.token, 'huntings', h1.id)).issued.farming_stats.points).toBe(45);
    // A free bet is not a hunt.
    expectError(await inject(h.app, 'POST', `${BONUSES}/${freeBet.id}/boost`, p.token), 409);
    expectError(await inject(h.app, 'POST', `${BONUSES}/99999999/boost`, p.token), 404, 'bonus_unknown');
  });

  it('[HT1][HT4] a tournament farms once per event and ranks its players by points, 4 a page', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => createPlayer(db, 100_000)));
    const issues: { id: string; type: string }[] = [];
    for (const p of players) issues.push(await simIssue(p.id, { type: 'tournament' }));
    const a = pick();
    // Player 0: 10 + (same event again: nothing) + 5 = 15 points. Player 1: 30. Player 2: 15 (joined later).
    await place(players[0]!.token, 1_000, [a.s], undefined, true);
    await place(players[0]!.token, 9_000, [a.s], undefined, true);
    await settle([a.s]);
    await place(players[0]!.token, 500, [pick().s]);
    await place(players[1]!.token, 3_000, [pick().s]);
    await place(players[2]!.token, 1_500, [pick().s]);
    const rating = async (i: number, query = '') => {
      const res = await inject(
        h.app,
        'GET',
        `${BONUSES}/tournaments/${issues[i]!.id}/rating${query}`,
        players[i]!.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      return tournamentRatingResponseSchema.parse(res.json());
    };
    const first = await rating(0);
    expect(first.pagination).toEqual({ total: 5, page: 1, limit: 4, last_page: 2 });
    expect(first.data.map((r) => [r.position, r.points])).toEqual([
      [1, 30],
      [2, 15],
      [3, 15],
      [4, 0],
    ]);
    expect(first.data[1]).toMatchObject({ current_user: true, farmed_amount: 1_500, currency_code: 'EUR' });
    expect(first.current).toMatchObject({ position: 2, points: 15, current_user: true });
    expect(first.data[0]!.email.email).toMatch(/^.\*\*\*@example\.com$/);
    expect(first.data.filter((r) => r.current_user)).toHaveLength(1);
    const second = await rating(4, '?page=2');
    expect(second.data).toHaveLength(1);
    expect(second.data[0]).toMatchObject({ position: 5, current_user: true });
    expect((await hunt(players[0]!.token, 'tournaments', issues[0]!.id)).issued.farming_stats).toMatchObject({
      points: 15,
      initial_pool: 100_000,
      farming_freebet_type: 'freebet_only_win',
    });
    // Another player's tournament, or a hunt, has no table for this player.
    expectError(
      await inject(h.app, 'GET', `${BONUSES}/tournaments/${issues[1]!.id}/rating`, players[0]!.token),
      404,
      'bonus_unknown',
    );
    const ownHunt = await simIssue(players[0]!.id, { type: 'hunting' });
    expectError(
      await inject(h.app, 'GET', `${BONUSES}/tournaments/${ownHunt.id}/rating`, players[0]!.token),
      404,
      'bonus_unknown',
    );
  });

  it('[HT1][HT5] ten bets on one event settling at once farm a once-per-event tournament once', async () => {
    const p = await createPlayer(db, 100_000);
    const tour = await simIssue(p.id, { type: 'tournament' });
    const { s: one } = pick();
    const placed = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject(h.app, 'POST', BETS_BASE, p.token, {
          bets: [{ stake: { value: 1_000, currency: 'EUR' }, selections: [one] }],
        }),
      ),
    );
    expect(placed.every((r) => r.statusCode === 201)).toBe(true);
    // They settle together: ten settlements racing to farm the one event.
    await writeResults(db, one.match_id, [{ marketId: 1, outcomeId: one.outcome_id, result: 0 }]);
    const settled = await Promise.all(
      placed.map((r) => settleOpenBet(h.bets.deps, h.bets.offers, Number(r.json().data[0].id))),
    );
    expect(settled.every(Boolean)).toBe(true);
    const stats = (await hunt(p.token, 'tournaments', tour.id)).issued.farming_stats;
    expect(stats).toMatchObject({ bets_count: 1, points: 10 });
  });

  it('[LB1][LB2][LB3] a loot box farms chests; opening follows the prize schedule and only wins pay', async () => {
    const p = await createPlayer(db, 100_000);
    const box = await simIssue(p.id, { type: 'lootbox', amount: 300 });
    const a = pick();
    await place(p.token, 1_000, [a.s], undefined, true);
    await place(p.token, 5_000, [a.s], undefined, true); // the same event again: nothing (farm once per event)
    await settle([a.s]);
    await place(p.token, 2_000, [pick().s]);
    const ready = await hunt(p.token, 'lootboxes', box.id);
    expect(ready.issued).toMatchObject({
      freebets_to_boost: 3,
      chest_size: 'large',
      chests_opened: 0,
      last_open_result: null,
    });
    expect(ready.issued.farming_stats.points).toBe(30);
    // Schedule WL: chests 1, 2, 3 hold W, L, W: two free bets' worth, as one free bet.
    const opened = await inject(h.app, 'POST', `${BONUSES}/${box.id}/boost`, p.token);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().lootbox).toEqual({ result: 'win', opened: 3, won: 2 });
    expect(opened.json().data).toMatchObject({ name: 'Loot box free bet', issued: { amount: 600 } });
    expect((await hunt(p.token, 'lootboxes', box.id)).issued).toMatchObject({
      freebets_to_boost: 0,
      chest_size: null,
      chests_opened: 3,
      last_open_result: 'win',
    });
    // One more chest (10 points): the fourth is empty, nothing is issued.
    await place(p.token, 1_000, [pick().s]);
    expect((await hunt(p.token, 'lootboxes', box.id)).issued.chest_size).toBe('small');
    const freeBetsBefore = (await inject(h.app, 'GET', `${BONUSES}/freebets`, p.token)).json().pagination
      .total;
    const empty = await inject(h.app, 'POST', `${BONUSES}/${box.id}/boost`, p.token);
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json()).toEqual({ data: null, lootbox: { result: 'loss', opened: 1, won: 0 } });
    expect((await inject(h.app, 'GET', `${BONUSES}/freebets`, p.token)).json().pagination.total).toBe(
      freeBetsBefore,
    );
    expect((await hunt(p.token, 'lootboxes', box.id)).issued.last_open_result).toBe('loss');
    expect((await inject(h.app, 'GET', `${BONUSES}/lootboxes`, p.token)).json().pagination.total).toBe(1);
  });

  it('[AM1][AM2][AM3] an amb free bet counts qualifying bets and issues the free bets of each range once', async () => {
    const p = await createPlayer(db, 100_000);
    const amb = await simIssue(p.id, { type: 'ambFreebet' });
    expect(amb.type).toBe('ambFreebet');
    const ambList = async () => {
      const res = await inject(h.app, 'GET', `${BONUSES}/freebets/amb`, p.token);
      expect(res.statusCode, res.body).toBe(200);
      return ambFreebetSchema.parse(res.json().data[0]);
    };
    const freeBets = async () =>
      (await inject(h.app, 'GET', `${BONUSES}/freebets?limit=100`, p.token)).json().data as {
        name: string;
        issued: { amount: number };
      }[];
    await place(p.token, 500, [pick().s]);
    await place(p.token, 499, [pick().s]); // below the min stake (5.00): does not count
    await place(p.token, 800, [pick().s]);
    expect(await ambList()).toMatchObject({ progress_count: 2, possible_progress_count: 5, min_stake: 500 });
    expect(await freeBets()).toEqual([]);
    await place(p.token, 500, [pick().s]);
    const third = await ambList();
    expect(third.progress_count).toBe(3);
    expect(third.amb_ranges.map((r) => [r.number_of_bets, r.number_of_freebets, r.reached])).toEqual([
      [3, 1, true],
      [5, 2, false],
    ]);
    expect((await freeBets()).map((b) => [b.name, b.issued.amount])).toEqual([['Bet and get free bet', 500]]);
    for (let i = 0; i < 4; i++) await place(p.token, 600, [pick().s]);
    const done = await ambList();
    expect(done).toMatchObject({ progress_count: 5, possible_progress_count: 5 });
    expect(done.amb_ranges.every((r) => r.reached)).toBe(true);
    // 1 + 2 free bets, never more however many bets follow.
    expect(await freeBets()).toHaveLength(3);
    expect(
      h.published.filter((x) => x.channel === `$user:en:${p.id}` && x.publication.event === 'bonus_issued'),
    ).toHaveLength(4);
    const terms = await inject(h.app, 'GET', `${BONUSES}/freebets/amb/${amb.id}/terms`, p.token);
    expect(terms.json().terms).toMatch(/After 3 bets/);
    expectError(
      await inject(h.app, 'GET', `${BONUSES}/freebets/amb/99999999/terms`, p.token),
      404,
      'bonus_unknown',
    );
  });
});
